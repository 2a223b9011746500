import RepoCore
import TerminalUI

/// What a screen asks of the app, as a value: its router turns the screen's own delegate values
/// into these, and the app reducer carries them out in one place (`AppRouter.apply`), where the
/// rules that need the app's state live — whether there is a token to star with, which list a
/// new owner's list takes its order from. Values, so a test compares what a screen asked for.
enum AppRequest: Equatable, Sendable {
    /// Open this repository's detail over the list.
    case openDetail(Repository)
    /// Open a repository known by its name (a fork's parent), shown like `like` until it loads.
    case openRepository(fullName: String, like: Repository)
    /// Open another owner's list over this one, in this one's order.
    case openOwner(GitHubUsername)
    /// Open a screen as its configurator made it, over the one that asked.
    case open(ConfiguredScreen)
    /// Back to the previous owner's list; the first one stays.
    case previousUser
    /// The screen is done: close it, and remember `savingColumns` when given.
    case closed(savingColumns: [ColumnID]?)
    /// The bulk change over `targets`, from the list of `listing` (needs a token and the network).
    case planChange([Repository], words: String, listing: Listing?)
    /// The plan that takes these journal entries of `batch` back (closing the journal).
    case undoChanges([JournalEntry], batch: Int)
    /// Every list shows these rows as GitHub answered them; `removed` are gone.
    case repositoriesChanged([Repository], removed: Set<RepoID>)
    /// The list's columns, as chosen so far.
    case columnsChosen([ColumnID])
    /// Clone these, in order; `showProgress`: in the progress panel.
    case clone([Repository], showProgress: Bool)
    /// Fetch these clones, or fast-forward them (`F`, `U`); `showProgress`: in the progress panel.
    case updateClones([Repository], CloneUpdate, showProgress: Bool)
    /// Stop every clone still waiting or running (the clones' panel, `x`).
    case cancelClones
    /// Star the repository or unstar it — when the app has a token and is online.
    case toggleStar(Repository)
    /// Open a page or copy text (→ `.externalOutcome`).
    case perform(ExternalRequest)
    /// A message for the status line until the next key.
    case notice(StatusNotice)
    /// The CI column forgets these rows' statuses, so it asks about them again (`r`).
    case askCIAgain(Set<RepoID>)
    /// The screen's query tests CI, or no longer does.
    case queriesCI(Bool)
    /// A custom command on `repository`: filled in with its clone (which any list may know),
    /// asked about first when it says so, then run.
    case runCommand(CustomCommand, Repository)
    /// Close the screen, then press `key` as the user would; `reminder` is said when the key
    /// itself leaves nothing to say (the command palette, teaching the key).
    case closeAndPress(Key, reminder: StatusNotice)
    case quit
}
