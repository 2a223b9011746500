import TerminalUI

/// `C`: a box over the list for choosing which columns show and in what order. Changes apply
/// at once, so the list behind shows what they do; they are remembered between runs.
public enum ColumnChooser {
    struct State: Equatable, Sendable {
        /// The columns shown, in order.
        var columns: [ColumnID]
        /// The columns when the chooser opened: closing remembers the choice only if it changed.
        let opened: [ColumnID]
        /// The entry under the cursor and the first entry in view (entries: `entries`).
        var selection = ListSelection()
        var visibleRows = 1

        init(columns: [ColumnID]) {
            self.columns = columns
            self.opened = columns
        }

        /// Every column: the shown ones in their order, then the others in the catalogue's.
        var entries: [ColumnID] {
            columns + ColumnID.allCases.filter { !columns.contains($0) }
        }
    }

    public enum Action: Equatable, Sendable {
        case moveCursor(by: Int)
        /// Shows or hides the column under the cursor (the name always shows).
        case toggle
        /// Moves the shown column under the cursor earlier (-1) or later (+1) in the list.
        case moveColumn(by: Int)
        case reset
        case close
        case resized(rows: Int)
    }

    /// The chooser does no I/O of its own.
    typealias Effect = Never

    /// What the chooser asks of the app.
    enum Delegate: Equatable, Sendable {
        /// The choice changed: the list behind shows it at once.
        case chose([ColumnID])
        /// Close; `remember` is the choice to keep for the next run, nil when nothing changed.
        case close(remember: [ColumnID]?)
    }

    typealias Reaction = RepoFeatures.Reaction<Effect, Delegate>

    struct ViewModel: Equatable, Sendable {
        struct Entry: Equatable, Sendable {
            var title: String
            var shown: Bool
        }

        var entries: [Entry]
        var selection: ListSelection
        var status: StatusLine
    }
}
