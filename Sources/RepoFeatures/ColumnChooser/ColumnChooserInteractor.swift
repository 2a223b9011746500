/// The column chooser's state machine. Pure.
enum ColumnChooserInteractor {
    static func reduce(_ state: inout ColumnChooser.State, _ action: ColumnChooser.Action) -> ColumnChooser.Reaction {
        let count = state.entries.count
        switch action {
        case .moveCursor(let delta):
            state.selection = state.selection.moved(by: delta, count: count, visible: state.visibleRows)
        case .toggle:
            let column = state.entries[state.selection.index]
            guard column != .name else { return [] }
            if state.columns.contains(column) {
                state.columns.removeAll { $0 == column }
            } else {
                state.columns.append(column)
            }
            // The cursor follows the column to its new place.
            select(column, in: &state)
            return .delegate(.chose(state.columns))
        case .moveColumn(let delta):
            let column = state.entries[state.selection.index]
            guard let from = state.columns.firstIndex(of: column) else { return [] }
            let to = min(max(0, from + delta), state.columns.count - 1)
            guard to != from else { return [] }
            state.columns.remove(at: from)
            state.columns.insert(column, at: to)
            select(column, in: &state)
            return .delegate(.chose(state.columns))
        case .reset:
            guard state.columns != ColumnID.defaults else { return [] }
            state.columns = ColumnID.defaults
            state.selection = state.selection.refitted(count: count, visible: state.visibleRows)
            return .delegate(.chose(state.columns))
        case .close:
            return .delegate(.close(remember: state.columns == state.opened ? nil : state.columns))
        case .resized(let rows):
            state.visibleRows = max(1, rows)
            state.selection = state.selection.refitted(count: count, visible: state.visibleRows)
        }
        return []
    }

    private static func select(_ column: ColumnID, in state: inout ColumnChooser.State) {
        let entries = state.entries
        let index = entries.firstIndex(of: column) ?? 0
        state.selection = state.selection.selecting(index, count: entries.count, visible: state.visibleRows)
    }
}
