import Foundation

/// What presenters need besides state: the time (relative dates, countdowns) and the user's
/// time zone. A snapshot taken once per frame, so one frame never mixes two times.
public struct PresentationContext: Sendable {
    public var now: Date
    var dates: DateText
    /// The key tables in effect (the user's rebindings): what keys do, and what hints say.
    var keys: KeyMaps

    public init(now: Date, timeZone: TimeZone, keys: KeyMaps = .standard) {
        self.now = now
        self.dates = DateText(timeZone: timeZone)
        self.keys = keys
    }
}
