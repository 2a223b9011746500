/// How a tab's list sits in the detail's pane: a heading line, the rows, and a line for "↓ N
/// more" or what a further page is doing. Shared by the interactor (which keeps the selection
/// in view) and the renderer, so both count rows alike.
enum ActivityListLayout {
    /// Rows of items a pane `paneHeight` tall shows.
    static func visibleRows(paneHeight: Int) -> Int { max(1, paneHeight - 2) }

    /// The first row to show so that `selection` is in view, moving `scroll` as little as can be.
    static func scroll(_ scroll: Int, keeping selection: Int, rows: Int, count: Int) -> Int {
        var first = scroll
        if selection < first { first = selection }
        if selection >= first + rows { first = selection - rows + 1 }
        return min(max(0, first), max(0, count - rows))
    }
}
