import RepoCore
import TerminalUI

extension RepoDetail {
    /// The whole detail scene as one value.
    public struct State: Equatable, Sendable {
        public var repository: RepoCore.Repository
        public var network: NetworkPolicy
        var phase: Phase = .current
        /// nil: no README section (the split layout's preview).
        public var readme: Readme?
        /// What the load in flight waits for; nil when none is.
        var awaiting: Awaiting?
        /// The first line shown.
        var scroll = 0
        /// The pane's size, from the layout pass.
        public var pane = Size(width: 0, height: 0)
        /// Lines of content once wrapped to the pane's width (facts and README).
        var contentHeight = 0

        public init(repository: RepoCore.Repository, network: NetworkPolicy = .online, readme: Readme? = nil) {
            self.repository = repository
            self.network = network
            self.readme = readme
        }

        /// Rows of text the pane shows: one less than its height when the content overflows,
        /// for the "↓ N more" / "(end)" marker.
        var textHeight: Int {
            contentHeight > pane.height ? max(1, pane.height - 1) : max(1, pane.height)
        }

        var maxScroll: Int { max(0, contentHeight - textHeight) }
    }

    public enum Awaiting: Equatable, Sendable {
        case repository
        case readme(from: ReadmeOrigin)
    }
}
