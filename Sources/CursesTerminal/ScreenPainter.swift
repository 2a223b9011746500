import TerminalUI

/// Copies a `ScreenBuffer` to a canvas, writing only the cells that changed since the last
/// frame (everything after a size change or an `invalidate()`), then flushes it.
///
/// Pure apart from the canvas, so the diffing and the wide-glyph rules are tested with a spy.
struct ScreenPainter {
    /// The C library's column count for one scalar (-1 when unprintable).
    private let wcwidth: (Unicode.Scalar) -> Int
    /// The terminal shows ASCII only (the user's locale is not UTF-8): every cell gets a stand-in.
    private let asciiOnly: Bool
    private var previous: ScreenBuffer?

    init(asciiOnly: Bool = false, wcwidth: @escaping (Unicode.Scalar) -> Int) {
        self.asciiOnly = asciiOnly
        self.wcwidth = wcwidth
    }

    /// The screen's contents are unknown (after a resize): the next frame is drawn whole.
    mutating func invalidate() {
        previous = nil
    }

    /// Draws `buffer` clipped to `screen`, the size the canvas currently has.
    mutating func paint(_ buffer: ScreenBuffer, screen: Size, on canvas: inout some GlyphCanvas) {
        let before = previous?.size == buffer.size ? previous : nil
        if before == nil { canvas.erase() }
        let columns = min(buffer.size.width, screen.width)
        for y in 0..<min(buffer.size.height, screen.height) {
            for x in 0..<columns where before?[x, y] != buffer[x, y] {
                paintCell(x: x, y: y, of: buffer, before: before, columns: columns, on: &canvas)
            }
        }
        previous = buffer
        canvas.flush()
    }

    private func paintCell(x: Int, y: Int, of buffer: ScreenBuffer, before: ScreenBuffer?,
                           columns: Int, on canvas: inout some GlyphCanvas) {
        let cell = buffer[x, y]
        switch cell.content {
        case .grapheme(let character, let width):
            draw(character, width: width, style: cell.style, x: x, y: y, columns: columns, on: &canvas)
        case .continuation:
            // The wide glyph to the left covers this cell. If only this half changed, that glyph
            // is drawn again; if it changed too, it was drawn a step ago.
            guard x > 0, case .grapheme(let character, 2) = buffer[x - 1, y].content else {
                // A continuation with no wide glyph before it: show a blank, not a stale half.
                draw(" ", width: 1, style: cell.style, x: x, y: y, columns: columns, on: &canvas)
                return
            }
            let owner = buffer[x - 1, y]
            if before?[x - 1, y] == owner {
                draw(character, width: 2, style: owner.style, x: x - 1, y: y, columns: columns, on: &canvas)
            }
        }
    }

    private func draw(_ character: Character, width: Int, style: Style, x: Int, y: Int, columns: Int,
                      on canvas: inout some GlyphCanvas) {
        let cellWidth = min(max(width, 1), 2)
        // Printable ASCII, one column, as every terminal and both modes draw it: most cells of
        // every frame, written without working out a plan (four arrays a cell).
        if cellWidth == 1, let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            canvas.put(Unicode.Scalar(ascii), style: style, x: x, y: y)
            return
        }
        if asciiOnly {
            // One ASCII character per column, so the columns hold as they do in UTF-8.
            let shown = x + cellWidth > columns ? " " : AsciiStandIns.text(for: character, width: cellWidth)
            for (offset, scalar) in shown.unicodeScalars.enumerated() {
                canvas.put([scalar], style: style, x: x + offset, y: y)
            }
            return
        }
        var plan = GlyphPlan.make(for: character, cellWidth: cellWidth, wcwidth: wcwidth)
        if x + cellWidth > columns {
            // A wide glyph cut by the screen's edge: a blank, so the canvas never wraps it.
            plan = GlyphPlan(scalars: [" "], padding: 0)
        }
        canvas.put(plan.scalars, style: style, x: x, y: y)
        let glyphWidth = cellWidth - plan.padding
        for offset in 0..<plan.padding {
            canvas.put([" "], style: style, x: x + glyphWidth + offset, y: y)
        }
    }
}
