import RepoCore

/// Wires the detail scene for one repository.
@MainActor
public enum RepoDetailConfigurator {
    public static func makeScene(repository: Repository, environment: SceneEnvironment, navigator: Navigator,
                                 onChange: @escaping @MainActor () -> Void) -> RepoDetailScene {
        let presenter = RepoDetailPresenter(now: environment.now, timeZone: environment.timeZone)
        let interactor = RepoDetailInteractor(repository: repository, sync: environment.sync, presenter: presenter)
        let initial = RepoDetailPresenter.viewModel(
            .init(repository: repository, scroll: 0, phase: .current, readme: .loading),
            now: environment.now(), dates: environment.dates)
        let scene = RepoDetailScene(interactor: interactor, initial: initial, onChange: onChange)
        presenter.display = scene
        interactor.router = RepoDetailRouter(navigator: navigator)
        interactor.repositoryActions = RepositoryActionRunner(
            actions: environment.externalActions, presenter: RepositoryActionPresenter(display: navigator))
        return scene
    }
}
