import Testing
import TerminalUI
@testable import MarkdownText

@Suite struct TinyInputTests {
    static let everything = """
    # Heading 漢字

    > - quoted

    - [x] task

    | a | b | c |
    |---|---|---|
    | 1 | 2 | 3 |

    ```
    code
    ```
    """

    /// One column has no room for gutters or markers (indentation gets at most half the
    /// width), and a wide character cannot fit at all.
    @Test func oneColumnShowsWhatFitsAndDropsWideCharacters() {
        #expect(rendered(Self.everything, width: 1) == [
            "H", "e", "a", "d", "i", "n", "g", "═", "",
            "q", "u", "o", "t", "e", "d", "", "t", "a", "s", "k", "",
            "…", "…", "…", "", "…",
        ])
    }

    /// Markers are cut to the one column indentation may take; from three columns a code line
    /// continues behind its mark rather than being cut.
    @Test func twoAndThreeColumnsKeepTheFirstColumnOfGuttersAndMarkers() {
        #expect(rendered(Self.everything, width: 2) == [
            "He", "ad", "in", "g", "漢", "字", "══", "",
            "│q", "│u", "│o", "│t", "│e", "│d", "", "[t", " a", " s", " k", "",
            "a…", "─…", "1…", "", "c…",
        ])
        #expect(rendered(Self.everything, width: 3) == [
            "Hea", "din", "g", "漢", "字", "═══", "",
            "│qu", "│ot", "│ed", "", "[ta", " sk", "",
            "a│…", "─┼…", "1│…", "", "cod", "↪e",
        ])
    }

    @Test(arguments: ["", " ", "\n\n\n", "<!-- only a comment -->", "[ref]: https://example.com"])
    func documentsWithNothingToShowGiveNoLines(markdown: String) {
        #expect(rendered(markdown, width: 40) == [])
    }

    @Test(arguments: [0, -1, Int.min])
    func aWidthBelowOneGivesNoLines(width: Int) {
        #expect(MarkdownRenderer.render("# hello", width: width) == [])
    }

    @Test func deepNestingNeitherCrashesNorTakesMoreThanHalfTheWidth() {
        let quotes = String(repeating: ">", count: 20_000) + " deep"
        let lists = String(repeating: "- ", count: 20_000) + "deep"
        let mixed = String(repeating: "> 1. ", count: 5_000) + "deep"
        let emphasis = String(repeating: "*", count: 20_000) + "a" + String(repeating: "*", count: 20_000)
        let brackets = String(repeating: "[", count: 20_000) + String(repeating: "](u)", count: 20_000)
        #expect(rendered(quotes, width: 20) == ["│ │ │ │ │ deep"])
        #expect(rendered(lists, width: 20) == ["• ◦ ▪ • ◦ deep"])
        #expect(rendered(mixed, width: 20) == ["│ 1. │ 1. deep"])
        #expect(rendered(emphasis, width: 20) == ["a"])
        #expect(renderChecked(brackets, width: 20).count > 1)
    }
}
