import Foundation
import RepoCore
import TerminalUI

/// How one list column looks and how it gets its width: the descriptor the presenter, the
/// renderer, the column chooser and mouse hit-testing all read.
struct ListColumn: Sendable {
    enum Alignment: Equatable, Sendable { case left, right }

    /// How the column gets its width when the pane is divided (`ColumnWidths`).
    enum Sizing: Equatable, Sendable {
        /// A quarter of the room, within these bounds (the name).
        case share(minimum: Int, maximum: Int)
        /// This wide, taken only while at least `needsRoom` columns are left (only `width` when no
        /// column fills the rest).
        case fixed(width: Int, needsRoom: Int)
        /// Whatever is left, when at least `minimum` is (the description).
        case fill(minimum: Int)
    }

    var id: ColumnID
    var title: String
    var sizing: Sizing
    /// Fixed columns are taken highest first, so the most useful survive a narrow pane.
    var priority: Int
    var alignment: Alignment
    var style: Style
    /// The order a click on the title sorts by; nil: the column cannot sort.
    var sortField: RepoSort.Field?
    /// The cell's text for a repository. Strangers' text is sanitised here, once, for every
    /// column.
    var text: @Sendable (Repository, ColumnContext) -> String
    /// A cell's own colours, where they say something (the CI column's ✖ in red); nil: `style`.
    var cellStyle: (@Sendable (String) -> Style)?

    static func of(_ id: ColumnID) -> ListColumn {
        ListColumnCatalog.all[id] ?? ListColumnCatalog.name
    }
}

/// What a cell may need beside its repository: the time (relative dates) and what the list
/// knows of the clones on disk.
struct ColumnContext: Sendable {
    var now: Date
    var cloned: Set<RepoID> = []
    var cloneStates: [RepoID: CloneState] = [:]
    /// The CI column's knowledge, from the app (`CICoordinator`).
    var ci: [RepoID: CIStatus] = [:]
}
