import Foundation

/// What presenters need besides state: the time (relative dates, countdowns) and the user's
/// time zone. A snapshot taken once per frame, so one frame never mixes two times.
public struct PresentationContext: Sendable {
    public var now: Date
    public var dates: DateText

    public init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.dates = DateText(timeZone: timeZone)
    }
}
