import TerminalUI

/// A README that is not Markdown (`README.rst`, `.txt`, `.adoc`, `.org`) as it was written: its
/// lines kept exactly where they fit, a line wider than the pane wrapped at words under its own
/// indentation, tabs expanded, and every character sanitized for the terminal.
///
/// Not interpreted: reStructuredText and AsciiDoc read well as plain text, which is what they
/// were designed for, and Markdown's rules would mangle them (`*` lists, `#` comments, `::`).
public enum PlainTextRenderer {
    public static func render(_ text: String, width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        var rows = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if rows.last?.isEmpty == true { rows.removeLast() }
        var lines: [StyledLine] = []
        for row in rows {
            let expanded = CodeBlockLayout.expandingTabs(in: row)
            let body = expanded.drop { $0 == " " }
            guard !body.isEmpty else {
                lines.append(StyledLine())
                continue
            }
            // A line that fits is kept exactly, spacing and all: a table or a diagram in the
            // text lines up only that way.
            if DisplayWidth.of(expanded) <= width {
                lines.append(StyledLine([StyledSpan(String(expanded.reversed().drop { $0 == " " }.reversed()), style: .plain)]))
                continue
            }
            // Indentation carries meaning (a quote, a literal block); at most half the width, so
            // deep indentation never squeezes the text to nothing.
            let indent = min(expanded.count - body.count, width / 2)
            let margin = String(repeating: " ", count: indent)
            for wrapped in TextWrap.wrap(String(body), width: width - indent) {
                lines.append(StyledLine([StyledSpan(margin + wrapped, style: .plain)]))
            }
        }
        // Trailing blank lines would only lengthen the scroll.
        while lines.last?.text.isEmpty == true { lines.removeLast() }
        return lines
    }
}
