import TerminalUI

/// `?` help, `!` the messages, `P` the clones' panel: a box of lines over the frame that
/// scrolls (↑ ↓ PgUp PgDn); any other key closes it, and in the clones' panel `x` cancels them.
public enum TextBox {
    enum Kind: Equatable, Sendable { case help, messages, clones }

    struct State: Equatable, Sendable {
        let kind: Kind
        var box = ScrollBox()
        /// How many lines a page shows (its pane), and how many there were when last drawn: the
        /// box scrolls no further than its last page.
        var pageHeight = 1
        var lineCount = 0

        init(kind: Kind) {
            self.kind = kind
        }
    }

    public enum Action: Equatable, Sendable {
        /// A key pressed while the box has the keys.
        case key(Key)
        case resized(pageHeight: Int)
        /// How many lines the frame just drew (they change as messages and clones come).
        case measured(lineCount: Int)
    }

    /// The box does no I/O.
    typealias Effect = Never

    enum Delegate: Equatable, Sendable {
        case close
        /// `x` in the clones' panel.
        case cancelClones
    }

    typealias Reaction = RepoFeatures.Reaction<Effect, Delegate>

    struct ViewModel: Equatable, Sendable {
        var title: String
        var lines: [OverlayLine]
        var box: ScrollBox
        /// The status line of the screen below: the box has no message of its own.
        var status: StatusLine
    }
}
