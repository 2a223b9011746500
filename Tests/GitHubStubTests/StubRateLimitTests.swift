import Foundation
@testable import GitHubStub
import TestSupport
import Testing

/// The primary rate limit as GitHub reports and enforces it: headers on every answer, a
/// budget per token, 304s and `/rate_limit` for free, and (when enforced) a 403 until reset.
@Suite struct StubRateLimitTests {
    @Test func everyAnswerReportsTheBudgetAndOnlyFaultsAndNotModifiedAreFree() async throws {
        try await withStubServer { server, baseURL in
            let ok = try await get("/users/octocat", from: baseURL)
            let notFound = try await get("/users/nobody", from: baseURL)
            let moved = try await get("/users/megacorp", from: baseURL)  // followed: 301 then 200
            await server.inject(.status(500), count: 1)
            let failed = try await get("/users/octocat", from: baseURL)
            let notModified = try await get("/users/octocat", from: baseURL, headers: ["If-None-Match": ok.header("etag") ?? "-"])
            let reset = try #require(ok.header("x-ratelimit-reset"))
            func expected(remaining: Int) -> [String: String] {
                [
                    "x-ratelimit-limit": "60", "x-ratelimit-remaining": String(remaining), "x-ratelimit-used": String(60 - remaining),
                    "x-ratelimit-resource": "core", "x-ratelimit-reset": reset,
                ]
            }
            #expect([ok, notFound, moved, failed, notModified].map(\.status) == [200, 404, 200, 500, 304])
            #expect([ok, notFound, moved, failed, notModified].map(\.rateLimitHeaders) == [
                expected(remaining: 59), expected(remaining: 58), expected(remaining: 56), expected(remaining: 56),
                expected(remaining: 56),
            ])
        }
    }

    @Test func eachTokenHasItsOwnBudgetOfFiveThousand() async throws {
        try await withStubServer { _, baseURL in
            var readings: [[String?]] = []
            for authorization in [nil, "Bearer ghp_a", "Bearer ghp_b", "Bearer ghp_a", nil] {
                let headers = authorization.map { ["Authorization": $0] } ?? [:]
                let response = try await get("/users/octocat", from: baseURL, headers: headers)
                readings.append([response.header("x-ratelimit-limit"), response.header("x-ratelimit-remaining")])
            }
            #expect(readings == [["60", "59"], ["5000", "4999"], ["5000", "4999"], ["5000", "4998"], ["60", "58"]])
        }
    }

    @Test func anEnforcedBudgetRunsOutWith403() async throws {
        // An hour's window: the three requests surely share it, however slow the machine.
        let policy = StubRateLimitPolicy(unauthenticatedLimit: 2, window: .seconds(3_600), enforced: true)
        try await withStubServer(options: .init(rateLimit: policy)) { _, baseURL in
            let first = try await get("/users/octocat", from: baseURL)
            let second = try await get("/users/octocat", from: baseURL)
            let refused = try await get("/users/octocat", from: baseURL)
            let reset = try #require(refused.header("x-ratelimit-reset"))
            #expect([first, second, refused].map(\.status) == [200, 200, 403])
            #expect([first, second].map { $0.header("x-ratelimit-remaining") } == ["1", "0"])
            #expect(refused.rateLimitHeaders == [
                "x-ratelimit-limit": "2", "x-ratelimit-remaining": "0", "x-ratelimit-used": "2",
                "x-ratelimit-resource": "core", "x-ratelimit-reset": reset,
            ])
            #expect(try refused.jsonObject()["message"] as? String
                == "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)")
        }
    }

    /// The window's end on the clock the caller passes, so no test depends on how fast it runs.
    @Test func aSpentBudgetIsRenewedOnceItsWindowHasEnded() {
        var limit = StubRateLimit(policy: StubRateLimitPolicy(unauthenticatedLimit: 2, window: .seconds(3), enforced: true))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        _ = limit.consume(authorization: nil, now: start)
        _ = limit.consume(authorization: nil, now: start)

        let spentBeforeTheEnd = limit.isSpent(authorization: nil, now: start.addingTimeInterval(2.9))
        let spentAtTheEnd = limit.isSpent(authorization: nil, now: start.addingTimeInterval(3))
        #expect(spentBeforeTheEnd && !spentAtTheEnd)
        let renewed = Dictionary(uniqueKeysWithValues: limit.consume(authorization: nil, now: start.addingTimeInterval(3)).map { ($0.0.lowercased(), $0.1) })
        #expect(renewed["x-ratelimit-remaining"] == "1")
        #expect(renewed["x-ratelimit-reset"] == "1800000006")
    }

    @Test func anUnenforcedBudgetStartsANewWindowRatherThanReachZero() async throws {
        let policy = StubRateLimitPolicy(unauthenticatedLimit: 3)
        try await withStubServer(options: .init(rateLimit: policy)) { _, baseURL in
            var readings: [String?] = []
            for _ in 0..<5 { readings.append(try await get("/users/octocat", from: baseURL).header("x-ratelimit-remaining")) }
            #expect(readings == ["2", "1", "2", "1", "2"])
        }
    }

    @Test func rateLimitEndpointReportsTheBudgetWithoutSpendingIt() async throws {
        try await withStubServer { _, baseURL in
            _ = try await get("/users/octocat", from: baseURL)
            let overview = try await get("/rate_limit", from: baseURL)
            let after = try await get("/users/octocat", from: baseURL)
            let reset = try #require(overview.header("x-ratelimit-reset"))
            let core = #"{"limit":60,"remaining":59,"reset":\#(reset),"used":1,"resource":"core"}"#
            #expect(overview.status == 200)
            // Search is a budget of its own, untouched here (its window is a minute, so its reset differs).
            #expect(overview.text.hasPrefix(#"{"resources":{"core":\#(core),"search":{"limit":10,"remaining":10,"reset":"#))
            #expect(overview.text.hasSuffix(#","used":0,"resource":"search"}},"rate":\#(core)}"#))
            #expect(overview.header("x-ratelimit-remaining") == "59")
            #expect(after.header("x-ratelimit-remaining") == "58")
        }
    }
}
