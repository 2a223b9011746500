import Foundation

/// Every way asking GitHub can fail, in terms a person can act on.
public enum GitHubError: Error, Equatable, Sendable {
    /// 404 for a user: the account does not exist (or is hidden from us).
    case userNotFound(String)
    /// 404 for anything else, with GitHub's message.
    case notFound(String?)
    /// 401: the token was rejected.
    case unauthorized(String?)
    /// 401 to a request sent without a token: this server wants one.
    case tokenRequired(String?)
    /// 403/429 with the primary or secondary limit exhausted. `budget` is which of GitHub's
    /// budgets ran out (its `x-ratelimit-resource`: core, search…); `tokenSent` whether it was
    /// a token's, for which "set GH_TOKEN" would be no advice.
    case rateLimited(resetAt: Date?, retryAfterSeconds: Int?, message: String?, budget: String? = nil, tokenSent: Bool = false)
    /// Any other non-success status, with GitHub's `message` when it sent one.
    case http(status: Int, message: String?)
    /// The request never produced a response (DNS, refused, reset, timeout).
    case transport(String)
    /// A response that is not the JSON GitHub promises.
    case unexpectedResponse(String)
    case cancelled

    /// One line for a status bar or stderr.
    public var userMessage: String { userMessage(now: Date(), timeZone: .current) }

    /// One line for a status bar or stderr; a rate limit's reset is told in `timeZone`, with how
    /// long it is from `now`.
    public func userMessage(now: Date, timeZone: TimeZone) -> String {
        switch self {
        case .userNotFound(let login):
            "GitHub user '\(login)' not found"
        case .notFound(let message):
            "not found on GitHub" + (message.map { " (\($0))" } ?? "")
        case .unauthorized:
            "GitHub rejected the token (401): check GH_TOKEN / GITHUB_TOKEN, or log in again with `gh auth login`"
        case .tokenRequired:
            "this GitHub server requires a token (401): set GH_TOKEN or GITHUB_TOKEN, or log in with `gh auth login`"
        case .rateLimited(let resetAt, let retryAfter, _, let budget, let tokenSent):
            if let retryAfter {
                // A secondary limit: slow down, whoever is asking.
                "GitHub rate limit: retry in \(retryAfter) s"
            } else {
                Self.spentBudget(budget, tokenSent: tokenSent)
                    + (resetAt.map { " until \(Self.clockTime($0, timeZone: timeZone)) (\(Self.wait(from: now, to: $0)))" } ?? "")
                    + (tokenSent ? "" : "; set GH_TOKEN for a higher limit")
            }
        case .http(let status, let message):
            "GitHub answered \(status)" + (message.map { ": \($0)" } ?? "")
        case .transport(let detail):
            "cannot reach GitHub: \(detail)"
        case .unexpectedResponse(let detail):
            "unexpected response from GitHub: \(detail)"
        case .cancelled:
            "cancelled"
        }
    }

    /// "GitHub rate limit: this token's core budget is spent"; without a token the budget is
    /// the address's, which a token would raise.
    private static func spentBudget(_ budget: String?, tokenSent: Bool) -> String {
        let name = budget.map { $0 + " " } ?? ""
        return tokenSent
            ? "GitHub rate limit: this token's \(name)budget is spent"
            : "GitHub rate limit: the \(name)budget without a token is spent"
    }

    private static func clockTime(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = timeZone
        return formatter.string(from: date)
    }

    /// "in 41 min", "in 1 h 5 min", "in under a minute".
    private static func wait(from now: Date, to date: Date) -> String {
        let minutes = Int((date.timeIntervalSince(now) / 60).rounded(.up))
        if minutes <= 1 { return minutes <= 0 ? "any moment now" : "in under a minute" }
        if minutes < 60 { return "in \(minutes) min" }
        return "in \(minutes / 60) h" + (minutes % 60 == 0 ? "" : " \(minutes % 60) min")
    }
}

extension GitHubError {
    /// Any error from a `RepoSource` call as a `GitHubError`: sources throw nothing else, but a
    /// cancelled task may surface as `CancellationError`.
    public init(_ error: any Error) {
        switch error {
        case let error as GitHubError: self = error
        case is CancellationError: self = .cancelled
        default: self = .unexpectedResponse(String(describing: error))
        }
    }
}
