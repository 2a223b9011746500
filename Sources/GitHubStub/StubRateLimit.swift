import Foundation

/// The budgets of `StubRateLimitPolicy` as they are spent, and the `x-ratelimit-*` headers
/// that report them. Callers pass the time, so the counting itself stays deterministic.
struct StubRateLimit: Sendable {
    private struct Budget: Sendable {
        let resource: Resource
        let limit: Int
        var remaining: Int
        /// UTC epoch seconds, as GitHub reports it; the window ends then.
        var resetEpoch: Int
    }

    /// GitHub's separate buckets: search has its own small per-minute budget.
    enum Resource: String, Sendable {
        case core, search

        /// `/search/…` counts against the search budget, everything else against core.
        init(path: String) {
            self = path.hasPrefix("/search/") ? .search : .core
        }
    }

    private struct Key: Hashable, Sendable {
        var authorization: String
        var resource: Resource
    }

    let policy: StubRateLimitPolicy
    /// Keyed by the `Authorization` header ("" is the unauthenticated budget) and the bucket.
    private var budgets: [Key: Budget] = [:]

    init(policy: StubRateLimitPolicy = StubRateLimitPolicy()) {
        self.policy = policy
    }

    /// True when the policy is enforced and this caller has nothing left in this window.
    mutating func isSpent(authorization: String?, resource: Resource = .core, now: Date) -> Bool {
        policy.enforced && budget(authorization, resource, now: now).remaining == 0
    }

    /// Counts one request and returns the headers to send with it.
    mutating func consume(authorization: String?, resource: Resource = .core, now: Date) -> [(String, String)] {
        var budget = budget(authorization, resource, now: now)
        if !policy.enforced && budget.remaining <= 1 {
            // Unenforced: start the next window early rather than ever report 0.
            budget = fresh(resource, limit: budget.limit, now: now)
        }
        budget.remaining = max(0, budget.remaining - 1)
        budgets[Key(authorization: authorization ?? "", resource: resource)] = budget
        return Self.headers(budget)
    }

    /// The headers without counting (for 304s, which GitHub does not charge, and for errors).
    mutating func current(authorization: String?, resource: Resource = .core, now: Date) -> [(String, String)] {
        Self.headers(budget(authorization, resource, now: now))
    }

    /// The headers of a spent budget, for `StubFault.rateLimitExhausted`.
    mutating func spent(authorization: String?, resource: Resource = .core, now: Date) -> [(String, String)] {
        var budget = budget(authorization, resource, now: now)
        budget.remaining = 0
        return Self.headers(budget)
    }

    /// `GET /rate_limit`: `resources.core`, `resources.search`, and the deprecated `rate`,
    /// which mirrors core.
    mutating func overview(authorization: String?, now: Date) -> JSONValue {
        func reading(_ resource: Resource) -> JSONValue {
            let budget = budget(authorization, resource, now: now)
            return .object([
                ("limit", .int(budget.limit)),
                ("remaining", .int(budget.remaining)),
                ("reset", .int(budget.resetEpoch)),
                ("used", .int(budget.limit - budget.remaining)),
                ("resource", .string(resource.rawValue)),
            ])
        }
        let core = reading(.core)
        return .object([("resources", .object([("core", core), ("search", reading(.search))])), ("rate", core)])
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

    /// The caller's budget in `resource`, renewed when its window has ended.
    private mutating func budget(_ authorization: String?, _ resource: Resource, now: Date) -> Budget {
        let key = Key(authorization: authorization ?? "", resource: resource)
        if let budget = budgets[key], now.timeIntervalSince1970 < Double(budget.resetEpoch) { return budget }
        let limit = switch resource {
        case .core: key.authorization.isEmpty ? policy.unauthenticatedLimit : policy.authenticatedLimit
        case .search: key.authorization.isEmpty ? policy.unauthenticatedSearchLimit : policy.authenticatedSearchLimit
        }
        let budget = fresh(resource, limit: limit, now: now)
        budgets[key] = budget
        return budget
    }

    private func fresh(_ resource: Resource, limit: Int, now: Date) -> Budget {
        let window = resource == .search ? policy.searchWindow : policy.window
        // Rounded up, so a client that waits until `reset` always finds the new window.
        let reset = Int((now.timeIntervalSince1970 + window.secondsValue).rounded(.up))
        return Budget(resource: resource, limit: limit, remaining: limit, resetEpoch: reset)
    }

    private static func headers(_ budget: Budget) -> [(String, String)] {
        [
            ("X-RateLimit-Limit", String(budget.limit)),
            ("X-RateLimit-Remaining", String(budget.remaining)),
            ("X-RateLimit-Reset", String(budget.resetEpoch)),
            ("X-RateLimit-Used", String(budget.limit - budget.remaining)),
            ("X-RateLimit-Resource", budget.resource.rawValue),
        ]
    }
}
