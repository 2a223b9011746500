import Foundation
import RepoCore

/// The list's state machine: `reduce` applies one action to the state and says, as values,
/// what should happen outside: loads (effects) and what the app should do (delegates: open a
/// detail or an owner, a notice). Pure: no tasks, no I/O, no clock —
/// the time comes in as an argument, results of effects come back as actions.
enum RepoListInteractor {
    static func reduce(_ state: inout RepoList.State, _ action: RepoList.Action, now: Date) -> RepoList.Reaction {
        let testedCI = state.view.query.testsCI
        var reaction = apply(action, to: &state, now: now)
        if state.view.query.testsCI != testedCI { reaction.delegates.append(.queriesCI(state.view.query.testsCI)) }
        // Whatever the action, the prompt line drawn next may offer values for the word at the
        // cursor: counted here, once per data, so drawing only looks them up.
        if case .filter(let cursor)? = state.view.prompt {
            state.arrangement.prepareCompletion(text: state.view.filter, cursor: cursor)
        }
        // Whichever action brought it, a large list is prepared off the main actor.
        if let waiting = state.arrangement.preparationToAskFor() {
            reaction.append(.prepareList(waiting, sort: state.view.sort))
        }
        if let comparison = state.comparisonToAskFor {
            state.comparisonToAskFor = nil
            reaction.append(.compareLists(before: comparison.before, after: comparison.after, since: comparison.since))
        }
        return reaction
    }

    private static func apply(_ action: RepoList.Action, to state: inout RepoList.State, now: Date) -> RepoList.Reaction {
        if state.scope == .memberOf, action.concernsRepositories { return [] }
        switch action {
        case .load:
            return startLoad(&state) + (state.remembersOwner ? [.owners(.recordOpened(state.user))] : [])
        case .refresh:
            return startLoad(&state) + readCloneStates(of: state.cloned, in: state, refresh: true) + refreshLocalOnly(&state)
                + .delegate(.askCIAgain(Set(state.arrangement.base.map(\.id))))
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
        case .listsCompared(let changes):
            noteChanges(changes, &state)
            return []
        case .listPrepared(let prepared):
            let kept = state.userMoved ? state.selectedRepository?.id : nil
            if state.arrangement.install(prepared, view: state.view) { select(kept, in: &state) }
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
                return MembershipLoading.selected(in: state).map { .delegate(.openOwner($0.login)) } ?? []
            }
            return state.selectedRepository.map { .delegate(.openDetail($0)) } ?? []
        case .resized(let rows):
            state.visibleRows = max(1, rows)
            state.selection = state.selection.refitted(count: state.rowCount, visible: state.visibleRows)
        case .quit:
            return .delegate(.quit)
        case .beginFilter where state.scope == .search:
            beginSearch(&state)
        case .beginFilter:
            state.view.prompt = .filter(cursor: state.view.filter.count)
            state.arrangement.prepareSearch()
        case .prompt(let action) where state.scope == .search:
            return handleSearchPrompt(action, &state, now: now)
        case .prompt(let action):
            return handlePrompt(action, &state, now: now)
        case .back:
            if state.view.filter.isEmpty { return .delegate(.previousUser) }
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
            return .delegate(.chooseOwner(current: state.user))
        case .togglePin:
            return [.owners(.togglePin(state.user))]
        case .pinToggled(let login, let pinned):
            return .delegate(.notice(pinNotice(login, pinned: pinned)))
        case .act(let action):
            guard let repository = state.selectedRepository else { return [] }
            return RepoList.Reaction(delegates: RepositoryActionLogic.requests(action, on: repository).map(RepoList.Delegate.init))
        case .toggleStar:
            return state.selectedRepository.map { .delegate(.toggleStar($0)) } ?? []
        case .runCommand(let command):
            return state.selectedRepository.map { .delegate(.runCommand(command, $0)) } ?? []
        case .showChanges:
            return showChanges(state)
        case .ciStatusesKnown(let statuses):
            state.arrangement.updateCI(statuses, view: state.view)
        case .localOnlyFound, .localOnlyFates:
            return reduceLocalOnly(action, &state)
        case .toggleMark, .clearMarks, .clone, .updateClones, .clonesFound, .cloneStatesRead, .runInClone:
            return reduceCloning(action, &state)
        case .changeRepositories, .repositoriesChanged:
            return reduceChanges(action, &state)
        }
        return []
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

extension RepoList.Delegate {
    init(_ request: RepositoryActionRequest) {
        switch request {
        case .perform(let request): self = .perform(request)
        case .notice(let notice): self = .notice(notice)
        }
    }
}
