import Foundation

/// The budgets of `StubRateLimitPolicy` as they are spent, and the `x-ratelimit-*` headers
/// that report them. Callers pass the time, so the counting itself stays deterministic.
struct StubRateLimit: Sendable {
    private struct Budget: Sendable {
        let limit: Int
        var remaining: Int
        /// UTC epoch seconds, as GitHub reports it; the window ends then.
        var resetEpoch: Int
    }

    let policy: StubRateLimitPolicy
    /// Keyed by the `Authorization` header; "" is the unauthenticated budget.
    private var budgets: [String: Budget] = [:]

    init(policy: StubRateLimitPolicy = StubRateLimitPolicy()) {
        self.policy = policy
    }

    /// True when the policy is enforced and this caller has nothing left in this window.
    mutating func isSpent(authorization: String?, now: Date) -> Bool {
        policy.enforced && budget(authorization, now: now).remaining == 0
    }

    /// Counts one request and returns the headers to send with it.
    mutating func consume(authorization: String?, now: Date) -> [(String, String)] {
        let key = authorization ?? ""
        var budget = budget(authorization, now: now)
        if !policy.enforced && budget.remaining <= 1 {
            // Unenforced: start the next window early rather than ever report 0.
            budget = Self.fresh(limit: budget.limit, now: now, window: policy.window)
        }
        budget.remaining = max(0, budget.remaining - 1)
        budgets[key] = budget
        return Self.headers(budget)
    }

    /// The headers without counting (for 304s, which GitHub does not charge, and for errors).
    mutating func current(authorization: String?, now: Date) -> [(String, String)] {
        Self.headers(budget(authorization, now: now))
    }

    /// The headers of a spent budget, for `StubFault.rateLimitExhausted`.
    mutating func spent(authorization: String?, now: Date) -> [(String, String)] {
        var budget = budget(authorization, now: now)
        budget.remaining = 0
        return Self.headers(budget)
    }

    /// `GET /rate_limit`: `resources.core` and the deprecated `rate`, which mirrors it.
    mutating func overview(authorization: String?, now: Date) -> JSONValue {
        let budget = budget(authorization, now: now)
        let core = JSONValue.object([
            ("limit", .int(budget.limit)),
            ("remaining", .int(budget.remaining)),
            ("reset", .int(budget.resetEpoch)),
            ("used", .int(budget.limit - budget.remaining)),
            ("resource", .string("core")),
        ])
        return .object([("resources", .object([("core", core)])), ("rate", core)])
    }

    /// GitHub's message for a spent budget: per IP address without a token, per user with one.
    func exhaustedMessage(authorization: String?) -> String {
        guard let authorization, !authorization.isEmpty else {
            return "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)"
        }
        // A stable made-up user id per token, so two tokens read as two users.
        let userID = Int(ContentHash.hex(of: Data(authorization.utf8), length: 6), radix: 16) ?? 1
        return "API rate limit exceeded for user ID \(userID)."
    }

    /// The caller's budget, renewed when its window has ended.
    private mutating func budget(_ authorization: String?, now: Date) -> Budget {
        let key = authorization ?? ""
        if let budget = budgets[key], now.timeIntervalSince1970 < Double(budget.resetEpoch) { return budget }
        let limit = key.isEmpty ? policy.unauthenticatedLimit : policy.authenticatedLimit
        let budget = Self.fresh(limit: limit, now: now, window: policy.window)
        budgets[key] = budget
        return budget
    }

    private static func fresh(limit: Int, now: Date, window: Duration) -> Budget {
        // Rounded up, so a client that waits until `reset` always finds the new window.
        let reset = Int((now.timeIntervalSince1970 + window.secondsValue).rounded(.up))
        return Budget(limit: limit, remaining: limit, resetEpoch: reset)
    }

    private static func headers(_ budget: Budget) -> [(String, String)] {
        [
            ("X-RateLimit-Limit", String(budget.limit)),
            ("X-RateLimit-Remaining", String(budget.remaining)),
            ("X-RateLimit-Reset", String(budget.resetEpoch)),
            ("X-RateLimit-Used", String(budget.limit - budget.remaining)),
            ("X-RateLimit-Resource", "core"),
        ]
    }
}
