import CNcurses
import TerminalUI

/// `GlyphCanvas` on ncurses' standard screen: styles become attributes and colour pairs.
struct CursesCanvas: GlyphCanvas {
    private let window: UnsafeMutablePointer<WINDOW>
    private let palette: ColorPalette
    private var pairs: ColorPairTable
    /// The last style drawn, as curses attributes and pair: neighbouring cells nearly always
    /// share one, so most cells skip the palette and the pair table.
    private var lastStyle: (style: Style, attributes: attr_t, pair: Int16)?

    init(window: UnsafeMutablePointer<WINDOW>, palette: ColorPalette, pairCapacity: Int) {
        self.window = window
        self.palette = palette
        self.pairs = ColorPairTable(capacity: palette.hasColors ? pairCapacity : 0)
    }

    mutating func erase() {
        werase(window)
    }

    mutating func put(_ scalars: [Unicode.Scalar], style: Style, x: Int, y: Int) {
        var characters = scalars.map { wchar_t($0.value) } + [0]
        put(&characters, style: style, x: x, y: y)
    }

    mutating func put(_ scalar: Unicode.Scalar, style: Style, x: Int, y: Int) {
        var characters: (wchar_t, wchar_t) = (wchar_t(scalar.value), 0)
        withUnsafeMutableBytes(of: &characters) { bytes in
            put(bytes.baseAddress!.assumingMemoryBound(to: wchar_t.self), style: style, x: x, y: y)
        }
    }

    /// `characters`: the glyph's scalars, then a zero.
    private mutating func put(_ characters: UnsafeMutablePointer<wchar_t>, style: Style, x: Int, y: Int) {
        let (attributes, pair) = curses(style)
        var cell = cchar_t()
        setcchar(&cell, characters, attributes, pair, nil)
        // At the bottom-right corner this reports ERR (the cursor cannot advance), but the
        // cell is stored and drawn all the same.
        mvwadd_wch(window, Int32(y), Int32(x), &cell)
    }

    private mutating func curses(_ style: Style) -> (attr_t, Int16) {
        if let last = lastStyle, last.style == style { return (last.attributes, last.pair) }
        let attributes = Self.attributes(for: palette.attributes(for: style)), pair = colorPair(for: style)
        lastStyle = (style, attributes, pair)
        return (attributes, pair)
    }

    mutating func flush() {
        wnoutrefresh(window)
        doupdate()
    }

    private mutating func colorPair(for style: Style) -> Int16 {
        guard let foreground = palette.cursesColor(style.foreground, layer: .foreground),
              let background = palette.cursesColor(style.background, layer: .background)
        else { return 0 }
        let colors = ColorPairTable.Colors(foreground: foreground, background: background)
        return pairs.pair(for: colors) { number, foreground, background in
            init_pair(number, foreground, background) == OK
        }
    }

    private static func attributes(for attributes: TextAttributes) -> attr_t {
        var result = repotui_a_normal()
        if attributes.contains(.bold) { result |= repotui_a_bold() }
        if attributes.contains(.dim) { result |= repotui_a_dim() }
        if attributes.contains(.reverse) { result |= repotui_a_reverse() }
        if attributes.contains(.underline) { result |= repotui_a_underline() }
        return result
    }
}
