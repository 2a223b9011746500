import Foundation

/// When and how long the client waits before asking GitHub again.
///
/// Transient failures (a 5xx, a timeout, a connection lost or a body cut off mid-way) are retried
/// with exponential backoff and jitter. A secondary rate limit is waited out once, as long as
/// GitHub says (`Retry-After`). Nothing else is retried: not a primary limit (remaining 0, which
/// only the reset time cures), not any other 4xx.
public struct RetryPolicy: Sendable {
    /// Retries after transient failures; 3 means at most 4 attempts.
    public var transientRetries: Int
    /// The wait before the first retry; each next one doubles it (0.5 s, 1 s, 2 s).
    public var initialBackoff: Duration
    /// Each backoff varies by up to this fraction either way (0.25: ±25 %), so clients that
    /// failed together do not all come back at the same instant.
    public var jitter: Double
    /// Retries after a secondary rate limit. GitHub bans clients that keep hammering: once.
    public var secondaryLimitRetries: Int
    /// The longest wait the client sits through. A `Retry-After` beyond it is not waited out:
    /// the request fails at once with `.rateLimited`, which carries the number for the UI.
    public var longestWait: Duration
    /// The wait when a secondary limit names no time: GitHub asks for at least a minute.
    public var secondaryLimitDefaultWait: Duration
    /// A random number in `0..<1` for the jitter; tests pass a constant.
    public var random: @Sendable () -> Double

    public init(
        transientRetries: Int = 3, initialBackoff: Duration = .milliseconds(500), jitter: Double = 0.25,
        secondaryLimitRetries: Int = 1, longestWait: Duration = .seconds(120),
        secondaryLimitDefaultWait: Duration = .seconds(60),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.transientRetries = transientRetries
        self.initialBackoff = initialBackoff
        self.jitter = jitter
        self.secondaryLimitRetries = secondaryLimitRetries
        self.longestWait = longestWait
        self.secondaryLimitDefaultWait = secondaryLimitDefaultWait
        self.random = random
    }

    /// 3 retries from 0.5 s, ±25 %; one wait of at most 120 s for a secondary limit.
    public static var standard: RetryPolicy { RetryPolicy() }

    /// Every request is tried once.
    public static var never: RetryPolicy { RetryPolicy(transientRetries: 0, secondaryLimitRetries: 0) }

    /// The wait before retry number `retry` (from 1): `initialBackoff · 2^(retry-1)`, jittered.
    func backoff(beforeRetry retry: Int) -> Duration {
        let exponent = min(max(retry - 1, 0), 30)
        let base = initialBackoff * (1 << exponent)
        let spread = min(max(jitter, 0), 1)
        let factor = 1 + spread * (2 * min(max(random(), 0), 1) - 1)
        return base * factor
    }
}
