import TerminalUI

/// The frame of a box drawn over the screen (help, the column chooser), its title in the top edge.
enum BoxBorder {
    static func draw(_ box: Rect, title: String, into buffer: inout ScreenBuffer) {
        guard box.width >= 2, box.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: box.width - 2)
        buffer.put("┌" + horizontal + "┐", x: box.x, y: box.y, style: Palette.overlay)
        buffer.put("└" + horizontal + "┘", x: box.x, y: box.maxY - 1, style: Palette.overlay)
        for y in (box.y + 1)..<(box.maxY - 1) {
            buffer.put("│", x: box.x, y: y, style: Palette.overlay)
            buffer.put("│", x: box.maxX - 1, y: y, style: Palette.overlay)
        }
        buffer.put(DisplayWidth.truncate(title, to: max(0, box.width - 4)), x: box.x + 2, y: box.y,
                   style: Palette.overlayTitle, clip: box)
    }
}
