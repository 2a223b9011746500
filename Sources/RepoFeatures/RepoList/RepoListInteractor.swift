import RepoCore
import TerminalUI

/// The list scene's only place with side effects: it asks the source for repositories, keeps
/// the selection, and hands plain data to the presenter.
@MainActor
public final class RepoListInteractor: RepoListDataStore {
    private let user: GitHubUsername
    private let source: any RepoSource
    private let presenter: any RepoListPresentationLogic
    public var router: (any RepoListRoutingLogic)?

    private var repositories: [Repository] = []
    private var hasLoaded = false
    private var selection = ListSelection()
    private var visibleRows = 1
    private var refreshError: GitHubError?
    private var loadTask: Task<Void, Never>?
    /// Identifies the newest load, so a replaced one never presents its result.
    private var loadGeneration = 0

    public init(user: GitHubUsername, source: any RepoSource, presenter: any RepoListPresentationLogic) {
        self.user = user
        self.source = source
        self.presenter = presenter
    }

    isolated deinit {
        loadTask?.cancel()
    }

    public func handle(_ action: RepoList.Action) {
        switch action {
        case .load, .refresh:
            startLoad()
        case .moveSelection(let delta):
            moveSelection { $0.moved(by: delta, count: repositories.count, visible: visibleRows) }
        case .movePage(let pages):
            moveSelection { $0.moved(by: pages * visibleRows, count: repositories.count, visible: visibleRows) }
        case .moveToTop:
            moveSelection { $0.selecting(0, count: repositories.count, visible: visibleRows) }
        case .moveToBottom:
            moveSelection { $0.selecting(repositories.count - 1, count: repositories.count, visible: visibleRows) }
        case .openSelected:
            if let repository = selectedRepository { router?.route(to: .detail(repository.id)) }
        case .resized(let size):
            visibleRows = RepoListLayout.visibleRows(in: size)
            selection = selection.refitted(count: repositories.count, visible: visibleRows)
            presentChangedPage()
        case .quit:
            loadTask?.cancel()
            router?.route(to: .quit)
        }
    }

    /// Waits for the load in flight, if any (tests and the non-interactive output use it).
    public func waitForLoad() async {
        await loadTask?.value
    }

    // MARK: RepoListDataStore

    public func repository(id: RepoID) -> Repository? {
        repositories.first { $0.id == id }
    }

    public var selectedRepository: Repository? {
        repositories.indices.contains(selection.index) ? repositories[selection.index] : nil
    }

    // MARK: Loading

    /// A newer load replaces an older one: the older request is cancelled, never duplicated.
    private func startLoad() {
        loadTask?.cancel()
        loadGeneration += 1
        let generation = loadGeneration
        presenter.presentLoading(.init(user: user, current: hasLoaded ? currentResponse() : nil))
        let source = self.source
        let user = self.user
        loadTask = Task { [weak self] in
            let result: Result<[Repository], GitHubError>
            do {
                result = .success(try await source.repositories(of: user))
            } catch {
                result = .failure(GitHubError(error))
            }
            // A cancelled load (quit, or replaced) never presents, even when the source
            // answered regardless of the cancellation.
            self?.finishLoad(Task.isCancelled ? .failure(.cancelled) : result, generation: generation)
        }
    }

    private func finishLoad(_ result: Result<[Repository], GitHubError>, generation: Int) {
        guard generation == loadGeneration else { return }
        loadTask = nil
        switch result {
        case .success(let fetched):
            let keptID = selectedRepository?.id
            repositories = RepoOrdering.pushedNewestFirst(fetched)
            hasLoaded = true
            refreshError = nil
            let newIndex = keptID.flatMap { id in repositories.firstIndex { $0.id == id } } ?? 0
            selection = selection.selecting(newIndex, count: repositories.count, visible: visibleRows)
            presentRepositories()
        case .failure(.cancelled):
            return
        case .failure(let error):
            if hasLoaded {
                refreshError = error
                presentRepositories()
            } else {
                presenter.presentFailure(.init(user: user, error: error))
            }
        }
    }

    private func moveSelection(_ change: (ListSelection) -> ListSelection) {
        guard hasLoaded, !repositories.isEmpty else { return }
        let moved = change(selection)
        guard moved != selection else { return }
        selection = moved
        presentChangedPage()
    }

    /// Shows the rows again after the selection or the window changed; during a refresh the
    /// rows stay marked as refreshing.
    private func presentChangedPage() {
        guard hasLoaded else { return }
        if loadTask == nil {
            presentRepositories()
        } else {
            presenter.presentLoading(.init(user: user, current: currentResponse()))
        }
    }

    private func presentRepositories() {
        presenter.presentRepositories(currentResponse())
    }

    private func currentResponse() -> RepoList.Response.Repositories {
        .init(user: user, repositories: repositories, selection: selection,
              visibleRows: visibleRows, refreshError: refreshError)
    }
}
