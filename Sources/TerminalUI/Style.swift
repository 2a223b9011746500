/// Colours a renderer may ask for; the backend maps them to what the terminal has.
public enum TerminalColor: Hashable, Sendable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    /// One of the 256 xterm colours; backends fall back to the nearest of the eight.
    case indexed(UInt8)
}

public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// How a cell looks. Meaning-level styles (`Style.selected`, …) live with the renderers.
public struct Style: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: TextAttributes
    /// Drawn in addition to `attributes` when the terminal shows none of this style's colours
    /// (no colours, `NO_COLOR`, `--color never`, or a grey an 8-colour terminal lacks): how the
    /// style stays recognisable without them, e.g. `.dim` for a grey.
    public var monochrome: TextAttributes

    public init(foreground: TerminalColor = .default, background: TerminalColor = .default,
                attributes: TextAttributes = [], monochrome: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.monochrome = monochrome
    }

    public static let plain = Style()

    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }
}
