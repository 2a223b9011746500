import Foundation

extension GitHubClient {
    /// Where and how to talk to GitHub.
    public struct Configuration: Sendable {
        public var baseURL: URL
        /// Sent as a Bearer token; never logged and never shown in an error.
        public var token: String?
        /// GitHub rejects requests without a User-Agent.
        public var userAgent: String
        /// Seconds one request may take before it fails with `.transport("timed out")`.
        public var timeout: TimeInterval
        /// Called after every response that carries rate-limit headers.
        public var rateLimitObserver: RateLimitObserver?

        public static let gitHubDotCom = URL(string: "https://api.github.com")!

        public init(
            baseURL: URL = Configuration.gitHubDotCom, token: String? = nil,
            userAgent: String = "repotui/0.1.0", timeout: TimeInterval = 15,
            rateLimitObserver: RateLimitObserver? = nil
        ) {
            self.baseURL = baseURL
            self.token = token
            self.userAgent = userAgent
            self.timeout = timeout
            self.rateLimitObserver = rateLimitObserver
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
