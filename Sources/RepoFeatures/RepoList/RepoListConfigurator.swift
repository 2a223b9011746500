import RepoCore

/// Wires the list scene: interactor → presenter → scene (the display), and the router.
@MainActor
public enum RepoListConfigurator {
    public static func makeScene(user: GitHubUsername, environment: SceneEnvironment, sort: RepoSort,
                                 navigator: Navigator, onChange: @escaping @MainActor () -> Void) -> RepoListScene {
        let presenter = RepoListPresenter(now: environment.now, dates: environment.dates)
        let interactor = RepoListInteractor(user: user, sync: environment.sync, presenter: presenter, sort: sort)
        let initial = RepoListPresenter.viewModel(
            loading: .init(user: user, current: nil), now: environment.now(), dates: environment.dates)
        let scene = RepoListScene(interactor: interactor, initial: initial, onChange: onChange)
        presenter.display = scene
        interactor.router = RepoListRouter(navigator: navigator, dataStore: interactor)
        interactor.repositoryActions = RepositoryActionRunner(
            actions: environment.externalActions, presenter: RepositoryActionPresenter(display: navigator))
        return scene
    }
}
