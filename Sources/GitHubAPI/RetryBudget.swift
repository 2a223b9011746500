import Foundation
import RepoCore

/// What one request may still try, and what each outcome calls for: hand the answer over, or
/// wait and ask again. Pure bookkeeping: the waiting and the asking are `ResilientTransport`'s.
struct RetryBudget {
    enum Step: Equatable {
        /// The answer stands (a success, a 304, or an error no retry will cure).
        case deliver
        case retry(after: Duration, reason: RetryNotice.Reason)
    }

    let policy: RetryPolicy
    private(set) var transientFailures = 0
    private(set) var secondaryLimitWaits = 0

    init(policy: RetryPolicy) {
        self.policy = policy
    }

    /// Attempts made so far that failed.
    var failedAttempts: Int { transientFailures + secondaryLimitWaits }

    /// After a reply with a status: retry a 5xx with backoff, wait out a secondary limit once.
    mutating func step(after reply: HTTPReply) -> Step {
        if (500...599).contains(reply.status) {
            return transient(reason: .serverError(status: reply.status))
        }
        guard reply.status == 403 || reply.status == 429 else { return .deliver }
        switch RateLimitKind(reply) {
        case .primary, nil:
            // Remaining 0: nothing changes before the reset time, which the error carries.
            return .deliver
        case .secondary(let retryAfter):
            let wait = retryAfter ?? policy.secondaryLimitDefaultWait
            guard secondaryLimitWaits < policy.secondaryLimitRetries, wait <= policy.longestWait else {
                return .deliver
            }
            secondaryLimitWaits += 1
            return .retry(after: max(wait, .zero), reason: .secondaryRateLimit)
        }
    }

    /// After a failure without a usable reply: retry it when it is transient.
    mutating func step(after failure: TransportFailure) -> Step {
        guard failure.isTransient else { return .deliver }
        return transient(reason: .transport(Self.shortDescription(of: failure.error)))
    }

    private mutating func transient(reason: RetryNotice.Reason) -> Step {
        guard transientFailures < policy.transientRetries else { return .deliver }
        transientFailures += 1
        return .retry(after: policy.backoff(beforeRetry: transientFailures), reason: reason)
    }

    private static func shortDescription(of error: GitHubError) -> String {
        switch error {
        case .transport(let detail), .unexpectedResponse(let detail): detail
        default: error.userMessage
        }
    }
}

/// Which of GitHub's two rate limits a 403 or 429 reports, if any (FACTS §5).
private enum RateLimitKind {
    /// The hourly budget is spent: `x-ratelimit-remaining: 0`.
    case primary
    /// "Slow down": `Retry-After`, a 429, or the secondary-limit message.
    case secondary(retryAfter: Duration?)

    init?(_ reply: HTTPReply) {
        if reply.header("x-ratelimit-remaining")?.trimmingCharacters(in: .whitespaces) == "0" {
            self = .primary
            return
        }
        let retryAfter = reply.header("retry-after")
            .flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            .map { Duration.seconds(max($0, 0)) }
        let saysSecondary = BasicErrorDTO.message(in: reply.body)?.lowercased().contains("secondary rate limit") == true
        guard retryAfter != nil || reply.status == 429 || saysSecondary else { return nil }
        self = .secondary(retryAfter: retryAfter)
    }
}
