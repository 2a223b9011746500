import RepoCore

/// Shows the repository the list handed over at once, then revalidates it and its README against
/// GitHub (conditionally, with the `ETag`s cached from last time) — or, `--offline`, shows the
/// cached copies.
@MainActor
public final class RepoDetailInteractor {
    private let sync: RepoSync
    private let presenter: any RepoDetailPresentationLogic
    public var router: (any RepoDetailRoutingLogic)?
    /// Opens and copies for `o`, `O`, `y`, `Y`; nil ignores them.
    public var repositoryActions: RepositoryActionRunner?

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

    /// The repository first (conditionally, with its cached `ETag`), then its README the same way.
    /// `--offline`, both come from the cache alone. The README waits for the repository so the
    /// presenter sees one order, and so a GitHub that just failed is not asked (and retried) twice.
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
            if case .failure(.cancelled)? = fresh { return }
            if let fresh { self?.finishRepository(fresh) }
            let origin: ReadmeOrigin = switch (online, fresh) {
            case (false, _): .cacheOnly(whenMissing: .notCached)
            case (true, .failure(let error)?): .cacheOnly(whenMissing: .unavailable(error))
            case (true, _): .gitHub
            }
            let readme = await Self.loadReadme(of: shown, sync: sync, from: origin)
            guard !Task.isCancelled, let readme else { return }
            self?.finishReadme(readme)
        }
    }

    /// Where the README may come from on this load.
    private enum ReadmeOrigin {
        /// Revalidated with GitHub; the cached copy stands in when that fails.
        case gitHub
        /// The cache only (offline, or GitHub just failed the repository); `whenMissing` otherwise.
        case cacheOnly(whenMissing: RepoDetail.Response.Readme)
    }

    /// The README to show; nil when the load was cancelled.
    private nonisolated static func loadReadme(
        of repository: Repository, sync: RepoSync, from origin: ReadmeOrigin
    ) async -> RepoDetail.Response.Readme? {
        let cached = await sync.cachedReadme(repository)
        let stored = cached.map { state(of: $0.text) }
        switch origin {
        case .cacheOnly(let whenMissing):
            return stored ?? whenMissing
        case .gitHub:
            switch await sync.revalidateReadme(repository, cached: cached) {
            case .success(let text): return state(of: text)
            case .failure(.cancelled): return nil
            // A README that cannot be refreshed is still worth reading as it was.
            case .failure(let error): return stored ?? .unavailable(error)
            }
        }
    }

    /// The text, or "no README" for the nil that stands for GitHub's 404.
    private nonisolated static func state(of text: String?) -> RepoDetail.Response.Readme {
        text.map { .text($0) } ?? RepoDetail.Response.Readme.none
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
