/// `--color auto|always|never`: whether the screen may use colours.
public enum ColorMode: String, CaseIterable, Sendable {
    /// Colours when the terminal has them and `NO_COLOR` is unset or empty.
    case auto
    /// Colours whenever the terminal has them, even with `NO_COLOR` set.
    case always
    /// Never colours: bold, dim, underline and reverse only.
    case never

    /// Whether colours may be used, before the terminal is asked what it has. `noColor` is the
    /// value of `NO_COLOR` (https://no-color.org: set and not empty means no colours).
    public func allowsColor(noColor: String?) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: noColor?.isEmpty ?? true
        }
    }

    /// The whole decision: this flag, `NO_COLOR`, and whether the terminal has colours.
    public func usesColor(noColor: String?, terminalHasColors: Bool) -> Bool {
        terminalHasColors && allowsColor(noColor: noColor)
    }
}

/// How many colours the screen is drawn with, for renderers that draw differently without
/// colour (the language bar's shades).
public enum ColorDepth: Equatable, Sendable {
    /// No colours: attributes only.
    case monochrome
    /// The eight (or sixteen) base colours.
    case basic
    /// The 256 xterm colours.
    case extended

    public init(colorCount: Int) {
        switch colorCount {
        case 256...: self = .extended
        case 8...: self = .basic
        default: self = .monochrome
        }
    }
}
