import Foundation

/// How many requests GitHub still allows (its primary rate limit), as last reported.
public struct APIBudget: Sendable, Equatable {
    public var remaining: Int
    public var limit: Int
    public var resetAt: Date?

    public init(remaining: Int, limit: Int, resetAt: Date? = nil) {
        self.remaining = remaining
        self.limit = limit
        self.resetAt = resetAt
    }

    /// Under a tenth left: worth a warning before it runs out.
    public var isLow: Bool { remaining * 10 < limit }

    /// Whether this reading is older than `current`. Pages arrive side by side, so readings can
    /// come out of order: within one window (same limit and reset time) the budget only goes down.
    public func isOlder(than current: APIBudget?) -> Bool {
        guard let current else { return false }
        return current.limit == limit && current.resetAt == resetAt && remaining > current.remaining
    }
}
