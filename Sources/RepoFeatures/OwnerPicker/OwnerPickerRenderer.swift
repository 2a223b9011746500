import TerminalUI

/// Draws the owners as a box at the bottom of the list's pane, just above the prompt. Pure.
enum OwnerPickerRenderer {
    static let title = " owners — ↑↓ pick, ⏎ open, Esc cancel · p pins "

    static func render(_ model: OwnerPicker.ViewModel, into buffer: inout ScreenBuffer, rect: Rect) {
        guard let lines = model.lines else { return }
        let height = min(lines.count + 2, rect.height)
        guard height >= 3, rect.width >= 20 else { return }
        let box = Rect(x: rect.x, y: rect.maxY - height, width: rect.width, height: height)
        buffer.fill(box, style: Palette.overlay)
        BoxBorder.draw(box, title: title, into: &buffer)
        let inner = box.inset(horizontal: 2, vertical: 1)
        // The highlighted line stays in view: the window ends at it when it is further down.
        let top = max(0, (model.highlighted ?? 0) - inner.height + 1)
        for (row, line) in lines.dropFirst(top).prefix(inner.height).enumerated() {
            let style = model.highlighted == top + row ? Palette.selected : Palette.overlay
            let y = inner.y + row
            if style == Palette.selected { buffer.fill(Rect(x: inner.x - 1, y: y, width: inner.width + 2, height: 1), style: style) }
            // A line wider than the pane ends in `…`, so it is seen to go on.
            buffer.put(DisplayWidth.truncate(line, to: inner.width), x: inner.x, y: y, style: style, clip: inner)
        }
    }
}
