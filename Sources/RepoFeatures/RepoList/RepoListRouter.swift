/// Master → detail navigation, and quitting.
@MainActor
public final class RepoListRouter: RepoListRoutingLogic {
    weak var navigator: Navigator?
    weak var dataStore: (any RepoListDataStore)?

    init(navigator: Navigator, dataStore: any RepoListDataStore) {
        self.navigator = navigator
        self.dataStore = dataStore
    }

    public func route(to route: RepoList.Route) {
        switch route {
        case .detail(let id):
            guard let repository = dataStore?.repository(id: id) else { return }
            navigator?.showDetail(of: repository)
        case .quit:
            navigator?.quit()
        case .user(let other):
            navigator?.openUser(other)
        case .previousUser:
            navigator?.closeUser()
        case .help:
            navigator?.showHelp()
        }
    }
}
