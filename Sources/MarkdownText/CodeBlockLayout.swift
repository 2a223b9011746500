import TerminalUI

/// The lines of a code block, kept verbatim: never wrapped, tabs expanded, and cut with `…`
/// at the pane's edge.
///
/// Cut, not wrapped, because wrapping code invents line breaks that are not in it (a wrapped
/// shell command reads as two commands) and loses its indentation; cut with a visible `…`
/// rather than silently clipped, because a clipped line looks complete, and a command cut
/// mid-argument should not look runnable.
enum CodeBlockLayout {
    /// Tab stops every 4 columns: narrower than a terminal's 8, because panes are narrow.
    static let tabWidth = 4

    static func lines(_ code: String, width: Int) -> [String] {
        var rows = code.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        // cmark ends every code line with a newline, so the last split is always empty.
        if rows.last?.isEmpty == true { rows.removeLast() }
        return rows.map { DisplayWidth.truncate(expandingTabs(in: $0), to: width) }
    }

    /// The line with each tab replaced by spaces up to the next tab stop, by display columns,
    /// and every piece between tabs sanitized (sanitize alone would turn a tab into one space).
    static func expandingTabs(in line: Substring) -> String {
        var expanded = ""
        var column = 0
        for (index, piece) in line.split(separator: "\t", omittingEmptySubsequences: false).enumerated() {
            if index > 0 {
                let spaces = tabWidth - column % tabWidth
                expanded += String(repeating: " ", count: spaces)
                column += spaces
            }
            let safe = TerminalText.sanitize(String(piece))
            expanded += safe
            column += DisplayWidth.of(safe)
        }
        return expanded
    }
}
