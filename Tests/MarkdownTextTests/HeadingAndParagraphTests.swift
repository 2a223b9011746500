import Testing
import TerminalUI
@testable import MarkdownText

@Suite struct HeadingAndParagraphTests {
    @Test func everyHeadingLevelHasItsOwnStyleAndTheTopTwoAreUnderlined() {
        let markdown = "# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six\n"
        let lines = renderChecked(markdown, width: 40)
        #expect(lines.map(\.text) == [
            "One", "═══", "",
            "Two", "───", "",
            "Three", "",
            "Four", "",
            "Five", "",
            "Six",
        ])
        let headingLines = [0, 3, 6, 8, 10, 12]
        for (level, index) in zip(1...6, headingLines) {
            #expect(lines[index].spans == [StyledSpan(lines[index].text, style: theme.heading(level: level))])
        }
        #expect(Set((1...6).map { theme.heading(level: $0) }).count == 6)
        // The rule under a heading keeps its colour but not the underline.
        #expect(lines[1].spans.first?.style == Style(foreground: .cyan, attributes: [.bold]))
    }

    @Test func setextHeadingsAndLongHeadingsWrapWithTheRuleAsWideAsTheText() {
        #expect(rendered("A heading that wraps\n===", width: 12) == ["A heading", "that wraps", "══════════"])
    }

    @Test func paragraphsWrapAtWordBoundariesWithABlankLineBetween() {
        let markdown = """
        The quick brown fox jumps over the lazy dog,
        twice.

        Second paragraph.
        """
        #expect(rendered(markdown, width: 20) == [
            "The quick brown fox",
            "jumps over the lazy",
            "dog, twice.",
            "",
            "Second paragraph.",
        ])
    }

    @Test func aWordWiderThanTheLineIsBrokenInsideAndHardBreaksAreKept() {
        #expect(rendered("see abcdefghijklmnop ok", width: 8) == ["see", "abcdefgh", "ijklmnop", "ok"])
        #expect(rendered("one\\\ntwo  \nthree", width: 20) == ["one", "two", "three"])
    }

    @Test func emphasisStrongStrikethroughAndCodeAreStyles() {
        let lines = renderChecked("*em* **strong** ***both*** ~~gone~~ `code`", width: 60)
        #expect(lines.map(\.text) == ["em strong both ~~gone~~ code"])
        let line = lines[0]
        #expect(style(of: "em", in: line) == theme.emphasis)
        #expect(style(of: "strong", in: line) == theme.strong)
        #expect(style(of: "both", in: line) == Style(attributes: [.bold, .underline]))
        #expect(style(of: "~~gone~~", in: line) == theme.strikethrough)
        #expect(style(of: "code", in: line) == theme.inlineCode)
    }

    @Test func inlineStylesLayerOverAHeadingStyle() {
        let line = renderChecked("### A `b` *c*", width: 20)[0]
        #expect(line.text == "A b c")
        #expect(style(of: "b", in: line) == Style(foreground: .green, attributes: [.bold, .underline]))
        #expect(style(of: "c", in: line) == Style(attributes: [.bold, .underline]))
    }

    @Test func thematicBreaksSpanTheWidth() {
        let lines = renderChecked("above\n\n---\n\nbelow", width: 10)
        #expect(lines.map(\.text) == ["above", "", "──────────", "", "below"])
        #expect(lines[2].spans.first?.style == theme.rule)
    }
}
