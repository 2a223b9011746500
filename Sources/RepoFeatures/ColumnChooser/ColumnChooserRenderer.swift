import TerminalUI

/// Draws the chooser as a box: a line per column, a tick for the shown ones, in their order.
enum ColumnChooserRenderer {
    /// Border above and below, and the line that says how it works.
    static let chromeRows = 3
    static let width = 44

    /// The box over the body, tall enough for every column when the screen allows.
    static func box(in layout: AppLayout) -> Rect {
        layout.modal(width: width, height: ColumnID.allCases.count + chromeRows)
    }

    static func render(_ model: ColumnChooser.ViewModel, into buffer: inout ScreenBuffer, rect: Rect) {
        guard rect.width >= 10, rect.height >= chromeRows + 1 else { return }
        buffer.fill(rect, style: Palette.overlay)
        BoxBorder.draw(rect, title: " columns — shown first, in order ", into: &buffer)
        let inner = rect.inset(horizontal: 2, vertical: 1)
        let (explanation, list) = inner.splitTop(1)
        buffer.put(DisplayWidth.truncate("ticked columns show, left to right", to: explanation.width),
                   x: explanation.x, y: explanation.y, style: Palette.label, clip: explanation)
        let first = model.selection.offset
        for (row, entry) in model.entries.dropFirst(first).prefix(list.height).enumerated() {
            let line = list.row(row)
            let mark = entry.shown ? "[✓] " : "[ ] "
            buffer.put(DisplayWidth.truncate(mark + entry.title, to: line.width), x: line.x, y: line.y,
                       style: entry.shown ? Palette.overlayTitle : Palette.overlay, clip: line)
            if first + row == model.selection.index {
                buffer.applyAttributes(Palette.selected.attributes, to: line)
            }
        }
    }
}
