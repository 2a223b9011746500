import Testing
import TerminalUI

struct ClickCounterTests {
    /// Feeds (event, time in ms) pairs and returns the click counts given to each.
    func counts(_ events: [(MouseEvent, Int)], interval: Int = 400) -> [Int] {
        var counter = ClickCounter(interval: interval)
        return events.map { counter.count($0.0, atMilliseconds: $0.1).clicks }
    }

    static func press(_ x: Int, _ y: Int) -> MouseEvent { MouseEvent(x: x, y: y, kind: .press) }
    static func release(_ x: Int, _ y: Int) -> MouseEvent { MouseEvent(x: x, y: y, kind: .release) }

    @Test func twoPressesOnTheSameCellWithinTheIntervalAreADoubleClick() {
        #expect(counts([(Self.press(5, 3), 1000), (Self.release(5, 3), 1080),
                        (Self.press(5, 3), 1200), (Self.release(5, 3), 1260)]) == [1, 0, 2, 0])
    }

    @Test func exactlyTheIntervalStillCountsAndOneMoreMillisecondDoesNot() {
        #expect(counts([(Self.press(5, 3), 0), (Self.press(5, 3), 400)]) == [1, 2])
        #expect(counts([(Self.press(5, 3), 0), (Self.press(5, 3), 401)]) == [1, 1])
    }

    @Test func anotherCellStartsOver() {
        #expect(counts([(Self.press(5, 3), 0), (Self.press(6, 3), 100), (Self.press(6, 4), 200)]) == [1, 1, 1])
    }

    @Test func aThirdQuickPressIsASingleClickAgainAndAFourthADouble() {
        #expect(counts([(Self.press(1, 1), 0), (Self.press(1, 1), 100), (Self.press(1, 1), 200),
                        (Self.press(1, 1), 300)]) == [1, 2, 1, 2])
    }

    @Test func theWheelInBetweenBreaksADoubleClick() {
        #expect(counts([(Self.press(1, 1), 0), (MouseEvent(x: 1, y: 1, kind: .wheelDown), 50),
                        (Self.press(1, 1), 100)]) == [1, 0, 1])
    }

    @Test func aClockGoingBackwardsIsNotADoubleClick() {
        #expect(counts([(Self.press(1, 1), 1000), (Self.press(1, 1), 900)]) == [1, 1])
    }
}
