import TerminalUI

/// The rows of a code block: its lines verbatim, tabs expanded, and a line wider than the pane
/// continued on the next row behind a `↪` mark.
///
/// Continued, not cut, because a README's code is often the one thing a reader came for (the
/// dependency line, the command) and every character of it must be there. Marked, not wrapped
/// like prose, because a silent break invents a line that is not in the code: a continued shell
/// command must not read as two commands. Breaks fall between characters, not words, so the
/// rows read without their marks are the line (less spaces at a row's end).
enum CodeBlockLayout {
    /// Tab stops every 4 columns: narrower than a terminal's 8, because panes are narrow.
    static let tabWidth = 4
    /// The mark at the start of a row that continues the line above.
    static let continuationMark = "↪"

    /// Each row of the block as its text and whether it continues the line above.
    static func rows(_ code: String, width: Int) -> [(text: String, isContinuation: Bool)] {
        var lines = code.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        // cmark ends every code line with a newline, so the last split is always empty.
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.flatMap { continued(expandingTabs(in: $0), width: width) }
    }

    /// `line` in rows of at most `width` columns; every row after the first gives one column to
    /// the mark. Too narrow for a mark and a character, the line is cut instead.
    static func continued(_ line: String, width: Int) -> [(text: String, isContinuation: Bool)] {
        guard DisplayWidth.of(line) > width else { return [(line, false)] }
        guard width >= 3 else { return [(DisplayWidth.truncate(line, to: width), false)] }
        var rows: [(text: String, isContinuation: Bool)] = []
        var rest = Substring(line)
        while !rest.isEmpty {
            let room = rows.isEmpty ? width : width - DisplayWidth.of(continuationMark)
            var head = DisplayWidth.prefix(String(rest), width: room)
            // A character wider than the room (a wide one in two columns) still moves on.
            if head.isEmpty { head = String(rest.prefix(1)) }
            rows.append((head, !rows.isEmpty))
            rest = rest.dropFirst(head.count)
        }
        return rows
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
