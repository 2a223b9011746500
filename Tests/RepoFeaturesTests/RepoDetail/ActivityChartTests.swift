import Testing
@testable import RepoFeatures

/// The commit sparkline: a week per cell when there is room, else weeks summed in groups from
/// the recent end; heights on one scale for everyone's and the owner's commits.
struct ActivityChartTests {
    @Test func aWeekPerCellWhenThereIsRoom() {
        let chart = ActivityChart(all: [0, 1, 2, 4, 8], owner: [0, 0, 1, 4, 0], cells: 52)

        #expect(chart.all == [0, 1, 2, 4, 8])
        // Any commit is at least one step above none; the busiest week is a full bar.
        #expect(chart.glyphs(chart.all) == "▁▂▃▅█")
        #expect(chart.glyphs(chart.owner) == "▁▁▂▅▁")
    }

    @Test func narrowerWeeksAreSummedFromTheRecentEndSoTheLastCellIsTheLastWeeks() {
        let chart = ActivityChart(all: [1, 1, 1, 1, 1], owner: [1, 0, 0, 1, 1], cells: 2)

        // Groups of three from the end: weeks 3–5, then the two oldest.
        #expect(chart.all == [2, 3])
        #expect(chart.owner == [1, 2])
    }

    @Test func noCommitsAtAllIsAFlatLineNotAnError() {
        let chart = ActivityChart(all: Array(repeating: 0, count: 52), owner: [], cells: 26)

        #expect(chart.glyphs(chart.all) == String(repeating: "▁", count: 26))
        #expect(chart.glyphs(chart.owner) == String(repeating: "▁", count: 26))
    }
}
