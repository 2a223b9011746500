import Foundation
import RepoCore
import TerminalUI

/// The list scene's only place with side effects: it shows what the cache holds, asks GitHub
/// whether that is still current, keeps the selection, and hands plain data to the presenter.
@MainActor
public final class RepoListInteractor: RepoListDataStore {
    public let user: GitHubUsername
    private let sync: RepoSync
    private let presenter: any RepoListPresentationLogic
    public var router: (any RepoListRoutingLogic)?
    /// Opens and copies for `o`, `O`, `y`, `Y`; nil ignores them.
    public var repositoryActions: RepositoryActionRunner?

    /// The data last known, with the validators a refresh sends back; nil before any arrived.
    private var known: CachedRepositories?
    /// `known`'s repositories sorted, filtered and with hidden kinds left out.
    private var arrangement: ListArrangement
    private var view: RepoList.ListView
    /// The rows on screen, in display order.
    private var repositories: [Repository] { arrangement.visible }
    private var freshness = Freshness.current(since: .distantPast)
    private var hasLoaded: Bool { known != nil }
    private var selection = ListSelection()
    private var visibleRows = 1
    private var refreshError: GitHubError?
    /// Why there is nothing to show, when a load failed before any data arrived.
    private var lastFailure: RepoList.Response.FailureReason?
    /// How far the listing in flight has come; nil when none is, or before its first page.
    private var pages: RepoList.Response.PageProgress?
    private var loadTask: Task<Void, Never>?
    /// Identifies the newest load, so a replaced one never presents its result.
    private var loadGeneration = 0

    public init(user: GitHubUsername, sync: RepoSync, presenter: any RepoListPresentationLogic,
                sort: RepoSort = .default) {
        self.user = user
        self.sync = sync
        self.presenter = presenter
        self.view = RepoList.ListView(sort: sort)
        self.arrangement = ListArrangement(sort: sort)
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
        case .selectVisibleRow(let row):
            guard row >= 0, selection.offset + row < repositories.count else { return }
            moveSelection { $0.selecting($0.offset + row, count: repositories.count, visible: visibleRows) }
        case .openSelected:
            if let repository = selectedRepository { router?.route(to: .detail(repository.id)) }
        case .resized(let size):
            visibleRows = RepoListLayout.visibleRows(in: size)
            selection = selection.refitted(count: repositories.count, visible: visibleRows)
            presentChangedPage()
        case .quit:
            loadTask?.cancel()
            router?.route(to: .quit)
        case .beginFilter:
            view.prompt = .filter(cursor: view.filter.count)
            presentPrompt()
        case .prompt(let action):
            handlePrompt(action)
        case .back:
            if view.filter.isEmpty {
                router?.route(to: .previousUser)
            } else {
                rearrange { $0.filter = "" }
            }
        case .cycleSort:
            rearrange { $0.sort = $0.sort.next }
        case .reverseSort:
            rearrange { $0.sort = $0.sort.reversed }
        case .toggleForks:
            rearrange { $0.hidesForks.toggle() }
        case .toggleArchived:
            rearrange { $0.hidesArchived.toggle() }
        case .askForUser:
            view.prompt = .user(LineEditor(), problem: nil)
            presentPrompt()
        case .showHelp:
            router?.route(to: .help)
        case .act(let action):
            if let repository = selectedRepository { repositoryActions?.perform(action, on: repository) }
        }
    }

    public var sort: RepoSort { view.sort }

    /// The prompt that has the keyboard, if any (the scene reads keys through its key map).
    public var prompt: RepoList.Prompt? { view.prompt }

    private func handlePrompt(_ action: PromptAction) {
        switch (view.prompt, action) {
        case (.filter(let cursor), .edit(let edit)):
            let edited = LineEditor(text: view.filter, cursor: cursor).applying(edit)
            view.prompt = .filter(cursor: edited.cursor)
            if edited.text == view.filter {
                presentPrompt()
            } else {
                // A new filter puts the best match on top.
                rearrange(selectingFirst: true) { $0.filter = edited.text }
            }
        case (.filter, .accept):
            view.prompt = nil
            presentPrompt()
        case (.filter, .cancel):
            view.prompt = nil
            rearrange { $0.filter = "" }
        case (.filter, .moveSelection(let delta)):
            handle(.moveSelection(by: delta))
        case (.user(let editor, _), .edit(let edit)):
            view.prompt = .user(editor.applying(edit), problem: nil)
            presentPrompt()
        case (.user(let editor, _), .accept):
            do {
                let other = try GitHubUsername(validating: editor.text.trimmingCharacters(in: .whitespaces))
                view.prompt = nil
                presentPrompt()
                if other != user { router?.route(to: .user(other)) }
            } catch {
                view.prompt = .user(editor, problem: "\(error)")
                presentPrompt()
            }
        case (.user, .cancel):
            view.prompt = nil
            presentPrompt()
        case (.user, .moveSelection), (nil, _):
            break
        }
    }

    /// Changes how the list is arranged, keeping the selection on the same repository (or, for
    /// a new filter, on the best match).
    private func rearrange(selectingFirst: Bool = false, _ change: (inout RepoList.ListView) -> Void) {
        let keptID = selectingFirst ? nil : selectedRepository?.id
        change(&view)
        arrangement.arrange(view)
        select(keptID)
        presentChangedPage()
    }

    private func select(_ id: RepoID?) {
        let newIndex = id.flatMap { id in repositories.firstIndex { $0.id == id } } ?? 0
        selection = selection.selecting(newIndex, count: repositories.count, visible: visibleRows)
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

    /// A newer load replaces an older one: the older request is cancelled, never left running
    /// beside it. The cache is read until something was shown (and on every `--offline` load);
    /// then GitHub is asked, conditionally, whether the rows are still current.
    private func startLoad() {
        loadTask?.cancel()
        pages = nil
        loadGeneration += 1
        let generation = loadGeneration
        let readsCache = !hasLoaded || sync.network == .offline
        if !readsCache {
            presenter.presentLoading(.init(user: user, current: currentResponse()))
        }
        let sync = self.sync
        let user = self.user
        let onProgress: ListingProgressObserver = { [weak self] progress in
            let interactor = self
            Task { @MainActor in interactor?.receiveProgress(progress, generation: generation) }
        }
        loadTask = Task { [weak self] in
            if readsCache {
                let cached = await sync.cachedList(user)
                guard let self, generation == self.loadGeneration, !Task.isCancelled else { return }
                self.receiveCached(cached)
            }
            guard sync.network == .online, self != nil else {
                if generation == self?.loadGeneration { self?.loadTask = nil }
                return
            }
            let result = await sync.revalidateList(user, known: self?.known, progress: onProgress)
            // A cancelled load (quit, or replaced) never presents, even when the source
            // answered regardless of the cancellation.
            self?.finishLoad(Task.isCancelled ? .failure(.cancelled) : result, generation: generation)
        }
    }

    /// Shows what the cache held at once; online, the rows are marked as being checked.
    private func receiveCached(_ cached: CachedRepositories?) {
        let online = sync.network == .online
        if let cached {
            adopt(cached, freshness: online ? .cached(at: cached.fetchedAt) : .offline(at: cached.fetchedAt))
        }
        switch (online, hasLoaded) {
        case (true, true):
            presenter.presentLoading(.init(user: user, current: currentResponse()))
        case (true, false):
            presenter.presentLoading(.init(user: user, current: nil))
        case (false, true):
            presentRepositories()
        case (false, false):
            lastFailure = .nothingCachedOffline
            presenter.presentFailure(.init(user: user, reason: .nothingCachedOffline, prompt: view.prompt))
        }
    }

    /// "loading 7/30 pages": only for the load in flight, and only while it is. On a first load
    /// the pages that arrived in order are shown at once, and can be browsed.
    private func receiveProgress(_ progress: ListingProgress, generation: Int) {
        guard generation == loadGeneration, loadTask != nil else { return }
        pages = .init(done: progress.pagesDone, total: progress.pagesTotal)
        if !hasLoaded, progress.repositories.count > repositories.count {
            show(progress.repositories)
            freshness = .arriving(since: sync.now())
        }
        presenter.presentLoading(.init(user: user, current: repositories.isEmpty ? nil : currentResponse(), pages: pages))
    }

    private func finishLoad(_ result: Result<CachedRepositories, GitHubError>, generation: Int) {
        guard generation == loadGeneration else { return }
        loadTask = nil
        pages = nil
        switch result {
        case .success(let entry):
            refreshError = nil
            lastFailure = nil
            adopt(entry, freshness: .current(since: entry.fetchedAt))
            presentRepositories()
        case .failure(.cancelled):
            return
        case .failure(let error):
            if hasLoaded {
                refreshError = error
                presentRepositories()
            } else {
                // Rows of a first load that failed half way are not a list to trust.
                show([])
                lastFailure = .github(error)
                presenter.presentFailure(.init(user: user, reason: .github(error), prompt: view.prompt))
            }
        }
    }

    /// Takes `entry` as the data on screen, keeping the selection on the same repository.
    private func adopt(_ entry: CachedRepositories, freshness: Freshness) {
        known = entry
        self.freshness = freshness
        show(entry.repositories)
    }

    /// Puts `list` on screen in display order, keeping the selection on the same repository.
    private func show(_ list: [Repository]) {
        let keptID = selectedRepository?.id
        arrangement.replace(list, view: view)
        select(keptID)
    }

    private func moveSelection(_ change: (ListSelection) -> ListSelection) {
        guard !repositories.isEmpty else { return }
        let moved = change(selection)
        guard moved != selection else { return }
        selection = moved
        presentChangedPage()
    }

    /// Shows the rows again after the selection or the window changed; during a refresh the
    /// rows stay marked as refreshing.
    private func presentChangedPage() {
        guard hasLoaded || !repositories.isEmpty else { return }
        if loadTask == nil {
            presentRepositories()
        } else {
            presenter.presentLoading(.init(user: user, current: currentResponse(), pages: pages))
        }
    }

    /// A prompt opened, changed or closed. Before any data it still shows (`u` after a
    /// mistyped user), over the loading or failure screen.
    private func presentPrompt() {
        guard hasLoaded || !repositories.isEmpty else {
            if let failure = lastFailure {
                presenter.presentFailure(.init(user: user, reason: failure, prompt: view.prompt))
            } else {
                presenter.presentLoading(.init(user: user, current: nil, pages: pages, prompt: view.prompt))
            }
            return
        }
        presentChangedPage()
    }

    private func presentRepositories() {
        presenter.presentRepositories(currentResponse())
    }

    private func currentResponse() -> RepoList.Response.Repositories {
        .init(user: user, repositories: repositories, selection: selection,
              visibleRows: visibleRows, freshness: freshness, refreshError: refreshError,
              view: view, totals: arrangement.totals)
    }
}
