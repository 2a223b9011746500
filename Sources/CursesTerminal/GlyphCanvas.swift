import TerminalUI

/// Where `ScreenPainter` writes: ncurses' virtual screen in the app, a spy in tests.
protocol GlyphCanvas {
    /// Blanks the whole screen (before a frame drawn from scratch).
    mutating func erase()
    /// Writes one glyph, a spacing scalar plus its zero-width marks, at column `x` of row `y`.
    mutating func put(_ scalars: [Unicode.Scalar], style: Style, x: Int, y: Int)
    /// Writes one glyph of a single scalar (nearly every cell): no array to make.
    mutating func put(_ scalar: Unicode.Scalar, style: Style, x: Int, y: Int)
    /// Sends what was written to the terminal.
    mutating func flush()
}

extension GlyphCanvas {
    mutating func put(_ scalar: Unicode.Scalar, style: Style, x: Int, y: Int) {
        put([scalar], style: style, x: x, y: y)
    }
}
