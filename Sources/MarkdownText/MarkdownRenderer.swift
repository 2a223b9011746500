import TerminalUI

/// Markdown (GitHub flavoured: tables, strike-through, autolinks, task lists) rendered as
/// styled lines for a terminal pane.
///
/// Pure: the same text and width give the same lines, on any thread. All text from the
/// document is sanitized (no escape sequence or control character reaches the terminal), and
/// no line is wider than `width` display columns.
public enum MarkdownRenderer {
    /// The document as lines of at most `width` columns; none for a width below 1. Relative
    /// link targets are shown resolved against `links` when it is given.
    public static func render(
        _ markdown: String, width: Int, theme: MarkdownTheme = .standard, links: LinkBase? = nil
    ) -> [StyledLine] {
        guard width > 0 else { return [] }
        var layout = MarkdownLayout(width: width, theme: theme, links: links)
        CmarkReader.read(markdown) { layout.handle($0) }
        return layout.lines
    }

    /// The largest useful scroll offset: the last line at the bottom of a pane `height` rows high.
    public static func maxScrollOffset(lineCount: Int, height: Int) -> Int {
        max(0, lineCount - max(0, height))
    }
}
