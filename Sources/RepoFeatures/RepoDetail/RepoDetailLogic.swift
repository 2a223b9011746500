/// What the detail interactor tells its presenter. Tests record these calls with a spy.
@MainActor
public protocol RepoDetailPresentationLogic: AnyObject {
    func presentRepository(_ response: RepoDetail.Response.Repository)
}

@MainActor
public protocol RepoDetailDisplayLogic: AnyObject {
    func display(_ viewModel: RepoDetail.ViewModel)
}

@MainActor
public protocol RepoDetailRoutingLogic: AnyObject {
    func route(to route: RepoDetail.Route)
}
