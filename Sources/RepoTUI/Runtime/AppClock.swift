import Foundation

/// The one clock of the app: what time it is (relative dates, countdowns, freshness) and how to
/// wait (a retry's countdown, the first frame's deadline). Tests give a fixed time and a wait
/// they control.
struct AppClock: Sendable {
    var now: @Sendable () -> Date
    var sleep: @Sendable (Duration) async throws -> Void

    static let live = AppClock(now: { Date() }, sleep: { try await Task.sleep(for: $0) })
}
