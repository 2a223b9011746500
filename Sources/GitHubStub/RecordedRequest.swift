import Foundation

/// A request as the stub received it, for tests to assert on.
public struct RecordedRequest: Sendable, Hashable {
    public var method: String
    /// Percent-encoded, exactly as sent.
    public var path: String
    /// Percent-encoded, exactly as sent, without `?`; empty when there was none.
    public var query: String
    /// Header names lower-cased.
    public var headers: [String: String]
    /// As sent; empty for a request without one. What a write asked for (a `PATCH`'s JSON).
    public var body: Data

    public init(method: String, path: String, query: String, headers: [String: String], body: Data = Data()) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// `path?query`, or just the path.
    public var target: String { query.isEmpty ? path : path + "?" + query }

    /// The request-log line: `GET /users/octocat/repos?per_page=100 if-none-match=-`.
    /// Headers that could carry secrets are never part of it.
    public var logLine: String {
        "\(method) \(target) if-none-match=\(headers["if-none-match"] ?? "-")"
    }
}
