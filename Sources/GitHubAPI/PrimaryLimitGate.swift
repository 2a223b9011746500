import Foundation

/// Remembers that GitHub's primary rate limit is spent, until when, so that no request of this
/// client is sent before then: GitHub asks clients not to keep asking, and `r` pressed again
/// must not cost anything.
final class PrimaryLimitGate: @unchecked Sendable {
    private let lock = NSLock()
    private var closedUntil: Date?
    /// The budget that ran out (`x-ratelimit-resource`), for the message.
    private var budget: String?

    /// The reset time and the spent budget while the gate is closed at `now`.
    func closed(at now: Date) -> (until: Date, budget: String?)? {
        lock.withLock { closedUntil.flatMap { $0 > now ? ($0, budget) : nil } }
    }

    /// Closes the gate when `reply` says the primary limit is spent (403 or 429 with nothing left).
    func observe(_ reply: HTTPReply) {
        guard reply.status == 403 || reply.status == 429, let limit = reply.rateLimit,
              limit.remaining == 0, let reset = limit.resetAt else { return }
        lock.withLock {
            closedUntil = max(closedUntil ?? reset, reset)
            budget = limit.resource
        }
    }
}
