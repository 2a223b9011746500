import Foundation
import GitHubAPI
import TestSupport
import Testing

@Suite struct RateLimitTests {
    @Test func readsAllFiveHeadersInAnyCase() {
        let rateLimit = RateLimit(headers: [
            "X-RateLimit-Limit": "5000", "x-ratelimit-remaining": "4962", "X-RATELIMIT-USED": "38",
            "X-RateLimit-Reset": "1658208999", "X-RateLimit-Resource": "core", "Content-Type": "application/json",
        ])
        #expect(rateLimit == RateLimit(
            limit: 5000, remaining: 4962, used: 38, resetAt: Date(timeIntervalSince1970: 1_658_208_999), resource: "core"))
    }

    @Test func isNilWithoutAnyRateLimitHeader() {
        #expect(RateLimit(headers: ["Content-Type": "application/json"]) == nil)
    }

    @Test func unreadableNumbersAreLeftOut() {
        #expect(RateLimit(headers: ["x-ratelimit-limit": "lots", "x-ratelimit-remaining": " 7 "])
            == RateLimit(limit: nil, remaining: 7))
    }

    @Test(.enabled(if: Fixtures.isAvailable, "needs ../shared/fixtures/github (recorded GitHub responses)"))
    func readsTheRecordedGetRepositoryHeaders() throws {
        let exchange = try #require(try RecordedExchange.load("octokit-scenarios/get-repository/raw-fixture.json").first)
        #expect(RateLimit(headerValue: { exchange.header($0) }) == RateLimit(
            limit: 5000, remaining: 4962, used: 38, resetAt: Date(timeIntervalSince1970: 1_658_208_999), resource: "core"))
    }
}
