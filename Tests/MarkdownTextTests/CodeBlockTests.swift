import Testing
import TerminalUI
@testable import MarkdownText

@Suite struct CodeBlockTests {
    @Test func fencedCodeIsVerbatimAndALongLineContinuesBehindAMarkWithNothingLost() {
        let markdown = """
        ```swift
        let short = 1
        let aVeryLongName = makeSomethingThatDoesNotFit()

            indented() // keeps its spaces
        ```
        """
        let lines = renderChecked(markdown, width: 24)
        #expect(lines.map(\.text) == [
            "let short = 1",
            "let aVeryLongName = make",
            "↪SomethingThatDoesNotFit",
            "↪()",
            "",
            "    indented() // keeps",
            "↪its spaces",
        ])
        #expect(lines[2].spans == [StyledSpan("↪", style: theme.codeContinuation), StyledSpan("SomethingThatDoesNotFit", style: theme.codeBlock)])
        #expect(lines.allSatisfy { $0.isEmpty || $0.text.hasPrefix("↪") || $0.spans == [StyledSpan($0.text, style: theme.codeBlock)] })
    }

    @Test func markdownInsideCodeIsNotInterpreted() {
        #expect(rendered("```\n# not a heading *or emphasis*\n```", width: 40) == ["# not a heading *or emphasis*"])
    }

    @Test func tabsExpandToStopsEveryFourColumns() {
        #expect(rendered("```\n\tone\ta\n漢\tb\n```", width: 20) == ["    one a", "漢  b"])
    }

    @Test func indentedCodeBlocksAreCodeToo() {
        let lines = renderChecked("para\n\n    code line\n", width: 20)
        #expect(lines.map(\.text) == ["para", "", "code line"])
        #expect(lines[2].spans.first?.style == theme.codeBlock)
    }

    @Test func codeInsideAListItemIsIndentedAndContinuesAtThePaneEdge() {
        #expect(rendered("- item\n\n  ```\n  0123456789abc\n  ```", width: 10) == ["• item", "", "  01234567", "  ↪89abc"])
    }

    @Test func aWideCharacterMovesWholeToTheNextRow() {
        #expect(rendered("```\nab漢字\n```", width: 5) == ["ab漢", "↪字"])
    }
}
