import RepoCore

/// Shows the repository the list handed over at once, then revalidates it against GitHub
/// (conditionally, with the `ETag` cached from last time) — or, `--offline`, shows the cached copy.
@MainActor
public final class RepoDetailInteractor {
    private let sync: RepoSync
    private let presenter: any RepoDetailPresentationLogic
    public var router: (any RepoDetailRoutingLogic)?
    /// Opens and copies for `o`, `O`, `y`, `Y`; nil ignores them.
    public var repositoryActions: RepositoryActionRunner?

    public private(set) var repository: Repository
    private var phase: RepoDetail.Response.Phase = .current
    private var scroll = 0
    private var maxScroll = 0
    private var pageHeight = 1
    private var loadTask: Task<Void, Never>?

    public init(repository: Repository, sync: RepoSync, presenter: any RepoDetailPresentationLogic) {
        self.repository = repository
        self.sync = sync
        self.presenter = presenter
    }

    isolated deinit {
        loadTask?.cancel()
    }

    public func handle(_ action: RepoDetail.Action) {
        switch action {
        case .load:
            startLoad()
        case .scroll(let delta):
            scroll(to: scroll + delta)
        case .scrollPage(let pages):
            scroll(to: scroll + pages * max(1, pageHeight - 1))
        case .scrollToTop:
            scroll(to: 0)
        case .scrollToBottom:
            scroll(to: maxScroll)
        case .measured(let maxScroll, let pageHeight):
            self.maxScroll = max(0, maxScroll)
            self.pageHeight = max(1, pageHeight)
            // A narrower pane may have moved the end; never leave the view past it.
            if scroll > self.maxScroll { scroll(to: self.maxScroll) }
        case .back:
            loadTask?.cancel()
            router?.route(to: .back)
        case .showHelp:
            router?.route(to: .help)
        case .act(let action):
            repositoryActions?.perform(action, on: repository)
        }
    }

    public func waitForLoad() async {
        await loadTask?.value
    }

    private func scroll(to target: Int) {
        let clamped = min(max(0, target), maxScroll)
        guard clamped != scroll else { return }
        scroll = clamped
        present()
    }

    private func startLoad() {
        loadTask?.cancel()
        let online = sync.network == .online
        phase = online ? .updating : .offline
        present()
        let sync = self.sync
        let shown = repository
        loadTask = Task { [weak self] in
            let cached = await sync.cachedRepository(shown)
            guard online else {
                if let cached, !Task.isCancelled { self?.finishLoad(.success(cached.repository)) }
                return
            }
            let result = await sync.revalidateRepository(shown, cached: cached)
            // A cancelled load (back) never presents, even when the source answered regardless.
            self?.finishLoad(Task.isCancelled ? .failure(.cancelled) : result)
        }
    }

    private func finishLoad(_ result: Result<Repository, GitHubError>) {
        loadTask = nil
        switch result {
        case .success(let fresh):
            repository = fresh
            if phase != .offline { phase = .current }
        case .failure(.cancelled):
            return
        case .failure(let error):
            phase = .updateFailed(error)
        }
        present()
    }

    private func present() {
        presenter.presentRepository(.init(repository: repository, scroll: scroll, phase: phase))
    }
}
