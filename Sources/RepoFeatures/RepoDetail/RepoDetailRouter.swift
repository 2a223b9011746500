/// Detail → back to the list.
@MainActor
public final class RepoDetailRouter: RepoDetailRoutingLogic {
    weak var navigator: Navigator?

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    public func route(to route: RepoDetail.Route) {
        switch route {
        case .back: navigator?.pop()
        case .help: navigator?.showHelp()
        }
    }
}
