import Foundation
import RepoCore

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
        /// Pages of a listing fetched side by side once page 1 says how many there are;
        /// 1 walks them strictly one after another. Values below 1 count as 1.
        public var maxConcurrentPages: Int
        /// When to try a request again, and how long to wait first.
        public var retryPolicy: RetryPolicy
        /// How those waits are waited; tests pass one that returns at once.
        public var retryClock: RetryClock
        /// Called before every wait for a retry, with its length and reason (for a countdown).
        public var retryObserver: RetryObserver?
        /// Called after every page of every listing (see also the `progress:` argument of
        /// `GitHubClient.repositories(of:revalidating:progress:)`).
        public var listingProgressObserver: ListingProgressObserver?

        public static let gitHubDotCom = URL(string: "https://api.github.com")!

        public init(
            baseURL: URL = Configuration.gitHubDotCom, token: String? = nil,
            userAgent: String = "repotui/0.1.0", timeout: TimeInterval = 15,
            rateLimitObserver: RateLimitObserver? = nil, maxConcurrentPages: Int = 4,
            retryPolicy: RetryPolicy = .standard, retryClock: RetryClock = .continuous,
            retryObserver: RetryObserver? = nil, listingProgressObserver: ListingProgressObserver? = nil
        ) {
            self.baseURL = baseURL
            self.token = token
            self.userAgent = userAgent
            self.timeout = timeout
            self.rateLimitObserver = rateLimitObserver
            self.maxConcurrentPages = maxConcurrentPages
            self.retryPolicy = retryPolicy
            self.retryClock = retryClock
            self.retryObserver = retryObserver
            self.listingProgressObserver = listingProgressObserver
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
