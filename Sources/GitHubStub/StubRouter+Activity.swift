import Foundation

extension StubRouter {
    /// `/repos/{o}/{r}/issues` (pull requests mixed in, as GitHub serves them), `/pulls` and
    /// `/actions/runs`, newest first and paginated, with GitHub's visibility rules; nil when
    /// the path is none of them.
    func respondToActivity(_ request: StubRequest, viewer: Int?) -> StubResponse? {
        let segments = request.pathSegments
        guard segments.count >= 4, segments[0] == "repos" else { return nil }
        let part = segments[3...].joined(separator: "/")
        guard ["issues", "pulls", "actions/runs"].contains(part) else { return nil }
        let (repo, user, activity): (StubRepository, StubUser, StubActivity)
        switch lookUpActivity(request, viewer: viewer) {
        case .found(let found): (repo, user, activity) = found
        case .answered(let response): return response
        }
        switch part {
        case "issues":
            let issues = Self.matching(activity.issues, state: request.query("state"))
            return paged(issues, request: request) { wire.issue($0, repo: repo, owner: user) }
        case "pulls":
            let pulls = Self.matching(activity.issues.filter { $0.pullRequest != nil }, state: request.query("state"))
            return paged(pulls, request: request) { wire.pullRequest($0, repo: repo, owner: user) }
        default:
            let branch = request.query("branch")
            let runs = activity.runs.filter { branch == nil || $0.branch == branch }.sorted { $0.id > $1.id }
            return paged(count: runs.count, under: "workflow_runs", request: request) { wire.run(runs[$0], repo: repo, owner: user) }
        }
    }

    enum ActivityLookup {
        case found((StubRepository, StubUser, StubActivity))
        /// No repository to answer about: a redirect after a rename, or a 404.
        case answered(StubResponse)
    }

    /// The repository `/repos/{o}/{r}/…` names, its owner, and what goes on in it (as the
    /// dataset gives it, or generated) — or GitHub's answer when it cannot be shown.
    func lookUpActivity(_ request: StubRequest, viewer: Int?) -> ActivityLookup {
        let segments = request.pathSegments
        guard let owner = index.userIndex(login: segments[1]) else {
            return .answered(movedRepository(formerOwner: segments[1], name: segments[2],
                                             suffix: "/" + segments[3...].joined(separator: "/")))
        }
        guard let repo = index.repository(owner: owner, name: segments[2]),
              index.isVisible(repo, owner: owner, to: viewer) else { return .answered(.notFound()) }
        let user = index.users[owner]
        let activity = repo.activity ?? StubActivity.generated(
            for: repo, owner: user,
            openPullRequests: (repo.insights ?? StubInsights.generated(for: repo, owner: user)).openPullRequests)
        return .found((repo, user, activity))
    }

    /// GitHub's `state` parameter (`open` by default; `closed`, `all`), newest first.
    private static func matching(_ issues: [StubIssue], state: String?) -> [StubIssue] {
        let wanted = state ?? "open"
        return issues.filter { wanted == "all" || $0.state == wanted }.sorted { $0.number > $1.number }
    }

    private func paged(_ issues: [StubIssue], request: StubRequest, _ item: (StubIssue) -> JSONValue) -> StubResponse {
        paged(count: issues.count, request: request) { item(issues[$0]) }
    }

    /// A page of `count` items as a JSON array, linked to the others: `item` makes the one at
    /// each position asked for.
    /// Under `key` of an object that counts them in `total_count` when given (`/actions/runs`, a
    /// run's jobs, a commit's check runs).
    func paged(count: Int, under key: String? = nil, request: StubRequest, _ item: (Int) -> JSONValue) -> StubResponse {
        let pagination = Pagination(perPage: request.query("per_page"), page: request.query("page"), totalCount: count)
        let items = JSONValue.array(pagination.range.map(item))
        var response = StubResponse.json(key.map { .object([("total_count", .int(count)), ($0, items)]) } ?? items)
        setLinks(on: &response, pagination: pagination, request: request, path: request.rawPath)
        return response
    }
}

extension StubRouter {
    /// `/repos/{o}/{r}/issues/{n}/comments` (oldest first) and `/repos/{o}/{r}/actions/runs/{id}/jobs`,
    /// paginated; nil when the path is neither.
    func respondToConversation(_ request: StubRequest, viewer: Int?) -> StubResponse? {
        let segments = request.pathSegments
        let isComments = segments.count == 6 && segments[0] == "repos" && segments[3] == "issues" && segments[5] == "comments"
        let isJobs = segments.count == 7 && segments[0] == "repos" && segments[3] == "actions" && segments[4] == "runs"
            && segments[6] == "jobs"
        guard isComments || isJobs else { return nil }
        let (repo, user, activity): (StubRepository, StubUser, StubActivity)
        switch lookUpActivity(request, viewer: viewer) {
        case .found(let found): (repo, user, activity) = found
        case .answered(let response): return response
        }
        if isComments {
            guard let number = Int(segments[4]), let issue = activity.issues.first(where: { $0.number == number }) else { return .notFound() }
            let comments = issue.thread ?? StubComment.generated(count: issue.comments, number: number, after: issue.createdAt, seed: repo.id)
            return paged(count: comments.count, request: request) {
                wire.comment(comments[$0], id: repo.id * 1_000_000 + Int64(number) * 1_000 + Int64($0), issue: number, repo: repo, owner: user)
            }
        }
        guard let id = Int64(segments[5]), let run = activity.runs.first(where: { $0.id == id }) else { return .notFound() }
        let jobs = run.jobs ?? StubJob.generated(for: run)
        return paged(count: jobs.count, under: "jobs", request: request) { wire.job(jobs[$0], index: $0, run: run, repo: repo, owner: user) }
    }
}
