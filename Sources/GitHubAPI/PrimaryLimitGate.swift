import Foundation

/// Remembers that one of GitHub's primary rate limits is spent, until when, so that no request
/// drawing on it is sent before then: GitHub asks clients not to keep asking, and `r` pressed
/// again must not cost anything. Each budget (`x-ratelimit-resource`: core, search) closes on its
/// own — a spent search budget leaves the rest of the app asking as before.
final class PrimaryLimitGate: @unchecked Sendable {
    private let lock = NSLock()
    /// By budget (a reply that names none is core's), with the name the reply gave, for the message.
    private var closedUntil: [String: (until: Date, named: String?)] = [:]

    /// The budget a request to `url` draws on: `/search/…` has its own, as GitHub counts it.
    static func budget(of url: URL) -> String {
        url.path.contains("/search/") ? "search" : "core"
    }

    /// The reset time and the spent budget while the gate of `url`'s budget is closed at `now`.
    func closed(for url: URL, at now: Date) -> (until: Date, budget: String?)? {
        let budget = Self.budget(of: url)
        return lock.withLock { closedUntil[budget].flatMap { $0.until > now ? ($0.until, $0.named) : nil } }
    }

    /// Closes the gate when `reply` says a primary limit is spent (403 or 429 with nothing left).
    func observe(_ reply: HTTPReply) {
        guard reply.status == 403 || reply.status == 429, let limit = reply.rateLimit,
              limit.remaining == 0, let reset = limit.resetAt else { return }
        let budget = limit.resource ?? "core"
        lock.withLock {
            closedUntil[budget] = (max(closedUntil[budget]?.until ?? reset, reset), limit.resource)
        }
    }
}
