import Foundation
import RepoCore

/// The list's state machine: `reduce` applies one action to the state and says, as values,
/// what should happen outside (load, route, open, notice). Pure: no tasks, no I/O, no clock —
/// the time comes in as an argument, results of effects come back as actions.
enum RepoListInteractor {
    public static func reduce(_ state: inout RepoList.State, _ action: RepoList.Action, now: Date) -> [RepoList.Effect] {
        if state.scope == .memberOf, action.concernsRepositories { return [] }
        switch action {
        case .load:
            return startLoad(&state) + [.owners(.recordOpened(state.user))]
        case .refresh:
            return startLoad(&state)
        case .cachedHeadRead(let listing, let rows):
            guard listing.isSame(as: state.listing) else { return [] }
            receiveHead(rows, into: &state, now: now)
            return []
        case .cachedListRead(let listing, let cached):
            guard listing.isSame(as: state.listing) else { return [] }
            let before = state.known?.repositories
            return receiveCached(cached, into: &state) + findClones(state, unlessStill: before)
        case .pagesArrived(let listing, let progress):
            guard listing.isSame(as: state.listing) else { return [] }
            receivePages(progress, into: &state, now: now)
            return []
        case .listRevalidated(let listing, let result):
            guard listing.isSame(as: state.listing) else { return [] }
            let before = state.known?.repositories
            finishLoad(result, into: &state)
            return findClones(state, unlessStill: before)
        case .cachedMembershipsRead(let cached):
            return MembershipLoading.receiveCached(cached, into: &state)
        case .membershipsRevalidated(let result):
            MembershipLoading.finish(result, into: &state)
            return []
        case .ownerIdentifiedAsViewer:
            state.ownerIsViewer = true
        case .moveSelection(let delta):
            moveSelection(&state) { $0.moved(by: delta, count: $1, visible: $2) }
        case .movePage(let pages):
            moveSelection(&state) { $0.moved(by: pages * $2, count: $1, visible: $2) }
        case .moveToTop:
            moveSelection(&state) { $0.selecting(0, count: $1, visible: $2) }
        case .moveToBottom:
            moveSelection(&state) { $0.selecting($1 - 1, count: $1, visible: $2) }
        case .selectVisibleRow(let row):
            guard row >= 0, state.selection.offset + row < state.rowCount else { return [] }
            moveSelection(&state) { $0.selecting($0.offset + row, count: $1, visible: $2) }
        case .openSelected:
            if state.scope == .memberOf {
                return MembershipLoading.selected(in: state).map { [.route(.user($0.login))] } ?? []
            }
            return state.selectedRepository.map { [.route(.detail($0))] } ?? []
        case .resized(let rows):
            state.visibleRows = max(1, rows)
            state.selection = state.selection.refitted(count: state.rowCount, visible: state.visibleRows)
        case .quit:
            return [.route(.quit)]
        case .beginFilter:
            state.view.prompt = .filter(cursor: state.view.filter.count)
            state.arrangement.prepareSearch()
        case .prompt(let action):
            return handlePrompt(action, &state, now: now)
        case .back:
            if state.view.filter.isEmpty { return [.route(.previousUser)] }
            rearrange(&state) { $0.setFilter("", now: now) }
        case .cycleSort:
            let scope = state.scope
            rearrange(&state) { $0.sort = $0.sort.next(in: scope) }
        case .reverseSort:
            rearrange(&state) { $0.sort = $0.sort.reversed }
        case .sortBy(let field):
            rearrange(&state) { $0.sort = $0.sort.field == field ? $0.sort.reversed : RepoSort(field: field) }
        case .toggleForks:
            rearrange(&state) { $0.hidesForks.toggle() }
        case .toggleArchived:
            rearrange(&state) { $0.hidesArchived.toggle() }
        case .cycleType:
            let offered = RepoType.offered(state.arrangement.totals.types)
            rearrange(&state) { $0.type = $0.type.next(offered: offered) }
        case .cycleScope(let step):
            let scopes = state.scopes
            let index = scopes.firstIndex(of: state.scope) ?? 0
            return switchScope(to: scopes[((index + step) % scopes.count + scopes.count) % scopes.count], &state)
        case .selectScope(let scope):
            return switchScope(to: scope, &state)
        case .askForUser:
            state.view.prompt = .user(LineEditor(), problem: nil)
            return [.owners(.load)]
        case .knownOwnersLoaded(let owners):
            guard case .user(let editor, let problem, _)? = state.view.prompt else { return [] }
            state.view.prompt = .user(editor, problem: problem, picker: OwnerPicker(owners: owners))
        case .togglePin:
            return [.owners(.togglePin(state.user))]
        case .pinToggled(let login, let pinned):
            return [.notice(pinNotice(login, pinned: pinned))]
        case .act(let action):
            guard let repository = state.selectedRepository else { return [] }
            return RepositoryActionLogic.effects(action, on: repository).map(RepoList.Effect.init)
        case .toggleStar:
            return state.selectedRepository.map { [.toggleStar($0)] } ?? []
        case .toggleMark, .clearMarks, .clone, .clonesFound:
            return reduceCloning(action, &state)
        }
        return []
    }

    // MARK: Loading

    /// A newer load replaces an older one (same effect, so the runtime cancels the older). The
    /// cache is read until something was shown, and on every `--offline` load; then GitHub is
    /// asked, conditionally, whether the rows are still current.
    static func startLoad(_ state: inout RepoList.State) -> [RepoList.Effect] {
        if state.scope == .memberOf { return MembershipLoading.start(&state) }
        if state.known == nil || state.network == .offline {
            state.load = .readingCache
            return [.readCachedList(state.listing, head: firstScreen(of: state))]
        }
        state.load = .asking(pages: nil)
        return [.revalidateList(state.listing, known: state.known)]
    }

    /// The rows worth reading before the whole list on a first load: the first screens in the
    /// list's order, when nothing is shown yet and nothing hides rows (a filter or a hidden
    /// kind could leave the first screen empty). Names sort by rules the cache cannot apply.
    static func firstScreen(of state: RepoList.State) -> ListHead? {
        guard state.arrangement.base.isEmpty, !state.view.narrows else { return nil }
        let column: ListHead.Column? = switch state.view.sort.field {
        case .pushed: .pushed
        case .updated: .updated
        case .created: .created
        case .stars: .stars
        case .forks: .forks
        case .starred: .starred
        case .name: nil
        }
        return column.map { ListHead($0, descending: state.view.sort.direction == .descending, count: max(2 * state.visibleRows, 100)) }
    }

    /// The first screen while the rest of the cached list is read: shown as rows arrived so far.
    private static func receiveHead(_ rows: [Repository], into state: inout RepoList.State, now: Date) {
        guard state.load == .readingCache, state.known == nil, state.arrangement.base.isEmpty else { return }
        show(rows, in: &state)
        state.freshness = .arriving(since: now)
    }

    /// Shows what the cache held at once; online, GitHub is asked next.
    private static func receiveCached(_ cached: CachedRepositories?, into state: inout RepoList.State) -> [RepoList.Effect] {
        guard state.load == .readingCache else { return [] }
        let online = state.network == .online
        if let cached {
            adopt(cached, freshness: online ? .cached(at: cached.fetchedAt) : .offline(at: cached.fetchedAt), into: &state)
        } else if state.known == nil, !state.arrangement.base.isEmpty {
            // A first screen read from a list that is gone by now: not a list to keep showing.
            show([], in: &state)
            state.freshness = .current(since: .distantPast)
        }
        guard online else {
            state.load = nil
            if state.known == nil { state.failure = .nothingCachedOffline }
            return []
        }
        state.load = .asking(pages: nil)
        return [.revalidateList(state.listing, known: state.known)]
    }

    /// "loading 7/30 pages"; on a first load the pages that arrived in order are shown at
    /// once, and can be browsed.
    private static func receivePages(_ progress: ListingProgress, into state: inout RepoList.State, now: Date) {
        guard case .asking = state.load else { return }
        state.load = .asking(pages: RepoList.PageProgress(done: progress.pagesDone, total: progress.pagesTotal))
        if state.known == nil, progress.repositories.count > state.arrangement.base.count {
            show(progress.repositories, in: &state)
            state.freshness = .arriving(since: now)
        }
    }

    private static func finishLoad(_ result: Result<CachedRepositories, GitHubError>, into state: inout RepoList.State) {
        settle(result, &state, hasData: state.known != nil,
               adopt: { entry, state in adopt(entry, freshness: .current(since: entry.fetchedAt), into: &state) },
               // Rows of a first load that failed half way are not a list to trust.
               discard: { show([], in: &$0) })
    }

    /// How a load that asked GitHub ends, in any scope: an answer is adopted; a failure leaves
    /// what is shown (as a failed refresh) or, with nothing shown, is the screen's failure.
    static func settle<Entry>(_ result: Result<Entry, GitHubError>, _ state: inout RepoList.State, hasData: Bool,
                              adopt: (Entry, inout RepoList.State) -> Void,
                              discard: (inout RepoList.State) -> Void = { _ in }) {
        guard case .asking = state.load else { return }
        state.load = nil
        switch result {
        case .success(let entry):
            state.refreshError = nil
            state.failure = nil
            adopt(entry, &state)
        case .failure(.cancelled):
            break
        case .failure(let error) where hasData:
            state.refreshError = error
        case .failure(let error):
            discard(&state)
            state.failure = .github(error)
        }
    }

    /// Takes `entry` as the data on screen, and its spelling of the login (GitHub's, `octocat` for
    /// a typed `Octocat`).
    private static func adopt(_ entry: CachedRepositories, freshness: Freshness, into state: inout RepoList.State) {
        state.user = entry.user
        if entry.scope == .repositories, let owner = entry.repositories.first?.owner,
           owner.login.caseInsensitiveCompare(entry.user.rawValue) == .orderedSame {
            state.ownerIsOrganization = owner.isOrganization
        }
        state.known = entry
        state.freshness = freshness
        show(entry.repositories, in: &state)
    }

    /// Puts `list` on screen in display order: the selection stays on the user's repository
    /// once they moved it, else on the first row.
    static func show(_ list: [Repository], in state: inout RepoList.State) {
        let kept = state.userMoved ? state.selectedRepository?.id : nil
        state.arrangement.replace(list, view: state.view)
        select(kept, in: &state)
    }

    // MARK: Arranging and moving

    /// Changes how the list is arranged, keeping the selection on the same repository (or, for
    /// a new filter, on the best match).
    static func rearrange(_ state: inout RepoList.State, selectingFirst: Bool = false,
                          _ change: (inout RepoList.ListView) -> Void) {
        let kept = selectingFirst ? nil : state.selectedRepository?.id
        change(&state.view)
        state.arrangement.arrange(state.view)
        select(kept, in: &state)
    }

    static func select(_ id: RepoID?, in state: inout RepoList.State) {
        let index = id.flatMap { state.rows.row(of: $0) } ?? 0
        state.selection = state.selection.selecting(index, count: state.rowCount, visible: state.visibleRows)
    }

    /// `change` gets the selection, the row count and the window's height.
    static func moveSelection(_ state: inout RepoList.State, _ change: (ListSelection, Int, Int) -> ListSelection) {
        guard state.rowCount > 0 else { return }
        state.selection = change(state.selection, state.rowCount, state.visibleRows)
        state.userMoved = true
    }
}

extension RepoList.Effect {
    init(_ effect: RepositoryActionEffect) {
        switch effect {
        case .perform(let request): self = .perform(request)
        case .notice(let notice): self = .notice(notice)
        }
    }
}
