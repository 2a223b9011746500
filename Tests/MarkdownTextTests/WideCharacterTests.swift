import Testing
import TerminalUI
@testable import MarkdownText

@Suite struct WideCharacterTests {
    @Test func cjkTextCountsTwoColumnsACharacterAndBreaksBetweenCharacters() {
        #expect(rendered("日本語のテキストを折り返す", width: 10) == ["日本語のテ", "キストを折", "り返す"])
        // An odd width leaves a column empty rather than halving a character.
        #expect(rendered("日本語の", width: 5) == ["日本", "語の"])
    }

    @Test func emojiSequencesStayWhole() {
        let family = "👨‍👩‍👧"
        #expect(rendered("\(family)\(family)\(family) 🇯🇵 ok", width: 5) == ["\(family)\(family)", "\(family) 🇯🇵", "ok"])
    }

    @Test func combiningMarksStayWithTheirLetter() {
        let lines = rendered("cafe\u{301} cafe\u{301}", width: 4)
        #expect(lines == ["cafe\u{301}", "cafe\u{301}"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 4 })
    }

    @Test func wideCharactersInListsTablesAndHeadings() {
        let markdown = """
        # 見出し

        - 項目一
        - 項目二

        | 名前 | 説明 |
        |---|---|
        | 漢字 | 説明文がとても長い |
        """
        #expect(rendered(markdown, width: 16) == [
            "見出し",
            "══════",
            "",
            "• 項目一",
            "• 項目二",
            "",
            "名前 │ 説明",
            "─────┼──────────",
            "漢字 │ 説明文が",
            "     │ とても長",
            "     │ い",
        ])
    }
}
