import Testing

/// Text under test that Swift Testing shows escaped wherever it prints an argument, so running
/// the tests never sends the escape sequences being tested (clear screen, OSC 52 clipboard,
/// window title, bidi overrides) to the developer's own terminal.
public struct Sample: Sendable, ExpressibleByStringLiteral, CustomTestStringConvertible {
    public let text: String

    public init(_ text: String) { self.text = text }
    public init(stringLiteral text: String) { self.text = text }

    public var testDescription: String { shown(text) }
}

/// `text` in quotes with every control, format or separator scalar written as `\u{…}`.
/// (`String.debugDescription` leaves C1 controls and bidi overrides raw.)
public func shown(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            result += scalar == "\\" || scalar == "\"" ? "\\" + String(scalar) : String(scalar)
        }
    }
    return result + "\""
}
