import Testing
@testable import RepoFeatures

struct ColumnWidthsTests {
    @Test(arguments: [
        // The default five keep the widths the list always had.
        (80, [ColumnWidths.Slot(id: .name, x: 2, width: 19), .init(id: .description, x: 23, width: 20),
              .init(id: .language, x: 45, width: 10), .init(id: .stars, x: 57, width: 6), .init(id: .pushed, x: 65, width: 14)]),
        (60, [.init(id: .name, x: 2, width: 14), .init(id: .description, x: 18, width: 17), .init(id: .stars, x: 37, width: 6),
              .init(id: .pushed, x: 45, width: 14)]),
        (40, [.init(id: .name, x: 2, width: 12), .init(id: .stars, x: 16, width: 6), .init(id: .pushed, x: 24, width: 14)]),
    ])
    func theDefaultColumnsGiveWayByPriority(width: Int, slots: [ColumnWidths.Slot]) {
        #expect(ColumnWidths(columns: ColumnID.defaults, width: width).slots == slots)
    }

    @Test func chosenColumnsKeepTheirOrderWhateverTheirPriority() {
        let widths = ColumnWidths(columns: [.pushed, .name, .stars], width: 80)

        #expect(widths.slots.map(\.id) == [.pushed, .name, .stars])
    }

    @Test func withoutADescriptionTheNameTakesTheRest() {
        let widths = ColumnWidths(columns: [.name, .stars], width: 60)

        #expect(widths.slots == [.init(id: .name, x: 2, width: 47), .init(id: .stars, x: 51, width: 6)])
    }

    @Test func aColumnIsFoundUnderAPointIncludingTheSpacingAfterIt() {
        let widths = ColumnWidths(columns: ColumnID.defaults, width: 80)

        #expect(widths.column(at: 0) == nil)
        #expect(widths.column(at: 2) == .name)
        #expect(widths.column(at: 22) == .name)
        #expect(widths.column(at: 23) == .description)
        #expect(widths.column(at: 78) == .pushed)
    }

    @Test func aRememberedListDropsUnknownAndRepeatedNamesAndAlwaysKeepsTheName() {
        #expect(ColumnID.sanitized(["stars", "bogus", "stars", "pushed"]) == [.name, .stars, .pushed])
        #expect(ColumnID.sanitized(["pushed", "name"]) == [.pushed, .name])
    }
}
