/// How the stub counts requests against GitHub's primary ("core") rate limit, and against the
/// search API's own.
///
/// Each distinct `Authorization` header value has its own budget (a token is a user), and
/// requests without one share the unauthenticated budget, as GitHub counts per IP address.
public struct StubRateLimitPolicy: Sendable, Hashable {
    /// Requests per window without an `Authorization` header; GitHub allows 60 an hour.
    public var unauthenticatedLimit: Int
    /// Requests per window with one; GitHub allows 5,000 an hour.
    public var authenticatedLimit: Int
    /// How long a budget lasts, from the first request that draws on it.
    public var window: Duration
    /// When true, a spent budget answers 403 "API rate limit exceeded" until the window
    /// resets, as GitHub does. When false (the default) a new window starts instead, so a
    /// long test run never locks itself out; `StubFault.rateLimitExhausted` still simulates it.
    public var enforced: Bool
    /// GitHub's secondary limit on bursts of writes (`PATCH`, `PUT`, `POST`, `DELETE`): more
    /// than this many from one `Authorization` within `writeWindow` are refused with 403 and
    /// `Retry-After`, and not performed. 0 turns the limit off. Always enforced: a client under
    /// test must cope with it.
    public var writeBurst: Int
    /// The span `writeBurst` counts over; zero turns the limit off.
    public var writeWindow: Duration
    /// `/search/…` requests per `searchWindow`, counted apart from the rest (GitHub's `search`
    /// resource): 10 a minute without a token, 30 with one.
    public var unauthenticatedSearchLimit: Int
    public var authenticatedSearchLimit: Int
    public var searchWindow: Duration

    public init(
        unauthenticatedLimit: Int = 60, authenticatedLimit: Int = 5_000, window: Duration = .seconds(3_600),
        enforced: Bool = false, writeBurst: Int = 10, writeWindow: Duration = .seconds(1),
        unauthenticatedSearchLimit: Int = 10, authenticatedSearchLimit: Int = 30, searchWindow: Duration = .seconds(60)
    ) {
        self.unauthenticatedLimit = unauthenticatedLimit
        self.authenticatedLimit = authenticatedLimit
        self.window = window
        self.enforced = enforced
        self.writeBurst = writeBurst
        self.writeWindow = writeWindow
        self.unauthenticatedSearchLimit = unauthenticatedSearchLimit
        self.authenticatedSearchLimit = authenticatedSearchLimit
        self.searchWindow = searchWindow
    }
}
