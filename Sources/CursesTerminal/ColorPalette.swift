import TerminalUI

/// Maps `TerminalColor` to the colour numbers this terminal understands. Pure.
struct ColorPalette: Equatable, Sendable {
    /// `COLORS` after `start_color()`; 0 when the terminal has no colours.
    var colorCount: Int
    /// Whether `use_default_colors()` succeeded, so -1 means "the terminal's own colour".
    var hasDefaultColors: Bool

    enum Layer: Sendable { case foreground, background }

    static let monochrome = ColorPalette(colorCount: 0, hasDefaultColors: false)

    var hasColors: Bool { colorCount >= 8 }

    var depth: ColorDepth { hasColors ? ColorDepth(colorCount: colorCount) : .monochrome }

    /// Whether `color` is drawn as asked. The terminal's default always is; nothing else is
    /// without colours; and the greys of the 256 are not on fewer than 256 colours, because
    /// the nearest base colour (white or black) could vanish into a light or dark background.
    /// A style whose colours are not drawn adds its `monochrome` attributes instead.
    func draws(_ color: TerminalColor) -> Bool {
        switch color {
        case .default: true
        case .indexed(let index) where colorCount < 256 && Self.isGrey(index): false
        default: hasColors
        }
    }

    /// The style's attributes, plus its monochrome ones when a colour it asks for is not drawn.
    func attributes(for style: Style) -> TextAttributes {
        let losesColor = !draws(style.foreground) || !draws(style.background)
        return losesColor ? style.attributes.union(style.monochrome) : style.attributes
    }

    /// The greyscale ramp (232–255) and the cube's inner greys; the cube's black and white
    /// corners (16, 231) are base colours.
    static func isGrey(_ index: UInt8) -> Bool {
        index >= 232 || [59, 102, 145, 188].contains(index)
    }

    /// The curses colour number for `color`, or nil when the terminal has no colours at all
    /// (styles then rely on attributes alone).
    func cursesColor(_ color: TerminalColor, layer: Layer) -> Int16? {
        guard hasColors else { return nil }
        guard draws(color) else { return cursesColor(.default, layer: layer) }
        switch color {
        case .default:
            if hasDefaultColors { return -1 }
            // Without default colours, pair 0's white on black is the closest stand-in.
            return layer == .foreground ? 7 : 0
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        case .indexed(let index):
            if colorCount >= 256 || (colorCount >= 16 && index < 16) { return Int16(index) }
            return Int16(Self.nearestBaseColor(to: index))
        }
    }

    /// The nearest of the eight base colours to one of the 256 xterm colours.
    ///
    /// The eight base colours sit on the corners of the RGB cube, so "nearest" is deciding per
    /// channel whether it is nearer 0 or 255; curses numbers them red = 1, green = 2, blue = 4.
    static func nearestBaseColor(to index: UInt8) -> Int {
        switch index {
        case 0..<8: return Int(index)
        case 8..<16: return Int(index) - 8 // the bright variants
        case 16..<232:
            let cube = Int(index) - 16
            let levels = [0, 95, 135, 175, 215, 255]
            let red = levels[cube / 36], green = levels[(cube / 6) % 6], blue = levels[cube % 6]
            return corner(red: red, green: green, blue: blue)
        default:
            let gray = 8 + 10 * (Int(index) - 232)
            return corner(red: gray, green: gray, blue: gray)
        }
    }

    private static func corner(red: Int, green: Int, blue: Int) -> Int {
        (red >= 128 ? 1 : 0) + (green >= 128 ? 2 : 0) + (blue >= 128 ? 4 : 0)
    }
}
