import Foundation

extension GitHubClient {
    /// Where and how to talk to GitHub.
    public struct Configuration: Sendable {
        public var baseURL: URL
        /// Sent as a Bearer token; never logged and never shown in an error.
        public var token: String?
        /// GitHub rejects requests without a User-Agent.
        public var userAgent: String
        /// Seconds one request may take before it fails with `.transport("timed out")` (and,
        /// being transient, is retried as `retryPolicy` says).
        public var timeout: TimeInterval
        /// Called after every response that carries rate-limit headers.
        public var rateLimitObserver: RateLimitObserver?
        /// When to try a request again, and how long to wait first.
        public var retryPolicy: RetryPolicy
        /// How those waits are waited; tests pass one that returns at once.
        public var retryClock: RetryClock
        /// Called before every wait for a retry, with its length and reason (for a countdown).
        public var retryObserver: RetryObserver?

        public static let gitHubDotCom = URL(string: "https://api.github.com")!

        public init(
            baseURL: URL = Configuration.gitHubDotCom, token: String? = nil,
            userAgent: String = "repotui/0.1.0", timeout: TimeInterval = 15,
            rateLimitObserver: RateLimitObserver? = nil,
            retryPolicy: RetryPolicy = .standard, retryClock: RetryClock = .continuous,
            retryObserver: RetryObserver? = nil
        ) {
            self.baseURL = baseURL
            self.token = token
            self.userAgent = userAgent
            self.timeout = timeout
            self.rateLimitObserver = rateLimitObserver
            self.retryPolicy = retryPolicy
            self.retryClock = retryClock
            self.retryObserver = retryObserver
        }

        /// The token as sent: surrounding whitespace (a trailing newline from a file) removed,
        /// nil when nothing is left.
        var effectiveToken: String? {
            guard let trimmed = token?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
                return nil
            }
            return trimmed
        }
    }
}
