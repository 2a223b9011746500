import Foundation

extension StubRouter {
    /// `/repos/{o}/{r}/languages`, `/contributors`, `/releases/latest` and
    /// `/stats/participation`, with GitHub's visibility rules; nil when the path is none of them.
    mutating func respondToInsight(_ request: StubRequest, viewer: Int?) -> StubResponse? {
        let segments = request.pathSegments
        guard segments.count >= 4, segments[0] == "repos" else { return nil }
        let part = segments[3...].joined(separator: "/")
        guard ["languages", "contributors", "releases/latest", "stats/participation"].contains(part) else { return nil }
        guard let owner = index.userIndex(login: segments[1]) else {
            return movedRepository(formerOwner: segments[1], name: segments[2], suffix: "/" + part)
        }
        guard let repo = index.repository(owner: owner, name: segments[2]),
              index.isVisible(repo, owner: owner, to: viewer) else { return .notFound() }
        let user = index.users[owner]
        let insights = repo.insights ?? StubInsights.generated(for: repo, owner: user)
        switch part {
        case "languages":
            return .json(wire.languages(insights))
        case "releases/latest":
            guard let release = insights.latestRelease else { return .notFound() }
            return .json(wire.release(release, repo: repo, owner: user))
        case "contributors":
            let pagination = Pagination(perPage: request.query("per_page"), page: request.query("page"),
                                        totalCount: insights.contributors.count)
            var response = StubResponse.json(.array(insights.contributors[pagination.range].map {
                wire.contributor($0, id: contributorID($0.login))
            }))
            setLinks(on: &response, pagination: pagination, request: request, path: request.rawPath)
            return response
        default:
            // GitHub computes statistics in the background: the first asks answer 202 until
            // they are ready.
            let asked = participationAsks[repo.id, default: 0]
            participationAsks[repo.id] = asked + 1
            guard asked >= insights.participationComputing else { return .json(.object([]), status: 202) }
            return .json(wire.participation(insights))
        }
    }

    /// A dataset user's id, else one made from the login, the same on every run.
    private func contributorID(_ login: String) -> Int64 {
        if let user = index.userIndex(login: login) { return index.users[user].id }
        return login.utf8.reduce(Int64(7_000_000)) { ($0 &* 31 &+ Int64($1)) % 90_000_000 + 7_000_000 }
    }
}
