import RepoCore
import TerminalUI

/// Everything that happens to the app: keys and the mouse, the terminal's size, results of
/// effects addressed to a screen, and what the GitHub client reports on the side.
public enum AppAction: Equatable, Sendable {
    /// Opens `user`'s list of `scope` in `sort` order, narrowed by the query `filter`
    /// (`--filter`), as the first screen and starts loading it.
    /// In the Search scope, `filter` is the search; `searchesOnly` offers no other scope.
    case start(GitHubUsername, scope: RepoScope = .repositories, sort: RepoSort, filter: String = "", searchesOnly: Bool = false)
    case key(Key)
    case resized(Size)
    /// An action for the screen `ScreenID`; ignored once that screen is closed.
    case screen(ScreenID, ScreenAction)
    case apiBudgetRead(APIBudget)
    /// GitHub's search budget (its `search` resource: a few requests a minute), apart from the rest.
    case searchBudgetRead(APIBudget)
    case retryWaitStarted(RetryWait)
    /// A second of a countdown passed.
    case tick
    case externalOutcome(ExternalActionOutcome)
    /// `toggleStar`'s answer: starred now (true) or not, or why it could not be changed.
    case starToggled(fullName: String, Result<Bool, GitHubError>)
    /// The list stayed still for a moment: the CI column asks about the rows it shows.
    case ciRested
    /// The CI column's answers, a few repositories at a time.
    case ciRead([RepoID: CIStatus])
    /// The list's selection stayed on this repository for a moment: preview it.
    case previewRested(list: ScreenID, RepoID)
    /// How far clone `job` has come.
    case cloneProgress(job: Int, CloneProgress)
    /// Clone `job` ended: the directory it made, or why not.
    case cloneFinished(job: Int, Result<String, CloneFailure>)
    /// The last commit of the clone at `path` (`readLastCommit`).
    case lastCommitRead(path: String, LocalCommit?)
    /// Fetch or fast-forward `job` ended: the clone as it is now, or why not.
    case cloneUpdated(job: Int, Result<CloneOutcome, CloneFailure>)
    /// The token belongs to this user (`identifyViewer`).
    case viewerIdentified(GitHubUsername)
    /// SIGTERM, SIGHUP, SIGINT: finish now.
    case terminate
}
