import Foundation

/// Told before every wait for a retry, so the UI can say why and count down.
public struct RetryNotice: Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// GitHub's secondary rate limit (403 or 429 saying "wait"). Its message is left out:
        /// it comes from the server, and a notice is shown as it is, unredacted.
        case secondaryRateLimit
        /// A 5xx answer.
        case serverError(status: Int)
        /// No complete answer: timed out, connection lost, body cut off. A short description.
        case transport(String)
    }

    public var reason: Reason
    /// How long the client waits before the next attempt.
    public var delay: Duration
    /// The attempt that failed, counting from 1.
    public var attempt: Int
    /// The request that failed (the token is never part of a URL).
    public var url: URL

    public init(reason: Reason, delay: Duration, attempt: Int, url: URL) {
        self.reason = reason
        self.delay = delay
        self.attempt = attempt
        self.url = url
    }
}

/// Told about every retry the client is about to wait for.
public typealias RetryObserver = @Sendable (RetryNotice) -> Void
