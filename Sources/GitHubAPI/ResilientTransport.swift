import Foundation
import Logging
import RepoCore

/// `GitHubTransport` with the patience GitHub asks for: transient failures retried with
/// backoff, a secondary rate limit waited out once (with every other request of the client
/// held meanwhile), redirects followed within the origin.
struct ResilientTransport: Sendable {
    let transport: GitHubTransport
    let policy: RetryPolicy
    let clock: RetryClock
    let observer: RetryObserver?
    let hold: SecondaryLimitHold
    let gate: PrimaryLimitGate
    let logger: Logger

    /// A renamed user or repository takes one hop; five is a loop.
    static let maximumRedirects = 5

    init(configuration: GitHubClient.Configuration, transport: GitHubTransport, logger: Logger) {
        self.transport = transport
        self.policy = configuration.retryPolicy
        self.clock = configuration.retryClock
        self.observer = configuration.retryObserver
        self.hold = SecondaryLimitHold()
        self.gate = PrimaryLimitGate()
        self.logger = logger
    }

    /// The final answer to `url`, whatever its status; throws only when no answer came (after
    /// the retries), when a redirect leads elsewhere, or when the task is cancelled.
    /// `HTTPReply.url` is where the answer came from, after redirects.
    func get(
        _ url: URL, accept: String = GitHubTransport.jsonMediaType, ifNoneMatch etag: String? = nil
    ) async throws(GitHubError) -> HTTPReply {
        try await send(url, method: "GET", accept: accept, ifNoneMatch: etag)
    }

    /// The same for any method. Starring's `PUT` and `DELETE` are idempotent, so retrying them
    /// is as safe as retrying a `GET`; a redirect keeps the method (GitHub sends 307 for them).
    /// So are the changes repotui makes (a `PATCH` setting a value, a `PUT` of every topic, a
    /// `DELETE`, a fork's sync); a secondary limit's answer means nothing was done.
    func send(
        _ url: URL, method: String, accept: String = GitHubTransport.jsonMediaType, ifNoneMatch etag: String? = nil,
        body: Data? = nil
    ) async throws(GitHubError) -> HTTPReply {
        var budget = RetryBudget(policy: policy)
        var target = url
        var redirects = 0
        while true {
            if let closed = gate.closed(for: target, at: Date()) {
                logger.info("GitHub request not sent: rate limit spent", metadata: ["url": "\(target.absoluteString)"])
                throw .rateLimited(resetAt: closed.until, retryAfterSeconds: nil, message: nil, budget: closed.budget)
            }
            if let remaining = hold.remaining {
                logger.debug("GitHub request held", metadata: ["url": "\(target.absoluteString)", "delay": "\(remaining)"])
                try await clock.wait(remaining)
            }
            let step: RetryBudget.Step
            do throws(TransportFailure) {
                let reply = try await transport.send(target, method: method, accept: accept, ifNoneMatch: etag, body: body)
                gate.observe(reply)
                if let location = try Self.redirectTarget(of: reply) {
                    redirects += 1
                    guard redirects <= Self.maximumRedirects else {
                        throw TransportFailure(error: .unexpectedResponse("too many redirects"), isTransient: false)
                    }
                    target = location
                    continue
                }
                step = budget.step(after: reply)
                if step == .deliver { return reply }
            } catch {
                if error.error == .cancelled { throw .cancelled }
                step = budget.step(after: error)
                if step == .deliver { throw error.error }
            }
            guard case .retry(let delay, let reason) = step else { continue }
            let notice = RetryNotice(reason: reason, delay: delay, attempt: budget.failedAttempts, url: target)
            logger.info(
                "GitHub retry",
                metadata: [
                    "url": "\(target.absoluteString)", "reason": "\(reason)", "attempt": "\(notice.attempt)",
                    "delay": "\(delay)",
                ])
            observer?(notice)
            guard case .secondaryRateLimit = reason else {
                try await clock.wait(delay)
                continue
            }
            let end = hold.hold(for: delay)
            defer { hold.release(end) }
            try await clock.wait(delay)
        }
    }

    /// Where a 301, 302, 303, 307 or 308 points, nil for any other reply. A redirect to another
    /// origin is refused: the request carries the token.
    static func redirectTarget(of reply: HTTPReply) throws(TransportFailure) -> URL? {
        guard [301, 302, 303, 307, 308].contains(reply.status) else { return nil }
        guard let location = reply.header("location"),
            let target = URL(string: location, relativeTo: reply.url)?.absoluteURL, target.host != nil
        else {
            throw TransportFailure(error: .unexpectedResponse("redirect without a usable Location"), isTransient: false)
        }
        guard target.origin == reply.url.origin else {
            throw TransportFailure(error: .unexpectedResponse("redirect to another host refused"), isTransient: false)
        }
        return target
    }
}
