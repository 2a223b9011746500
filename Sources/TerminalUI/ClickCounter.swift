/// Tells a double click from two single clicks, without delaying either: every press is
/// reported at once, and a press that follows the previous one on the same cell within
/// `interval` counts as the second click (ncurses' own click detection would hold every
/// single click back for its interval, so it is switched off).
///
/// Pure: times come in as milliseconds from any monotonic clock.
public struct ClickCounter: Sendable {
    public static let defaultInterval = 400

    public let interval: Int
    private var last: (x: Int, y: Int, time: Int, clicks: Int)?

    public init(interval: Int = ClickCounter.defaultInterval) {
        self.interval = interval
    }

    /// `event` with `clicks` filled in for a press (1 or 2; a third quick press starts over at
    /// 1, so a triple click is a double click and a single one). Other kinds pass unchanged,
    /// except that a wheel event in between breaks a double click.
    public mutating func count(_ event: MouseEvent, atMilliseconds time: Int) -> MouseEvent {
        var counted = event
        switch event.kind {
        case .press:
            if let last, last.clicks == 1, last.x == event.x, last.y == event.y,
               time >= last.time, time - last.time <= interval {
                counted.clicks = 2
            } else {
                counted.clicks = 1
            }
            last = (event.x, event.y, time, counted.clicks)
        case .release:
            counted.clicks = 0
        case .wheelUp, .wheelDown:
            counted.clicks = 0
            last = nil
        }
        return counted
    }
}
