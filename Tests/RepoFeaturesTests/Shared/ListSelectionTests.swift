import Testing
@testable import RepoFeatures

struct ListSelectionTests {
    struct Move: Sendable, CustomTestStringConvertible {
        var from: ListSelection
        var delta: Int
        var count: Int
        var visible: Int
        var expected: ListSelection
        var testDescription: String { "\(from) by \(delta) in \(count) rows, \(visible) visible" }
    }

    @Test(arguments: [
        Move(from: selection(0, 0), delta: 1, count: 8, visible: 3, expected: selection(1, 0)),
        Move(from: selection(2, 0), delta: 1, count: 8, visible: 3, expected: selection(3, 1)),    // scrolls by one
        Move(from: selection(3, 1), delta: -1, count: 8, visible: 3, expected: selection(2, 1)),   // inside: no scroll
        Move(from: selection(3, 2), delta: -2, count: 8, visible: 3, expected: selection(1, 1)),   // above: scrolls up
        Move(from: selection(0, 0), delta: -1, count: 8, visible: 3, expected: selection(0, 0)),   // clamped at the top
        Move(from: selection(7, 5), delta: 1, count: 8, visible: 3, expected: selection(7, 5)),    // clamped at the bottom
        Move(from: selection(0, 0), delta: 100, count: 8, visible: 3, expected: selection(7, 5)),
        Move(from: selection(7, 5), delta: -100, count: 8, visible: 3, expected: selection(0, 0)),
        Move(from: selection(0, 0), delta: 1, count: 0, visible: 3, expected: selection(0, 0)),    // empty list
        Move(from: selection(4, 2), delta: 0, count: 0, visible: 3, expected: selection(0, 0)),
        Move(from: selection(0, 0), delta: 2, count: 8, visible: 0, expected: selection(2, 2)),    // a window of at least one row
        Move(from: selection(0, 0), delta: 5, count: 3, visible: 10, expected: selection(2, 0)),   // all rows fit: never scrolls
    ])
    func movedKeepsTheSelectionInsideTheWindow(move: Move) {
        #expect(move.from.moved(by: move.delta, count: move.count, visible: move.visible) == move.expected)
    }

    @Test func selectingClampsTheIndex() {
        #expect(selection(0, 0).selecting(-4, count: 8, visible: 3) == selection(0, 0))
        #expect(selection(0, 0).selecting(12, count: 8, visible: 3) == selection(7, 5))
        #expect(selection(7, 5).selecting(4, count: 8, visible: 3) == selection(4, 4))
    }

    @Test func refittedFollowsAShrinkingListAndAGrowingWindow() {
        #expect(selection(7, 5).refitted(count: 4, visible: 3) == selection(3, 1))      // the list lost rows
        #expect(selection(7, 5).refitted(count: 8, visible: 21) == selection(7, 0))     // the window grew: no empty rows below
        #expect(selection(7, 0).refitted(count: 8, visible: 3) == selection(7, 5))      // the window shrank: still visible
        #expect(selection(3, 1).refitted(count: 8, visible: 3) == selection(3, 1))      // nothing changed
        #expect(selection(3, 1).refitted(count: 0, visible: 3) == selection(0, 0))      // the list emptied
    }

    @Test func negativeValuesAreClampedAtCreation() {
        #expect(ListSelection(index: -3, offset: -1) == selection(0, 0))
        #expect(ListSelection() == selection(0, 0))
    }
}

private func selection(_ index: Int, _ offset: Int) -> ListSelection {
    ListSelection(index: index, offset: offset)
}
