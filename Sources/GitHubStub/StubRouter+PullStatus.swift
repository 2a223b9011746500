import Foundation

extension StubRouter {
    /// `/repos/{o}/{r}/pulls/{n}/reviews` (oldest first), `/repos/{o}/{r}/commits/{sha}/check-runs`
    /// and `…/commits/{sha}/status` (of a pull request's head commit; any other commit is GitHub's
    /// 422), paginated; nil when the path is none of them.
    func respondToPullStatus(_ request: StubRequest, viewer: Int?) -> StubResponse? {
        let segments = request.pathSegments
        let isReviews = segments.count == 6 && segments[0] == "repos" && segments[3] == "pulls" && segments[5] == "reviews"
        let isCommit = segments.count == 6 && segments[0] == "repos" && segments[3] == "commits"
            && ["check-runs", "status"].contains(segments[5])
        guard isReviews || isCommit else { return nil }
        let (repo, user, activity): (StubRepository, StubUser, StubActivity)
        switch lookUpActivity(request, viewer: viewer) {
        case .found(let found): (repo, user, activity) = found
        case .answered(let response): return response
        }
        let pulls = activity.issues.filter { $0.pullRequest != nil }
        if isReviews {
            guard let number = Int(segments[4]), let issue = pulls.first(where: { $0.number == number }),
                  let pull = issue.pullRequest else { return .notFound() }
            let reviews = pull.completed(number: number, author: issue.author, createdAt: issue.createdAt, seed: repo.id).reviews ?? []
            return paged(count: reviews.count, request: request) { wire.review(reviews[$0], index: $0, of: issue, repo: repo, owner: user) }
        }
        let sha = segments[4]
        guard let issue = pulls.first(where: { wire.headSHA(of: $0, repo: repo) == sha }), let pull = issue.pullRequest else {
            return .json(.object([
                ("message", .string("No commit found for SHA: \(sha)")),
                ("documentation_url", .string("https://docs.github.com/rest/checks/runs#list-check-runs-for-a-git-reference")),
                ("status", .string("422")),
            ]), status: 422)
        }
        let completed = pull.completed(number: issue.number, author: issue.author, createdAt: issue.createdAt, seed: repo.id)
        guard segments[5] == "status" else {
            let checks = completed.checks ?? []
            return paged(count: checks.count, under: "check_runs", request: request) {
                wire.checkRun(checks[$0], index: $0, of: issue, repo: repo, owner: user)
            }
        }
        return .json(wire.combinedStatus(completed.statuses ?? [], of: issue, repo: repo, owner: user))
    }
}
