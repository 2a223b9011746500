import TerminalUI

/// A run of text drawn in one style. Renderer output only: its text is already sanitized.
public struct StyledSpan: Hashable, Sendable {
    public internal(set) var text: String
    public let style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public var width: Int { DisplayWidth.of(text) }
}
