import Foundation
import TestSupport
import Testing

@testable import GitHubStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every fault as a client meets it on the wire: status, the headers that matter, the body.
@Suite struct FaultModeTests {
    static let rateLimitDocumentation = "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"

    @Test func anExhaustedPrimaryLimitIs403WithRemainingZeroAndGitHubsMessage() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.rateLimitExhausted)
            let response = try await get("/users/octocat/repos", from: baseURL)
            let reset = try #require(response.header("x-ratelimit-reset").flatMap(Int.init))
            let now = Int(Date().timeIntervalSince1970)
            #expect(response.status == 403)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(response.rateLimitHeaders == [
                "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-used": "60",
                "x-ratelimit-resource": "core", "x-ratelimit-reset": String(reset),
            ])
            #expect(reset > now && reset <= now + 3_601)
            #expect(response.text == #"{"message":"API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)","documentation_url":"\#(Self.rateLimitDocumentation)","status":"403"}"#)
        }
    }

    @Test func withATokenTheExhaustedLimitNamesAUserAndTheBudgetIsFiveThousand() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.rateLimitExhausted)
            let response = try await get("/users/octocat", from: baseURL, headers: ["Authorization": "Bearer ghp_one"])
            let message = try response.jsonObject()["message"] as? String
            #expect(response.status == 403)
            #expect(response.header("x-ratelimit-limit") == "5000")
            #expect(response.header("x-ratelimit-used") == "5000")
            #expect(message?.hasPrefix("API rate limit exceeded for user ID ") == true)
            #expect(message?.hasSuffix(".") == true)
        }
    }

    @Test func aSecondaryLimitIs403WithRetryAfterAndAn429TooManyRequests() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.secondaryRateLimit(retryAfterSeconds: 60), count: 1)
            await server.inject(.tooManyRequests(retryAfterSeconds: 30), count: 1)
            let secondary = try await get("/users/octocat", from: baseURL)
            let tooMany = try await get("/users/octocat", from: baseURL)
            #expect([secondary, tooMany].map(\.status) == [403, 429])
            #expect([secondary.header("retry-after"), tooMany.header("retry-after")] == ["60", "30"])
            // Issue 14, item 18: they report the primary budget, as GitHub's do — not spent.
            #expect([secondary, tooMany].map { $0.rateLimitHeaders["x-ratelimit-remaining"] } == ["60", "60"])
            #expect([secondary, tooMany].map { $0.rateLimitHeaders["x-ratelimit-resource"] } == ["core", "core"])
            #expect(secondary.text == #"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again.","documentation_url":"https://docs.github.com/rest","status":"403"}"#)
            #expect(tooMany.text == #"{"message":"Too Many Requests","documentation_url":"https://docs.github.com/rest","status":"429"}"#)
        }
    }

    @Test(arguments: [(500, "Server Error"), (502, "Bad Gateway"), (503, "Service Unavailable")])
    func serverErrorsHaveGitHubsErrorBody(status: Int, message: String) async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.status(status))
            let response = try await get("/users/octocat/repos", from: baseURL)
            #expect(response.status == status)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(response.header("x-ratelimit-resource") == "core")
            #expect(response.text == #"{"message":"\#(message)","documentation_url":"https://docs.github.com/rest","status":"\#(status)"}"#)
        }
    }

    @Test(arguments: [502, 503, 200])
    func htmlErrorPagesComeAsTextHTML(status: Int) async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.htmlErrorPage(status: status))
            let response = try await get("/users/octocat/repos", from: baseURL)
            #expect(response.status == status)
            #expect(response.header("content-type") == "text/html; charset=utf-8")
            #expect(response.header("etag") == nil)
            #expect(response.text == HTMLErrorPage.page(status: status))
            #expect(response.text.hasPrefix("<!DOCTYPE html>\n<html>\n"))
            #expect(response.text.contains(status >= 500 ? "<title>Unicorn! · GitHub</title>" : "<title>Sign in to continue</title>"))
        }
    }

    @Test(arguments: [
        (StubFault.truncatedJSON, 200, #"[{"id":1,"name":"cut-off","full_na"#),
        (.wrongShape, 200, #"{"id":"not a number","name":42}"#),
        (.badCredentials, 401, #"{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}"#),
        (.echoAuthorization(status: 422), 422,
         #"{"message":"Credentials Bearer ghp_secret were rejected","documentation_url":"https://docs.github.com/rest","status":"422"}"#),
    ])
    func bodyFaultsReplaceTheAnswer(fault: StubFault, status: Int, body: String) async throws {
        try await withStubServer { server, baseURL in
            await server.inject(fault)
            let response = try await get("/users/octocat/repos", from: baseURL, headers: ["Authorization": "Bearer ghp_secret"])
            #expect(response.status == status)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(response.text == body)
        }
    }

    @Test func countLimitedFaultsFailThenHeal() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.status(503), forPathPrefix: "/users/", count: 2)
            var statuses: [Int] = []
            for _ in 0..<2 { statuses.append(try await get("/users/octocat/repos", from: baseURL).status) }
            let elsewhere = try await get("/repos/octocat/linguist", from: baseURL)
            let left = await server.activeFaults
            statuses.append(try await get("/users/octocat/repos", from: baseURL).status)
            #expect(statuses == [503, 503, 200])
            #expect(elsewhere.status == 200)
            #expect(left == [])
        }
    }

    @Test func aFaultAimedAtOneUserLeavesTheOthersHealthy() async throws {
        var dataset = StubDataset.sample
        dataset.faults = [StubFaultRule(.status(503), target: .login("octocat"))]
        try await withStubServer(dataset: dataset) { _, baseURL in
            var statuses: [String: Int] = [:]
            for target in [
                "/users/octocat/repos", "/users/OctoCat", "/user/583231/repos?page=2", "/repos/octocat/linguist",
                "/repos/octocat/Hello-World/readme", "/repositories/1296269", "/users/big-org/repos",
                "/user/9919919/repos?page=2", "/repos/big-org/service-001", "/users/octocat-fan",
            ] {
                statuses[target] = try await get(target, from: baseURL).status
            }
            #expect(statuses == [
                "/users/octocat/repos": 503, "/users/OctoCat": 503, "/user/583231/repos?page=2": 503,
                "/repos/octocat/linguist": 503, "/repos/octocat/Hello-World/readme": 503, "/repositories/1296269": 503,
                "/users/big-org/repos": 200, "/user/9919919/repos?page=2": 200, "/repos/big-org/service-001": 200,
                "/users/octocat-fan": 404,
            ])
        }
    }

    @Test func aCountedFaultForOneUserIsSpentOnlyByThatUser() async throws {
        var dataset = StubDataset.sample
        dataset.faults = [StubFaultRule(.status(502), target: .login("octocat"), count: 1)]
        try await withStubServer(dataset: dataset) { server, baseURL in
            var statuses: [Int] = []
            for target in ["/users/big-org", "/users/big-org/repos", "/users/octocat", "/users/octocat"] {
                statuses.append(try await get(target, from: baseURL).status)
            }
            #expect(statuses == [200, 200, 502, 200])
            #expect(await server.activeFaults == [])
        }
    }

    @Test func rulesApplyInOrderDatasetFirstAndInjectionsBeforeStartAreKept() async throws {
        var dataset = StubDataset.sample
        dataset.faults = [StubFaultRule(.status(500), target: .pathPrefix("/users/octocat"), count: 1)]
        let server = GitHubStubServer(dataset: dataset)
        await server.inject(.status(503), forPathPrefix: "/users/", count: 2)
        let baseURL = try await server.start()
        var statuses: [Int] = []
        for _ in 0..<4 { statuses.append(try await get("/users/octocat", from: baseURL).status) }
        await server.stop()
        #expect(statuses == [500, 503, 503, 200])
    }

    @Test func theChangingFaultDefeatsIfNoneMatch() async throws {
        let stars = StubDataset.sample.user(login: "octocat")!.repo(named: "Hello-World")!.stargazersCount
        try await withStubServer { server, baseURL in
            await server.inject(.changesEveryRequest, forPathPrefix: "/users/octocat/repos")
            let first = try await get("/users/octocat/repos", from: baseURL)
            let second = try await get("/users/octocat/repos", from: baseURL)
            let third = try await get(
                "/users/octocat/repos", from: baseURL, headers: ["If-None-Match": second.header("etag") ?? "-"])
            await server.clearFaults()
            let healthy = try await get("/users/octocat/repos", from: baseURL)
            let cached = try await get(
                "/users/octocat/repos", from: baseURL, headers: ["If-None-Match": healthy.header("etag") ?? "-"])
            let responses = [first, second, third]
            func helloWorldStars(_ response: WireResponse) throws -> Int? {
                try response.jsonArray().first { $0["name"] as? String == "Hello-World" }?["stargazers_count"] as? Int
            }
            #expect(responses.map(\.status) == [200, 200, 200])
            #expect(try responses.map(helloWorldStars) == [stars + 1, stars + 2, stars + 3])
            #expect(Set(responses.compactMap { $0.header("etag") }).count == 3)
            #expect(try helloWorldStars(healthy) == stars)
            #expect(cached.status == 304)
        }
    }

    @Test func addedLatencyOutlastsAShortClientTimeoutThenHeals() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.latency(milliseconds: 5_000), forPathPrefix: "/users/octocat", count: 1)
            await #expect(throws: URLError.self) {
                try await get("/users/octocat", from: baseURL, timeout: 0.3)
            }
            let healed = try await get("/users/octocat", from: baseURL, timeout: 30)
            #expect(healed.status == 200)
            #expect(await server.activeFaults == [])
        }
    }

    @Test func aTrickledBodyArrivesWholeInManyPieces() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.trickle(bytesPerChunk: 200, intervalMilliseconds: 25), forPathPrefix: "/users/octocat", count: 1)
            let trickled = try await RawHTTPExchange.get("/users/octocat", port: baseURL.port!)
            let healthy = try await RawHTTPExchange.get("/users/octocat", port: baseURL.port!)
            #expect(trickled.status == 200)
            #expect(trickled.header("content-length") == String(healthy.body.count))
            #expect(trickled.header("etag") == healthy.header("etag"))
            #expect(trickled.body == healthy.body)
            #expect(healthy.body.count > 1_000)
            // Pieces 25 ms apart cannot all share one read unless the reader stalls for ~150 ms.
            #expect(trickled.bodyReads > 1)
        }
    }

    @Test func aDroppedConnectionPromisesTheWholeBodyAndSendsPartOfIt() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.dropConnection(afterBytes: 100), forPathPrefix: "/users/octocat/repos", count: 1)
            await server.inject(.dropConnection(afterBytes: nil), forPathPrefix: "/users/octocat/repos", count: 1)
            let port = baseURL.port!
            let hundred = try await RawHTTPExchange.get("/users/octocat/repos", port: port)
            let half = try await RawHTTPExchange.get("/users/octocat/repos", port: port, headers: ["If-None-Match": "*"])
            let healthy = try await RawHTTPExchange.get("/users/octocat/repos", port: port)
            let length = healthy.body.count
            #expect([hundred, half, healthy].map(\.status) == [200, 200, 200])
            #expect([hundred.header("content-length"), half.header("content-length")] == [String(length), String(length)])
            #expect(hundred.body == healthy.body.prefix(100))
            #expect(half.body == healthy.body.prefix(length / 2))
        }
    }

    @Test func aDroppedConnectionFailsAURLSessionRequest() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.dropConnection(afterBytes: 10), count: 1)
            await #expect(throws: URLError.self) {
                try await get("/users/octocat/repos", from: baseURL)
            }
            let healed = try await get("/users/octocat/repos", from: baseURL)
            #expect(healed.status == 200)
        }
    }
}
