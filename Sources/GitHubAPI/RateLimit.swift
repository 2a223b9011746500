import Foundation

/// GitHub's `x-ratelimit-*` response headers: how many requests are left and until when.
public struct RateLimit: Sendable, Hashable {
    public var limit: Int?
    public var remaining: Int?
    public var used: Int?
    /// When the window resets (`x-ratelimit-reset`, UTC epoch seconds).
    public var resetAt: Date?
    /// Which bucket the request counted against: `core`, `search`, …
    public var resource: String?

    public init(
        limit: Int? = nil, remaining: Int? = nil, used: Int? = nil, resetAt: Date? = nil,
        resource: String? = nil
    ) {
        self.limit = limit
        self.remaining = remaining
        self.used = used
        self.resetAt = resetAt
        self.resource = resource
    }

    /// Reads the headers through `value(forHeader:)` (which must be case-insensitive);
    /// nil when the response carries none of them.
    public init?(headerValue value: (String) -> String?) {
        func integer(_ name: String) -> Int? {
            value(name).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        limit = integer("x-ratelimit-limit")
        remaining = integer("x-ratelimit-remaining")
        used = integer("x-ratelimit-used")
        resetAt = integer("x-ratelimit-reset").map { Date(timeIntervalSince1970: TimeInterval($0)) }
        resource = value("x-ratelimit-resource")?.trimmingCharacters(in: .whitespaces)
        if limit == nil, remaining == nil, used == nil, resetAt == nil, resource == nil { return nil }
    }

    /// Parses from a header dictionary with names in any case.
    public init?(headers: [String: String]) {
        let lowercased = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.init(headerValue: { lowercased[$0] })
    }
}

/// Told about every rate-limit reading, so a status line can show what is left. Pages fetched
/// side by side report from several tasks at once and in arrival order, so a later call may
/// carry an older reading: within one `resetAt`, the lowest `remaining` is the current one.
public typealias RateLimitObserver = @Sendable (RateLimit) -> Void
