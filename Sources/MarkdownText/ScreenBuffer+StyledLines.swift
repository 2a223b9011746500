import TerminalUI

extension ScreenBuffer {
    /// Draws `lines` into `rect`, line `scrollOffset` on its top row, after blanking it, so a
    /// scrolled pane never shows what was there before. Lines are clipped to `rect`.
    public mutating func draw(_ lines: [StyledLine], in rect: Rect, scrollOffset: Int = 0) {
        fill(rect)
        let first = max(0, scrollOffset)
        for row in 0..<rect.height {
            let index = first + row
            guard index < lines.count else { break }
            var x = rect.x
            for span in lines[index].spans where x < rect.maxX {
                x += put(span.text, x: x, y: rect.y + row, style: span.style, clip: rect)
            }
        }
    }
}
