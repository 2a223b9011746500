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

    @Test func aTableTooWideShrinksItsWidestColumnsAndCutsTheirCells() {
        #expect(rendered(Self.table, width: 24) == [
            "Name    │ Stars │ Langu…",
            "────────┼───────┼───────",
            "repotui │    12 │ Swift",
            "a-much… │  1234 │   C",
        ])
    }

    @Test func narrowPanesUseThinSeparators() {
        #expect(rendered(Self.table, width: 12) == [
            "Name│St…│La…",
            "────┼───┼───",
            "rep…│ 12│Sw…",
            "a-m…│12…│ C",
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
