import RepoCore

/// What the interactor tells the presenter. Tests record these calls with a spy.
@MainActor
public protocol RepoListPresentationLogic: AnyObject {
    func presentLoading(_ response: RepoList.Response.Loading)
    func presentRepositories(_ response: RepoList.Response.Repositories)
    func presentFailure(_ response: RepoList.Response.Failure)
}

/// Where the presenter delivers view models: the scene, which redraws.
@MainActor
public protocol RepoListDisplayLogic: AnyObject {
    func display(_ viewModel: RepoList.ViewModel)
}

/// Where the interactor sends navigation.
@MainActor
public protocol RepoListRoutingLogic: AnyObject {
    func route(to route: RepoList.Route)
}

/// What the router may read from the interactor to build the next scene.
@MainActor
public protocol RepoListDataStore: AnyObject {
    func repository(id: RepoID) -> Repository?
    var selectedRepository: Repository? { get }
}
