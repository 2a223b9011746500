import TerminalUI

/// Draws the palette as a box over the screen it acts on: one line per matching command, its
/// keys in a column, the highlighted one in the selection's colours. The box is as tall as the
/// matches need, from the top of its place, so the screen below shows as much as it can.
enum CommandPaletteRenderer {
    /// The border above and below.
    static let chromeRows = 2
    static let height = 22

    /// As wide as help's box may be, as tall as a screenful of commands.
    static func box(in layout: AppLayout) -> Rect {
        layout.modal(width: ScrollBox.maximumWidth, height: height)
    }

    static func render(_ model: CommandPalette.ViewModel, into buffer: inout ScreenBuffer, rect place: Rect) {
        let rect = place.splitTop(min(place.height, max(1, model.rows.count) + chromeRows)).0
        guard rect.width >= 12, rect.height >= chromeRows + 1 else { return }
        buffer.fill(rect, style: Palette.overlay)
        BoxBorder.draw(rect, title: " commands — \(model.rows.count) of \(model.total) ", into: &buffer)
        let list = rect.inset(horizontal: 2, vertical: 1)
        guard !model.rows.isEmpty else {
            buffer.put(DisplayWidth.truncate("nothing matches — Backspace or Ctrl-U to widen", to: list.width),
                       x: list.x, y: list.y, style: Palette.missing, clip: list)
            return
        }
        let keyWidth = min(model.keyWidth, max(1, list.width / 3))
        let first = model.selection.offset
        for (row, command) in model.rows.dropFirst(first).prefix(list.height).enumerated() {
            let line = list.row(row)
            buffer.put(DisplayWidth.truncate(command.keys, to: keyWidth), x: line.x, y: line.y, style: Palette.overlayTitle, clip: line)
            let summaryX = line.x + keyWidth + 2
            buffer.put(DisplayWidth.truncate(command.summary, to: max(0, line.maxX - summaryX)), x: summaryX, y: line.y,
                       style: Palette.overlay, clip: line)
            if first + row == model.selection.index {
                buffer.applyAttributes(Palette.selected.attributes, to: line)
            }
        }
    }
}
