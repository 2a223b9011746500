@testable import RepoFeatures

@MainActor
final class SpyRepoDetailRouter: RepoDetailRoutingLogic {
    private(set) var routes: [RepoDetail.Route] = []

    func route(to route: RepoDetail.Route) { routes.append(route) }
}
