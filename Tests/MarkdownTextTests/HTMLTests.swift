import Testing
@testable import MarkdownText

@Suite struct HTMLTests {
    @Test func htmlBlocksLoseTheirTagsAndKeepTheirTextQuietly() {
        let markdown = """
        <p align="center">
          <img src="logo.png" alt="repotui logo" width="120">
          <br>A terminal browser&nbsp;for GitHub
        </p>

        <!-- a comment nobody should see -->

        <details>
        <summary>More</summary>

        Hidden *markdown* still shows.

        </details>
        """
        let lines = renderChecked(markdown, width: 40)
        #expect(lines.map(\.text) == [
            "[image: repotui logo] A terminal browser",
            "for GitHub",
            "",
            "More",
            "",
            "Hidden markdown still shows.",
        ])
        #expect(lines[0].spans == [StyledSpan(lines[0].text, style: theme.html)])
    }

    @Test func inlineTagsDisappearAndBreakTagsBreakTheLine() {
        #expect(rendered("Press <kbd>Ctrl</kbd>-C<br>to quit<br/>now", width: 40) == ["Press Ctrl-C", "to quit", "now"])
    }

    @Test func aLoneAngleBracketIsText() {
        #expect(HTMLText.visibleText("<div>a < b and c<d") == "a < b and c<d")
        #expect(HTMLText.visibleText("<div>x<!-- open comment") == "x")
    }
}
