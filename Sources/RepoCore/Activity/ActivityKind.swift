/// What goes on inside a repository, as the detail's tabs list it (issue 29): its issues, its
/// pull requests and its workflow runs — and, read one at a time, an issue's or pull request's
/// comments and a run's jobs. Each is a list GitHub pages, fetched a page at a time, and cached
/// per account like the repository list.
public enum ActivityKind: String, Sendable, Hashable, CaseIterable, Codable {
    case issues
    case pullRequests = "pull_requests"
    case runs
    /// The comments of the issue or pull request numbered `ActivityQuery.subject`.
    case comments
    /// The jobs of the run whose id is `ActivityQuery.subject`.
    case jobs
    /// The reviews of the pull request numbered `ActivityQuery.subject`: a row's review decision.
    case reviews
    /// The check runs of the commit `ActivityQuery.ref` (a pull request's head): a row's checks.
    case checkRuns = "check_runs"
    /// The commit statuses of the commit `ActivityQuery.ref`: the rest of a row's checks.
    case statuses

    /// What a list of them is called in a sentence: "issues", "workflow runs".
    public var noun: String {
        switch self {
        case .issues: "issues"
        case .pullRequests: "pull requests"
        case .runs: "workflow runs"
        case .comments: "comments"
        case .jobs: "jobs"
        case .reviews: "reviews"
        case .checkRuns: "checks"
        case .statuses: "statuses"
        }
    }
}

/// Which issues or pull requests a list asks GitHub for (its `state` parameter); runs have none.
public enum ActivityState: String, Sendable, Hashable, CaseIterable, Codable {
    case open
    case closed
    case all
}

/// One page of one list: what the cache keys it by and the request asks for.
public struct ActivityQuery: Sendable, Hashable, Codable {
    public var kind: ActivityKind
    public var state: ActivityState
    /// Whose comments or jobs: an issue's or pull request's number, a run's id; nil for the
    /// repository's own lists.
    public var subject: Int64?
    /// Whose check runs or statuses: a commit's SHA; nil for every other list.
    public var ref: String?
    /// 1-based, as GitHub counts.
    public var page: Int

    public init(_ kind: ActivityKind, state: ActivityState = .open, subject: Int64? = nil, ref: String? = nil, page: Int = 1) {
        self.kind = kind
        self.state = [.issues, .pullRequests].contains(kind) ? state : .all
        self.subject = subject
        self.ref = ref
        self.page = max(1, page)
    }

    /// The next page of the same list.
    public var next: ActivityQuery { ActivityQuery(kind, state: state, subject: subject, ref: ref, page: page + 1) }

    /// How the cache names it beside the detail's other parts: `activity/issues/open/1`,
    /// `activity/comments/42/1`, `activity/check_runs/6dcb09b…/1`.
    public var cacheKey: String {
        "activity/\(kind.rawValue)/" + (ref ?? subject.map { "\($0)" } ?? state.rawValue) + "/\(page)"
    }
}
