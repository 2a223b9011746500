import Foundation

extension StubRouter {
    /// `GET`, `PUT` and `DELETE /user/starred/{owner}/{repo}` for the token's user: 204 when
    /// starred (or once starred / unstarred), 404 when not starred or not visible, 401 without a
    /// token. Stars given here are remembered for the stub's life, and the starred listings
    /// show them.
    mutating func respondToStarring(_ request: StubRequest, viewer: Int?) -> StubResponse? {
        let segments = request.pathSegments
        guard segments.count == 4, segments[0] == "user", segments[1] == "starred",
              ["GET", "PUT", "DELETE"].contains(request.method) else { return nil }
        guard let viewer else { return Self.unauthorized("Requires authentication") }
        guard let owner = index.userIndex(login: segments[2]),
              let repo = index.repository(owner: owner, name: segments[3]),
              index.isVisible(repo, owner: owner, to: viewer) else { return .notFound() }
        let key = StarKey(viewer: viewer, repository: repo.id)
        switch request.method {
        case "PUT", "DELETE":
            starChangesMade += 1
            starChanges[key] = (starred: request.method == "PUT", order: starChangesMade)
            return StubResponse(status: 204, headers: [], body: Data())
        default:
            let fullName = (index.users[owner].login + "/" + repo.name).lowercased()
            let starred = starChanges[key]?.starred ?? index.users[viewer].starred.contains { $0.repo.lowercased() == fullName }
            return starred ? StubResponse(status: 204, headers: [], body: Data()) : .notFound()
        }
    }

    struct StarKey: Hashable, Sendable {
        var viewer: Int
        var repository: Int64
    }
}
