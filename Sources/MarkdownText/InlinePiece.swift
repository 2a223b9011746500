import TerminalUI

/// Inline content between a block's start and end, before it is wrapped into lines.
enum InlinePiece: Equatable, Sendable {
    case text(String, Style)
    /// A hard break (`\` or two spaces at the end of a line, or `<br>`).
    case lineBreak
}
