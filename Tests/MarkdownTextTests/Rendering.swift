import Testing
import TerminalUI
@testable import MarkdownText

/// Renders `markdown` and checks the promises every output keeps — no line wider than
/// `width`, no control character, no trailing space — before handing the lines back.
func renderChecked(_ markdown: String, width: Int,
                   sourceLocation: SourceLocation = #_sourceLocation) -> [StyledLine] {
    let lines = MarkdownRenderer.render(markdown, width: width)
    for line in lines {
        #expect(line.width <= width, "\(line.text) is wider than \(width)", sourceLocation: sourceLocation)
        #expect(!line.text.unicodeScalars.contains(where: isControl), "control character in \(line.text.debugDescription)",
                sourceLocation: sourceLocation)
        #expect(line.text.last != " ", "trailing space in \(line.text.debugDescription)", sourceLocation: sourceLocation)
    }
    return lines
}

/// The rendered text, one string per line: the form most tests assert.
func rendered(_ markdown: String, width: Int, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    renderChecked(markdown, width: width, sourceLocation: sourceLocation).map(\.text)
}

/// The style of the span holding `text` in `line` (nil when no single span holds it).
func style(of text: String, in line: StyledLine) -> Style? {
    line.spans.first { $0.text.contains(text) }?.style
}

func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
}

let theme = MarkdownTheme.standard
