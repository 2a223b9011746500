/// One page of an activity list as GitHub answered it.
public struct ActivityPage: Sendable, Hashable, Codable {
    public var items: ActivityItems
    /// GitHub linked a further page.
    public var hasNextPage: Bool
    /// How many there are in all, where GitHub says (`total_count` of the runs); nil otherwise.
    public var totalCount: Int?

    public init(items: ActivityItems, hasNextPage: Bool, totalCount: Int? = nil) {
        self.items = items
        self.hasNextPage = hasNextPage
        self.totalCount = totalCount
    }

    /// Pull requests cached before their head commits were read: GitHub is asked for them
    /// whole, since a conditional request would answer `304` and leave the checks unknowable.
    public var predatesHeadCommits: Bool {
        guard case .pullRequests(let pulls) = items else { return false }
        return pulls.contains { $0.headSHA == nil }
    }
}

/// The rows of one page, of whichever kind the list is.
public enum ActivityItems: Sendable, Hashable, Codable {
    case issues([IssueSummary])
    case pullRequests([PullRequestSummary])
    case runs([WorkflowRunSummary])
    case comments([CommentSummary])
    case jobs([JobSummary])
    case reviews([ReviewSummary])
    case checkRuns([CheckRunSummary])
    case statuses([CommitStatusSummary])

    public var kind: ActivityKind {
        switch self {
        case .issues: .issues
        case .pullRequests: .pullRequests
        case .runs: .runs
        case .comments: .comments
        case .jobs: .jobs
        case .reviews: .reviews
        case .checkRuns: .checkRuns
        case .statuses: .statuses
        }
    }

    public var count: Int {
        switch self {
        case .issues(let items): items.count
        case .pullRequests(let items): items.count
        case .runs(let items): items.count
        case .comments(let items): items.count
        case .jobs(let items): items.count
        case .reviews(let items): items.count
        case .checkRuns(let items): items.count
        case .statuses(let items): items.count
        }
    }

    /// No rows of `kind`.
    public static func none(_ kind: ActivityKind) -> ActivityItems {
        switch kind {
        case .issues: .issues([])
        case .pullRequests: .pullRequests([])
        case .runs: .runs([])
        case .comments: .comments([])
        case .jobs: .jobs([])
        case .reviews: .reviews([])
        case .checkRuns: .checkRuns([])
        case .statuses: .statuses([])
        }
    }

    /// These rows, then `more`'s (of the same kind; another kind's are ignored). An item already
    /// held is not added twice: a page shifts when something opens while the list is read.
    public func appending(_ more: ActivityItems) -> ActivityItems {
        switch (self, more) {
        case (.issues(let held), .issues(let new)): .issues(Self.union(held, new, by: \.number))
        case (.pullRequests(let held), .pullRequests(let new)): .pullRequests(Self.union(held, new, by: \.number))
        case (.runs(let held), .runs(let new)): .runs(Self.union(held, new, by: \.id))
        case (.comments(let held), .comments(let new)): .comments(Self.union(held, new, by: \.id))
        case (.jobs(let held), .jobs(let new)): .jobs(Self.union(held, new, by: \.id))
        case (.reviews(let held), .reviews(let new)): .reviews(Self.union(held, new, by: \.id))
        case (.checkRuns(let held), .checkRuns(let new)): .checkRuns(Self.union(held, new, by: \.id))
        case (.statuses(let held), .statuses(let new)): .statuses(Self.union(held, new, by: \.id))
        default: self
        }
    }

    /// The address of row `index` on GitHub's site.
    public func htmlURL(at index: Int) -> String? {
        guard index >= 0, index < count else { return nil }
        return switch self {
        case .issues(let items): items[index].htmlURL
        case .pullRequests(let items): items[index].htmlURL
        case .runs(let items): items[index].htmlURL
        case .comments(let items): items[index].htmlURL
        case .jobs(let items): items[index].htmlURL
        // Read for a pull request's row, never shown as rows of their own.
        case .reviews, .checkRuns, .statuses: nil
        }
    }

    private static func union<Item, ID: Hashable>(_ held: [Item], _ new: [Item], by id: KeyPath<Item, ID>) -> [Item] {
        var seen = Set(held.map { $0[keyPath: id] })
        return held + new.filter { seen.insert($0[keyPath: id]).inserted }
    }
}
