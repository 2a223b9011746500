import RepoCore
import TerminalUI

/// The detail scene: every fact about one repository, in a pane that scrolls.
public enum RepoDetail {
    public enum Action: Equatable, Sendable {
        /// Fetch the repository afresh; the list's copy is shown meanwhile.
        case load
        case scroll(by: Int)
        case scrollPage(by: Int)
        case scrollToTop
        case scrollToBottom
        /// The renderer measured the content: how far it can scroll and how tall a page is.
        case measured(maxScroll: Int, pageHeight: Int)
        case back
        case showHelp
        /// Open or copy something of the shown repository (`o`, `O`, `y`, `Y`).
        case act(RepositoryAction)
    }

    public enum Response {
        public struct Repository: Equatable, Sendable {
            public var repository: RepoCore.Repository
            public var scroll: Int
            public var phase: Phase
            /// nil: no README section (the split layout's preview).
            public var readme: Readme?

            public init(repository: RepoCore.Repository, scroll: Int, phase: Phase, readme: Readme? = nil) {
                self.repository = repository
                self.scroll = scroll
                self.phase = phase
                self.readme = readme
            }
        }

        /// The README below the facts, as far as the load has come.
        public enum Readme: Equatable, Sendable {
            case loading
            /// Markdown, fresh or as cached.
            case text(String)
            /// GitHub says the repository has none.
            case none
            /// `--offline`, and no earlier visit cached it.
            case notCached
            /// GitHub could not be asked or failed, and nothing was cached.
            case unavailable(GitHubError)
        }

        public enum Phase: Equatable, Sendable {
            case updating
            case current
            case updateFailed(GitHubError)
            /// `--offline`: the list's or the cache's copy, not checked with GitHub.
            case offline
        }
    }

    public struct ViewModel: Equatable, Sendable {
        public var title: String
        public var lines: [Line]
        public var scroll: Int
        public var status: StatusLine

        public init(title: String, lines: [Line], scroll: Int, status: StatusLine) {
            self.title = title
            self.lines = lines
            self.scroll = scroll
            self.status = status
        }
    }

    /// A logical line; the renderer wraps it to the pane's width.
    public enum Line: Equatable, Sendable {
        case heading(String)
        case paragraph(String, missing: Bool)
        case field(label: String, value: String, missing: Bool)
        /// A divider across the pane naming the section below it.
        case rule(String)
        /// Markdown, laid out by the renderer for the pane's width.
        case markdown(String)
        case blank
    }

    public enum Route: Equatable, Sendable {
        case back
        case help
    }
}
