import TerminalUI

/// Draws the list's view model into a pane. Pure: the same view model and rect always give the
/// same cells. Columns give way by priority as the pane narrows (`ColumnWidths`).
enum RepoListRenderer {
    /// How many lines at the top of the list's pane hold the column titles; the rows, the
    /// page height and the mouse all count from below them.
    static let titleLines = 1

    /// The pane's title line and the rows below it.
    static func split(_ pane: Rect) -> (titles: Rect, rows: Rect) {
        let (titles, rows) = pane.splitTop(titleLines)
        return (titles, rows)
    }

    /// The list body: column titles, then one line per visible row.
    static func renderBody(_ viewModel: RepoList.ViewModel, into buffer: inout ScreenBuffer,
                                  rect: Rect, focused: Bool) {
        guard !rect.isEmpty else { return }
        buffer.fill(rect)
        if let organizations = viewModel.organizations {
            MembershipPageRenderer.render(organizations, into: &buffer, rect: rect, focused: focused)
            return
        }
        switch viewModel.state {
        case .loading(let message):
            Chrome.drawCentered(message, into: &buffer, rect: rect, style: Palette.title)
        case .empty(let message):
            Chrome.drawCentered(message, into: &buffer, rect: rect, style: Palette.quiet)
        case .error(let message):
            Chrome.drawCentered(message, into: &buffer, rect: rect, style: Palette.error)
        case .loaded(let page):
            let (titleRect, rowsRect) = split(rect)
            let widths = ColumnWidths(columns: page.columns, width: rect.width)
            // Spoken rows have no columns to title.
            if page.rows.first?.spoken == nil {
                buffer.put(DisplayWidth.truncate(titles(widths), to: titleRect.width), x: titleRect.x, y: titleRect.y,
                           style: Palette.columnTitles, clip: titleRect)
            }
            let shown = RepoListRowRenderer.shown(columns: page.columns, widths: widths)
            for (offset, row) in page.rows.enumerated() where offset < rowsRect.height {
                let isSelected = offset == page.selectedRow
                let line = rowsRect.row(offset)
                RepoListRowRenderer(row: row, shown: shown, selected: isSelected, focused: focused).draw(into: &buffer, rect: line)
                if isSelected {
                    buffer.applyAttributes(focused ? Palette.selected.attributes : Palette.selectedUnfocused.attributes, to: line)
                }
            }
        }
    }

    /// The column titles, spaced as the rows are (spacing only between columns, so the line is
    /// never wider than the columns and never gets cut with an ellipsis).
    static func titles(_ widths: ColumnWidths) -> String {
        let titles = widths.slots.map { slot in
            let column = ListColumn.of(slot.id)
            return column.alignment == .right
                ? DisplayWidth.padLeft(column.title, to: slot.width) : DisplayWidth.fit(column.title, to: slot.width)
        }
        return String(repeating: " ", count: ColumnWidths.gutter)
            + titles.joined(separator: String(repeating: " ", count: ColumnWidths.spacing))
    }
}
