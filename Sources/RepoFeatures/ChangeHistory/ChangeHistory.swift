import RepoCore
import TerminalUI

/// `Z`: the journal of changes applied (issue 28), newest batch first, each followed by its
/// repositories. `u` (or Enter) on a batch takes the whole batch back, on a repository only
/// its change — through the bulk change's plan, so nothing is undone unseen.
public enum ChangeHistory {
    struct State: Equatable, Sendable {
        /// nil until the journal is read.
        var entries: [JournalEntry]?
        var highlighted = 0
        var scrolling = ScrollingBox()
        var problem: String?
    }

    /// One line of the journal as shown: a batch, or one repository's change in it.
    enum Line: Equatable, Sendable {
        case batch(Int)
        case entry(Int)
    }

    public enum Action: Equatable, Sendable {
        case load
        case journalRead([JournalEntry])
        case moveHighlight(by: Int)
        case undo
        case close
        /// Scrolling, and what the layout and the last frame said of the box.
        case box(ScrollingBox.Action)
    }

    public enum Effect: Equatable, Sendable {
        /// The journal → `.journalRead`.
        case readJournal
    }

    enum Delegate: Equatable, Sendable {
        case close
        /// Take these entries of `batch` back (the bulk change's plan of it).
        case undo([JournalEntry], batch: Int)
    }

    typealias Reaction = RepoFeatures.Reaction<Effect, Delegate>

    struct ViewModel: Equatable, Sendable {
        var lines: [OverlayLine]
        var highlighted: Int?
        var box: ScrollBox
        var status: StatusLine
    }
}
