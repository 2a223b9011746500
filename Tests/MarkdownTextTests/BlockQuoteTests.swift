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

    @Test func githubAlertsAreTitledBlocksInTheirColour() {
        let markdown = """
        > [!NOTE]
        > Useful information.

        > [!tip]
        > Helpful advice.

        > [!Important]
        > Key information.

        > [!WARNING]
        > Urgent info.
        >
        > Second paragraph.

        > [!CAUTION]
        """
        let lines = renderChecked(markdown, width: 30)
        #expect(lines.map(\.text) == [
            "│ ℹ Note",
            "│ Useful information.",
            "",
            "│ ✦ Tip",
            "│ Helpful advice.",
            "",
            "│ ‼ Important",
            "│ Key information.",
            "",
            "│ ⚠ Warning",
            "│ Urgent info.",
            "│",
            "│ Second paragraph.",
            "",
            "│ ✖ Caution",
        ])
        #expect(lines[0].spans == [StyledSpan("│ ", style: theme.quoteGutter), StyledSpan("ℹ Note", style: theme.noteAlert)])
        #expect(lines[9].spans.last == StyledSpan("⚠ Warning", style: theme.warningAlert))
        #expect(lines[14].spans.last == StyledSpan("✖ Caution", style: theme.cautionAlert))
    }

    @Test func aMarkerOnTheSameLineAsTextStillMakesAnAlert() {
        #expect(rendered("> [!NOTE] Read this first.", width: 30) == ["│ ℹ Note", "│ Read this first."])
    }

    @Test func markersThatAreNotAnAlertStayAsWritten() {
        let markdown = """
        [!NOTE] outside a quote

        > Text before [!NOTE]

        > [!NOTICE]
        > unknown kind

        > [!NOTE]text
        """
        #expect(rendered(markdown, width: 40) == [
            "[!NOTE] outside a quote",
            "",
            "│ Text before [!NOTE]",
            "",
            "│ [!NOTICE] unknown kind",
            "",
            "│ [!NOTE]text",
        ])
    }
}
