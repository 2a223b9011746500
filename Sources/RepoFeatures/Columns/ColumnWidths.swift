/// The list's columns laid out across a pane: which of the chosen columns fit, how wide each
/// is and where it starts. Pure; the renderer draws with it and mouse hit-testing reads it, so a
/// click on a title always lands on the title drawn there.
struct ColumnWidths: Equatable, Sendable {
    struct Slot: Equatable, Sendable {
        var id: ColumnID
        /// Columns from the pane's left edge.
        var x: Int
        var width: Int
    }

    /// The marker column ("›") before the first cell.
    static let gutter = 2
    static let spacing = 2
    /// Kept free on the right, so the last column never touches the split view's divider.
    static let margin = 1

    /// Shown columns, in the chosen order; a column that did not fit is absent.
    var slots: [Slot]

    init(columns: [ColumnID], width: Int) {
        var room = width - Self.gutter - Self.margin
        var widths: [ColumnID: Int] = [:]
        let descriptors = columns.map(ListColumn.of)
        for column in descriptors {
            if case .share(let minimum, let maximum) = column.sizing {
                widths[column.id] = min(max(room / 4, minimum), maximum)
                room -= (widths[column.id] ?? 0) + Self.spacing
            }
        }
        let fill = descriptors.first { if case .fill = $0.sizing { true } else { false } }
        for column in descriptors.sorted(by: { $0.priority > $1.priority }) {
            // The room a column asks for keeps the description readable; without one, its width will do.
            if case .fixed(let wanted, let needsRoom) = column.sizing, room >= (fill == nil ? wanted : needsRoom) {
                widths[column.id] = wanted
                room -= wanted + Self.spacing
            }
        }
        if let fill, case .fill(let minimum) = fill.sizing, room >= minimum {
            widths[fill.id] = room
        } else if room > 0, let shared = descriptors.first(where: { if case .share = $0.sizing { true } else { false } }) {
            // No room for the description: the name takes what is left.
            widths[shared.id, default: 0] += room
        }
        var x = Self.gutter
        slots = columns.compactMap { id in
            guard let width = widths[id], width > 0 else { return nil }
            defer { x += width + Self.spacing }
            return Slot(id: id, x: x, width: width)
        }
    }

    func width(of id: ColumnID) -> Int {
        slots.first { $0.id == id }?.width ?? 0
    }

    /// The column under column `x` of the pane (spacing counts for the column on its left).
    func column(at x: Int) -> ColumnID? {
        slots.last { $0.x <= x && x < $0.x + $0.width + Self.spacing }?.id
    }
}
