import Foundation
import RepoCore
import Testing

@testable import GitHubAPI

@Suite struct RetryPolicyTests {
    @Test(arguments: [
        (0.5, [Duration.milliseconds(500), .seconds(1), .seconds(2)]),
        (0.0, [.milliseconds(375), .milliseconds(750), .milliseconds(1_500)]),
        (1.0, [.milliseconds(625), .milliseconds(1_250), .milliseconds(2_500)]),
    ])
    func backoffDoublesWithAQuarterOfJitterEitherWay(random: Double, expected: [Duration]) {
        let policy = RetryPolicy(random: { random })
        #expect((1...3).map(policy.backoff(beforeRetry:)) == expected)
    }
}

@Suite struct RetryBudgetTests {
    static let url = URL(string: "https://api.github.com/users/octocat/repos")!

    static func reply(_ status: Int, _ headers: [String: String] = [:], body: String = "") -> HTTPReply {
        HTTPReply(url: url, status: status, headers: headers, body: Data(body.utf8))
    }

    @Test(arguments: [
        (reply(500), RetryBudget.Step.retry(after: .milliseconds(500), reason: .serverError(status: 500))),
        (reply(503), .retry(after: .milliseconds(500), reason: .serverError(status: 503))),
        (reply(403, ["Retry-After": "10"], body: #"{"message":"slow down"}"#),
         .retry(after: .seconds(10), reason: .secondaryRateLimit)),
        (reply(429), .retry(after: .seconds(60), reason: .secondaryRateLimit)),
        (reply(403, body: #"{"message":"You have exceeded a secondary rate limit."}"#),
         .retry(after: .seconds(60), reason: .secondaryRateLimit)),
        // Primary: remaining 0 wins over Retry-After; only the reset time helps.
        (reply(403, ["X-RateLimit-Remaining": "0", "Retry-After": "10"]), .deliver),
        (reply(429, ["x-ratelimit-remaining": "0"]), .deliver),
        (reply(403, ["Retry-After": "121"]), .deliver),
        (reply(403, body: #"{"message":"Resource not accessible by integration"}"#), .deliver),
        (reply(404), .deliver),
        (reply(422), .deliver),
        (reply(200), .deliver),
        (reply(304), .deliver),
    ])
    func theFirstFailureOfEachKind(reply: HTTPReply, expected: RetryBudget.Step) {
        var budget = RetryBudget(policy: RetryPolicy(random: { 0.5 }))
        #expect(budget.step(after: reply) == expected)
    }

    @Test func transientFailuresShareThreeRetriesThenTheAnswerStands() {
        var budget = RetryBudget(policy: RetryPolicy(random: { 0.5 }))
        let lost = TransportFailure(error: .transport("connection lost"), isTransient: true)
        let steps = [
            budget.step(after: Self.reply(502)), budget.step(after: lost), budget.step(after: Self.reply(500)),
            budget.step(after: Self.reply(500)),
        ]
        #expect(steps == [
            .retry(after: .milliseconds(500), reason: .serverError(status: 502)),
            .retry(after: .seconds(1), reason: .transport("connection lost")),
            .retry(after: .seconds(2), reason: .serverError(status: 500)),
            .deliver,
        ])
    }

    @Test func aSecondaryLimitIsWaitedOutOnlyOnce() {
        var budget = RetryBudget(policy: .standard)
        let limited = Self.reply(429, ["Retry-After": "5"])
        #expect(budget.step(after: limited) == .retry(after: .seconds(5), reason: .secondaryRateLimit))
        #expect(budget.step(after: limited) == .deliver)
    }

    @Test func failuresThatWillNotHealAreNeverRetried() {
        var budget = RetryBudget(policy: .standard)
        #expect(budget.step(after: TransportFailure(error: .transport("connection refused"), isTransient: false)) == .deliver)
        #expect(budget.step(after: TransportFailure(error: .cancelled, isTransient: false)) == .deliver)
    }

    @Test func neverMeansOneAttempt() {
        var budget = RetryBudget(policy: .never)
        #expect(budget.step(after: Self.reply(503)) == .deliver)
        #expect(budget.step(after: Self.reply(429, ["Retry-After": "1"])) == .deliver)
    }
}

@Suite struct RedirectTargetTests {
    static let current = URL(string: "https://api.github.com/users/old/repos?per_page=100")!

    static func moved(to location: String?) -> HTTPReply {
        HTTPReply(url: current, status: 301, headers: location.map { ["Location": $0] } ?? [:], body: Data())
    }

    @Test func sameOriginAbsoluteAndRelativeLocationsAreFollowed() throws {
        #expect(try ResilientTransport.redirectTarget(of: Self.moved(to: "https://api.github.com/users/new/repos?per_page=100"))
            == URL(string: "https://api.github.com/users/new/repos?per_page=100"))
        #expect(try ResilientTransport.redirectTarget(of: Self.moved(to: "/repositories/42"))
            == URL(string: "https://api.github.com/repositories/42"))
    }

    @Test(arguments: ["https://evil.example/users/new/repos", "http://api.github.com/users/new/repos", "https://api.github.com:444/x"])
    func anotherOriginIsRefused(location: String) {
        #expect(throws: TransportFailure.self) { try ResilientTransport.redirectTarget(of: Self.moved(to: location)) }
    }

    @Test func aRedirectWithoutLocationIsRefused() {
        #expect(throws: TransportFailure.self) { try ResilientTransport.redirectTarget(of: Self.moved(to: nil)) }
    }

    @Test func otherStatusesAreNotRedirects() throws {
        let ok = HTTPReply(url: Self.current, status: 200, headers: ["Location": "https://evil.example/"], body: Data())
        #expect(try ResilientTransport.redirectTarget(of: ok) == nil)
    }
}
