import Foundation

/// The unauthenticated core limit: 60 an hour, counting down per request. It never reaches 0
/// by itself (a long test run must not lock itself out); `StubFault.rateLimitExhausted` does that.
struct StubRateLimit: Sendable {
    static let limit = 60
    private var remaining = limit
    private let resetEpoch: Int

    init(now: Date = Date()) {
        resetEpoch = Int(now.timeIntervalSince1970) + 3_600
    }

    /// Counts one request and returns the headers to send with it.
    mutating func consume() -> [(String, String)] {
        remaining = max(1, remaining - 1)
        return current()
    }

    func current() -> [(String, String)] { headers(remaining: remaining) }

    func exhausted() -> [(String, String)] { headers(remaining: 0) }

    private func headers(remaining: Int) -> [(String, String)] {
        [
            ("X-RateLimit-Limit", String(Self.limit)),
            ("X-RateLimit-Remaining", String(remaining)),
            ("X-RateLimit-Reset", String(resetEpoch)),
            ("X-RateLimit-Used", String(Self.limit - remaining)),
            ("X-RateLimit-Resource", "core"),
        ]
    }
}
