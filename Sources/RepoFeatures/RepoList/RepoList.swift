import RepoCore
import TerminalUI

/// The master scene: one row per repository.
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
        case resized(Size)
        case quit
        /// `/`: opens the filter prompt.
        case beginFilter
        /// A key typed while a prompt is open.
        case prompt(PromptAction)
        /// Esc in the list: clears the filter, else goes back to the previous user.
        case back
        case cycleSort
        case reverseSort
        case toggleForks
        case toggleArchived
        /// `u`: asks for another user to open.
        case askForUser
        case showHelp
        /// Open or copy something of the selected repository (`o`, `O`, `y`, `Y`).
        case act(RepositoryAction)
    }

    /// Plain data from the interactor to the presenter.
    public enum Response {
        public struct Loading: Equatable, Sendable {
            public var user: GitHubUsername
            /// Rows stay on screen during a refresh; nil on a first load.
            public var current: Repositories?
            /// Pages received so far, once the first has arrived.
            public var pages: PageProgress?
            /// A prompt open before any rows arrived (`u`).
            public var prompt: Prompt?

            public init(user: GitHubUsername, current: Repositories?, pages: PageProgress? = nil, prompt: Prompt? = nil) {
                self.user = user
                self.current = current
                self.pages = pages
                self.prompt = prompt
            }
        }

        public struct PageProgress: Equatable, Sendable {
            public var done: Int
            /// nil until GitHub's `Link: rel="last"` (or the cache) tells how many there are.
            public var total: Int?

            public init(done: Int, total: Int?) {
                self.done = done
                self.total = total
            }
        }

        public struct Repositories: Equatable, Sendable {
            public var user: GitHubUsername
            /// In display order; only `selection.offset ..< offset + visibleRows` are shown.
            public var repositories: [Repository]
            public var selection: ListSelection
            public var visibleRows: Int
            /// How current the rows are.
            public var freshness: Freshness
            /// A refresh failed but the previous rows are kept.
            public var refreshError: GitHubError?
            public var view: ListView = ListView()
            /// All of the user's repositories, whatever `repositories` shows (a filter, a hidden
            /// kind); nil: derived from `repositories`.
            public var totals: Totals?
        }

        public struct Failure: Equatable, Sendable {
            public var user: GitHubUsername
            public var reason: FailureReason
            /// `u` works on a failure too: the user may have mistyped the name.
            public var prompt: Prompt?

            public init(user: GitHubUsername, reason: FailureReason, prompt: Prompt? = nil) {
                self.user = user
                self.reason = reason
                self.prompt = prompt
            }
        }

        public enum FailureReason: Equatable, Sendable {
            /// GitHub could not be asked or said no, and nothing was cached.
            case github(GitHubError)
            /// `--offline`, and the cache holds nothing for the user.
            case nothingCachedOffline
        }
    }

    public struct ViewModel: Equatable, Sendable {
        public var header: String
        public var state: ViewState<Page>
        public var status: StatusLine
        /// The languages for the header's bar, of all the user's repositories; nil while none
        /// is known.
        public var profile: Profile?

        public init(header: String, state: ViewState<Page>, status: StatusLine) {
            self.header = header
            self.state = state
            self.status = status
        }
    }

    /// The visible window of rows, already formatted.
    public struct Page: Equatable, Sendable {
        public var rows: [Row]
        /// Position of the selected row within `rows`, when it is visible.
        public var selectedRow: Int?

        public init(rows: [Row], selectedRow: Int?) {
            self.rows = rows
            self.selectedRow = selectedRow
        }
    }

    public struct Row: Equatable, Sendable {
        public var name: String
        public var description: String
        public var language: String
        public var stars: String
        public var pushed: String
        /// Forks and archived repositories are drawn quieter.
        public var isQuiet: Bool
        /// "archived" or "fork", shown before the description; empty for the user's own.
        public var tag: String
        /// Character offsets the filter matched, highlighted.
        public var nameMatches: [Int]
        public var descriptionMatches: [Int]

        public init(name: String, description: String, language: String, stars: String, pushed: String, isQuiet: Bool,
                    tag: String = "", nameMatches: [Int] = [], descriptionMatches: [Int] = []) {
            self.name = name
            self.description = description
            self.language = language
            self.stars = stars
            self.pushed = pushed
            self.isQuiet = isQuiet
            self.tag = tag
            self.nameMatches = nameMatches
            self.descriptionMatches = descriptionMatches
        }
    }

    public enum Route: Equatable, Sendable {
        case detail(RepoID)
        case quit
        /// Another user's list, opened over this one.
        case user(GitHubUsername)
        /// Back to the user this list was opened from.
        case previousUser
        case help
    }
}
