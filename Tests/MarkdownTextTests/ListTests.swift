import Testing
@testable import MarkdownText

@Suite struct ListTests {
    @Test func bulletsInsideAnOrderedListNestThreeLevels() {
        let markdown = """
        1. Install
           - macOS
             - brew install repotui
           - Linux
        2. Run
        """
        #expect(rendered(markdown, width: 40) == [
            "1. Install",
            "   ◦ macOS",
            "     ▪ brew install repotui",
            "   ◦ Linux",
            "2. Run",
        ])
    }

    @Test func wrappedItemsHangUnderTheirTextNotUnderTheMarker() {
        let markdown = """
        - a first item long enough to wrap
          - a nested item that wraps as well
        """
        #expect(rendered(markdown, width: 16) == [
            "• a first item",
            "  long enough to",
            "  wrap",
            "  ◦ a nested",
            "    item that",
            "    wraps as",
            "    well",
        ])
    }

    @Test func numbersAreRightAlignedToTheWidestSoTextLinesUp() {
        let markdown = (8...11).map { "\($0). item \($0)" }.joined(separator: "\n")
        #expect(rendered(markdown, width: 20) == [" 8. item 8", " 9. item 9", "10. item 10", "11. item 11"])
        #expect(rendered("3) three\n4) four", width: 20) == ["3) three", "4) four"])
    }

    @Test func looseListsKeepBlankLinesBetweenItemsAndTheirParagraphs() {
        let markdown = "- a\n\n- b\n\n  more about b\n- c"
        #expect(rendered(markdown, width: 20) == ["• a", "", "• b", "", "  more about b", "", "• c"])
    }

    @Test func taskItemsShowABoxInsteadOfABullet() {
        let markdown = "- [x] done\n- [ ] to do, with text that wraps\n\n1. [ ] numbered"
        let lines = renderChecked(markdown, width: 20)
        #expect(lines.map(\.text) == [
            "[x] done",
            "[ ] to do, with text",
            "    that wraps",
            "",
            "1. [ ] numbered",
        ])
        #expect(lines[0].spans.first == StyledSpan("[x] ", style: theme.listMarker))
    }

    @Test func emptyItemsAndItemsThatStartWithAListStillShowEveryMarker() {
        #expect(rendered("-\n- x", width: 10) == ["•", "• x"])
        #expect(rendered("- - inner", width: 20) == ["• ◦ inner"])
    }

    @Test func aListIsSetApartFromTheParagraphBeforeIt() {
        #expect(rendered("Steps:\n1. one\n2. two\n\nDone.", width: 20) == ["Steps:", "", "1. one", "2. two", "", "Done."])
    }
}
