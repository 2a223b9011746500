import Testing
@testable import MarkdownText

@Suite struct BlockQuoteTests {
    @Test func quotesHaveAGutterAndNestedQuotesNestIt() {
        let markdown = """
        > Quoted text that is long enough to wrap.
        >
        > > A reply inside.

        After.
        """
        let lines = renderChecked(markdown, width: 24)
        #expect(lines.map(\.text) == [
            "│ Quoted text that is",
            "│ long enough to wrap.",
            "│",
            "│ │ A reply inside.",
            "",
            "After.",
        ])
        #expect(lines[3].spans.first == StyledSpan("│ │ ", style: theme.quoteGutter))
    }

    @Test func quotesHoldListsAndCode() {
        let markdown = "> - one\n> - two\n>\n> ```\n> code\n> ```"
        #expect(rendered(markdown, width: 20) == ["│ • one", "│ • two", "│", "│ code"])
    }
}
