import Testing
@testable import MarkdownText

@Suite struct TableTests {
    static let table = """
    | Name | Stars | Language |
    |:-----|------:|:--------:|
    | repotui | 12 | Swift |
    | a-much-longer-name | 1234 | C |
    """

    @Test func columnsAlignAsTheDelimiterRowSays() {
        let lines = renderChecked(Self.table, width: 50)
        #expect(lines.map(\.text) == [
            "Name               │ Stars │ Language",
            "───────────────────┼───────┼─────────",
            "repotui            │    12 │  Swift",
            "a-much-longer-name │  1234 │    C",
        ])
        #expect(style(of: "Name", in: lines[0]) == theme.tableHeader)
        #expect(style(of: "│", in: lines[2]) == theme.tableBorder)
    }

    static let options = """
    | Option | Description |
    |---|---|
    | `--sort` | Orders the list by name, stars or the time of the last push |
    | `--json` | Prints JSON<br>one object per repository |
    """

    /// Issue 14, item 11: cut cells left nothing readable in wide tables; their text wraps
    /// inside the column now, and a hard break in a cell starts a new line there.
    @Test func aTableTooWideWrapsTheTextOfItsWidestColumns() {
        #expect(rendered(Self.options, width: 40) == [
            "Option │ Description",
            "───────┼────────────────────────────────",
            "--sort │ Orders the list by name, stars",
            "       │ or the time of the last push",
            "--json │ Prints JSON",
            "       │ one object per repository",
        ])
    }

    /// Where columns would be too narrow for their words, each row becomes a block of
    /// `header: value` lines.
    @Test func aTableThatCannotKeepItsWordsWholeBecomesOneBlockPerRow() {
        let lines = renderChecked(Self.table, width: 24)
        #expect(lines.map(\.text) == [
            "Name: repotui",
            "Stars: 12",
            "Language: Swift",
            "",
            "Name: a-much-longer-name",
            "Stars: 1234",
            "Language: C",
        ])
        #expect(style(of: "Stars:", in: lines[1]) == theme.tableHeader)
        #expect(rendered(Self.table, width: 12) == [
            "Name:", "repotui", "Stars: 12", "Language:", "Swift",
            "",
            "Name:", "a-much-longe", "r-name", "Stars: 1234", "Language: C",
        ])
    }

    @Test func missingCellsAreEmptyAndExtraCellsAreDropped() {
        #expect(rendered("| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |", width: 20) == ["a │ b", "──┼──", "1 │", "1 │ 2"])
    }

    @Test(arguments: [
        ([5, 5, 5], 15, [5, 5, 5]),
        ([20, 3, 4], 15, [8, 3, 4]),
        ([20, 10, 4], 15, [6, 5, 4]),
        ([9, 9], 3, [2, 1]),
        ([9, 9, 9], 2, [1, 1, 1]),
        ([0, 4], 10, [1, 4]),
    ] as [([Int], Int, [Int])])
    func columnWidthsShrinkTheWidestFirst(natural: [Int], budget: Int, expected: [Int]) {
        #expect(TableLayout.columnWidths(natural: natural, budget: budget) == expected)
    }
}
