import RepoCore

/// Shows the repository the list handed over at once, then revalidates it against GitHub
/// (conditionally, with the `ETag` cached from last time) — or, `--offline`, shows the cached copy.
@MainActor
public final class RepoDetailInteractor {
    private let sync: RepoSync
    private let presenter: any RepoDetailPresentationLogic
    public var router: (any RepoDetailRoutingLogic)?

    public private(set) var repository: Repository
    private var phase: RepoDetail.Response.Phase = .current
    private var readme: RepoDetail.Response.Readme?
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

    /// The repository first (conditionally, with its cached `ETag`), then its README the same way.
    /// `--offline`, both come from the cache alone.
    private func startLoad() {
        loadTask?.cancel()
        let online = sync.network == .online
        phase = online ? .updating : .offline
        readme = .loading
        present()
        let sync = self.sync
        let shown = repository
        loadTask = Task { [weak self] in
            let cachedRepository = await sync.cachedRepository(shown)
            let fresh: Result<Repository, GitHubError>? = online
                ? await sync.revalidateRepository(shown, cached: cachedRepository)
                : cachedRepository.map { .success($0.repository) }
            // A cancelled load (back) never presents, even when the source answered regardless.
            guard !Task.isCancelled else { return }
            if let fresh { self?.finishRepository(fresh) }
            let readme = await Self.loadReadme(of: shown, sync: sync, online: online)
            guard !Task.isCancelled, let readme else { return }
            self?.finishReadme(readme)
        }
    }

    private static func loadReadme(of repository: Repository, sync: RepoSync, online: Bool) async -> RepoDetail.Response.Readme? {
        let cached = await sync.cachedReadme(repository)
        let stored: RepoDetail.Response.Readme? = cached.map { $0.text.map { .text($0) } ?? RepoDetail.Response.Readme.none }
        guard online else { return stored ?? .unavailable("not cached; run without --offline to fetch it") }
        switch await sync.revalidateReadme(repository, cached: cached) {
        case .success(let text): return text.map { .text($0) } ?? RepoDetail.Response.Readme.none
        case .failure(.cancelled): return nil
        // A README that cannot be refreshed is still worth reading as it was.
        case .failure(let error): return stored ?? .unavailable(error.userMessage)
        }
    }

    private func finishRepository(_ result: Result<Repository, GitHubError>) {
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

    private func finishReadme(_ readme: RepoDetail.Response.Readme) {
        loadTask = nil
        self.readme = readme
        present()
    }

    private func present() {
        presenter.presentRepository(.init(repository: repository, scroll: scroll, phase: phase, readme: readme))
    }
}
