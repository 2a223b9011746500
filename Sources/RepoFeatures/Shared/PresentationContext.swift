import Foundation

/// What presenters need besides state: the time (relative dates, countdowns) and the user's
/// time zone. A snapshot taken once per frame, so one frame never mixes two times.
public struct PresentationContext: Sendable {
    public var now: Date
    var dates: DateText
    /// The key tables in effect (the user's rebindings): what keys do, and what hints say.
    var keys: KeyMaps
    /// Issue 31's accessible mode: rows as spoken lines, numbers in words, no position counter
    /// repainted on every key (the selected row's line is where the terminal's cursor is).
    var accessible: Bool

    public init(now: Date, timeZone: TimeZone, keys: KeyMaps = .standard, accessible: Bool = false) {
        self.now = now
        self.dates = DateText(timeZone: timeZone)
        self.keys = keys
        self.accessible = accessible
    }
}
