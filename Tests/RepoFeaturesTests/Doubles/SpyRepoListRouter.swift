@testable import RepoFeatures

@MainActor
final class SpyRepoListRouter: RepoListRoutingLogic {
    private(set) var routes: [RepoList.Route] = []

    func route(to route: RepoList.Route) { routes.append(route) }
}
