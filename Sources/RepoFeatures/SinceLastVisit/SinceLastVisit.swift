import RepoCore
import TerminalUI

/// `N`: what changed in the list since the last visit — one line per repository, Enter opens
/// it. A box over the list; the comparison itself is `RepoCore`'s `ListChanges`.
public enum SinceLastVisit {
    struct State: Equatable, Sendable {
        var changes: ListChanges
        var highlighted = 0
        var scrolling = ScrollingBox()
        var problem: String?
    }

    public enum Action: Equatable, Sendable {
        case moveHighlight(by: Int)
        case open
        case close
        /// Scrolling, and what the layout and the last frame said of the box.
        case box(ScrollingBox.Action)
    }

    /// It asks nothing of the world: the changes came with it.
    public typealias Effect = Never

    enum Delegate: Equatable, Sendable {
        case close
        case openDetail(Repository)
    }

    typealias Reaction = RepoFeatures.Reaction<Effect, Delegate>

    struct ViewModel: Equatable, Sendable {
        var title: String
        var lines: [OverlayLine]
        var highlighted: Int?
        var box: ScrollBox
        var status: StatusLine
    }
}
