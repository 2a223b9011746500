import Foundation
import RepoCore
import TerminalUI

/// The master scene: one row per repository. `State` is the whole scene, `RepoListInteractor`
/// the pure function that changes it, `Effect` what it asks the world to do.
public enum RepoList {
    /// Everything the user or the system asks of the list.
    public enum Action: Equatable, Sendable {
        case load
        case refresh
        case moveSelection(by: Int)
        /// Moves by `pages` windows (PgUp/PgDn).
        case movePage(by: Int)
        case moveToTop
        case moveToBottom
        case openSelected
        /// Selects the row `row` lines below the top of the visible window (a mouse click).
        case selectVisibleRow(Int)
        /// The layout pass gave the list's pane this many rows for repositories.
        case resized(rows: Int)
        case quit
        /// `/`: opens the filter prompt.
        case beginFilter
        /// A key typed while a prompt is open.
        case prompt(PromptAction)
        /// Esc in the list: clears the filter, else goes back to the previous user.
        case back
        case cycleSort
        case reverseSort
        /// A click on a column's title: sort by it, or reverse when it is the order already.
        case sortBy(RepoSort.Field)
        case toggleForks
        case toggleArchived
        /// `t`: the next type tab (All, Sources, Forks, Archived, Templates, Mirrors …).
        case cycleType
        /// Tab / Shift-Tab: the next or previous scope (Repositories, Starred).
        case cycleScope(by: Int)
        /// A click on a scope's tab.
        case selectScope(RepoScope)
        /// `u`: opens the owner picker, to open another owner's list.
        case askForUser
        /// `p`: pins the list's owner to the top of `u`'s list, or unpins it.
        case togglePin
        /// Open or copy something of the selected repository (`o`, `O`, `y`, `Y`).
        case act(RepositoryAction)
        /// `*`: star the selected repository, or unstar it.
        case toggleStar
        /// `m`: marks the selected repository for `c` (or unmarks it), and moves down a row.
        case toggleMark
        /// `M`: unmarks every repository.
        case clearMarks
        /// `c`: clones the marked repositories, else the selected one.
        case clone
        /// `F`: fetches the marked clones, else every clone; `U`: fast-forwards those of them
        /// that are clean and behind.
        case updateClones(CloneUpdate)
        /// `A`: plan a change to the marked rows, else those the filter shows, else the selected one.
        case changeRepositories
        /// GitHub's answers to applied changes: these rows as it answered, `removed` deleted.
        case repositoriesChanged([Repository], removed: Set<RepoID>)

        // Results of effects, each for the listing it was asked for: one for a scope the list
        // has left meanwhile is dropped.
        /// The first rows of the cached list (`ListHead`), before the whole of it.
        case cachedHeadRead(Listing, [Repository])
        case cachedListRead(Listing, CachedRepositories?)
        case pagesArrived(Listing, ListingProgress)
        case listRevalidated(Listing, Result<CachedRepositories, GitHubError>)
        /// A large list made ready off the main actor (`.prepareList`).
        case listPrepared(PreparedList)
        /// What a large list's revalidation changed (`.compareLists`).
        case listsCompared(ListChanges)
        case cachedMembershipsRead(CachedMemberships?)
        case membershipsRevalidated(Result<CachedMemberships, GitHubError>)
        /// The app learnt that the list's owner is the token's user.
        case ownerIdentifiedAsViewer
        /// nil: nothing could be pinned (no cache).
        case pinToggled(GitHubUsername, pinned: Bool?)
        /// These repositories are on disk where `c` would clone them (their rows show ✓).
        case clonesFound(Set<RepoID>)
        /// `e`, `$`: the editor or a shell in the selected repository's clone.
        case runInClone(CloneProgram)
        /// A `[[command]]` of the config file, on the selected repository.
        case runCommand(CustomCommand)
        /// `N`: what the last revalidation changed, since the last visit.
        case showChanges
        /// What git says of some of those clones (more may follow, a few at a time).
        case cloneStatesRead([RepoID: CloneState])
        /// What the CI column knows now (the app's, every repository it was told of).
        case ciStatusesKnown([RepoID: CIStatus])
        /// The clones in the owner's folder that the list does not hold.
        case localOnlyFound([LocalClone])
        /// What GitHub said of those clones' names, by name.
        case localOnlyFates([String: LocalOnlyFate])
    }

    /// What the list asks of the world; results come back as actions.
    public enum Effect: Equatable, Sendable {
        /// Read the cache → `.cachedListRead`; first, when `head` is given, the rows of the
        /// first screen → `.cachedHeadRead`. Replaces the load in flight.
        case readCachedList(Listing, head: ListHead?)
        /// Ask GitHub, conditionally on `known`, and store the answer → `.pagesArrived` while
        /// pages come, then `.listRevalidated`. Replaces the load in flight.
        case revalidateList(Listing, known: CachedRepositories?)
        /// Rank, count and sort a large list off the main actor → `.listPrepared`. Replaces the
        /// preparation in flight.
        case prepareList([Repository], sort: RepoSort)
        /// Compare a large list's rows before and after a revalidation off the main actor →
        /// `.listsCompared`. Replaces the comparison in flight.
        case compareLists(before: [Repository], after: [Repository], since: Date)
        /// The Member of scope's cache read → `.cachedMembershipsRead`. Replaces the load in flight.
        case readCachedMemberships
        /// Ask GitHub, conditionally on `known` → `.membershipsRevalidated`. Replaces the load in flight.
        case revalidateMemberships(GitHubUsername, known: CachedMemberships?)
        /// The owners kept at hand (`OwnersRequest`); the picker reads them (`OwnerPicker.Effect`).
        case owners(OwnersRequest)
        /// Which of these are cloned already → `.clonesFound`. Replaces the check in flight.
        case findClones([Repository])
        /// What git says of each of these clones, a few at a time → `.cloneStatesRead`; with
        /// `refresh`, asked again even where nothing in `.git` changed since the last time (a
        /// file edited changes only the working tree). Replaces the reading in flight.
        case readCloneStates([Repository], refresh: Bool)
        /// The clones in the folder where `probe` (a repository of the owner's) would be
        /// cloned that none of `known` is → `.localOnlyFound`. Replaces the search in flight.
        case findLocalOnly(probe: Repository, known: [Repository])
        /// Ask GitHub for each of these names (a 301 tells a new name, a 404 that it is gone) →
        /// `.localOnlyFates`. Replaces the asking in flight.
        case askAboutLocalOnly([Repository])
    }

    /// What the list asks of the memory of owners opened and pinned (kept in the cache).
    public enum OwnersRequest: Equatable, Sendable {
        /// Note that this owner's list was opened; nothing comes back.
        case recordOpened(GitHubUsername)
        /// → `.pinToggled`.
        case togglePin(GitHubUsername)
    }

    /// What the list asks of the app (its router says how: `RepoListRouter`).
    enum Delegate: Equatable, Sendable {
        /// Master → detail.
        case openDetail(Repository)
        /// Another owner's list, opened over this one.
        case openOwner(GitHubUsername)
        /// The owner picker, over this list of `current`'s.
        case chooseOwner(current: GitHubUsername)
        /// Back to the owner this list was opened from.
        case previousUser
        case quit
        /// Star the repository, or unstar it (whichever it is not) → the app's `.starToggled`.
        case toggleStar(Repository)
        /// Clone these, in order; `showProgress`: in the progress panel (a batch of marks).
        case clone([Repository], showProgress: Bool)
        /// Fetch these clones, or fast-forward them, in order.
        case updateClones([Repository], CloneUpdate, showProgress: Bool)
        case perform(ExternalRequest)
        /// A message for the status line until the next key.
        case notice(StatusNotice)
        /// The bulk change over `targets` (`words` say which), from this list of `listing`.
        case planChange([Repository], words: String, listing: Listing)
        /// A custom command on this repository (the app knows where its clone is).
        case runCommand(CustomCommand, Repository)
        /// The box of what changed since the last visit.
        case showChanges(ListChanges)
        /// `r`: what the CI column knows of these rows is asked again (conditionally).
        case askCIAgain(Set<RepoID>)
        /// The query began or stopped testing CI (`ci:failure`): the app asks for the rows it waits on.
        case queriesCI(Bool)
    }
}

extension RepoList.Action {
    /// Filtering, ordering, type tabs and acting on a repository: nothing to do in the Member of
    /// scope, whose rows are organisations.
    var concernsRepositories: Bool {
        switch self {
        case .beginFilter, .cycleSort, .reverseSort, .sortBy, .toggleForks, .toggleArchived, .cycleType, .act, .toggleStar,
             .toggleMark, .clearMarks, .clone, .updateClones, .runInClone, .runCommand, .changeRepositories, .showChanges: true
        default: false
        }
    }
}

extension RepoList {
    /// What the list's interactor asks for after an action.
    typealias Reaction = RepoFeatures.Reaction<Effect, Delegate>
}
