import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import TestSupport
import Testing

/// How the real client reports each way the (real) stub can fail.
@Suite struct GitHubClientFailureTests {
    @Test(arguments: [
        (StubFault.badCredentials, GitHubError.tokenRequired("Bad credentials")),
        (.secondaryRateLimit(retryAfterSeconds: 60),
         .rateLimited(resetAt: nil, retryAfterSeconds: 60,
                      message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
                      budget: "core")),
        (.tooManyRequests(retryAfterSeconds: 30),
         .rateLimited(resetAt: nil, retryAfterSeconds: 30, message: "Too Many Requests", budget: "core")),
        (.status(500, message: "Server Error"), .http(status: 500, message: "Server Error")),
        (.status(403, message: "Resource not accessible by integration"),
         .http(status: 403, message: "Resource not accessible by integration")),
        (.status(404, message: "Not Found"), .userNotFound("octocat")),
        (.truncatedJSON, .unexpectedResponse("body is not valid JSON")),
        (.wrongShape, .unexpectedResponse("body has the wrong shape")),
        (.htmlErrorPage(status: 200), .unexpectedResponse("an HTML page instead of JSON")),
        (.dropConnection(afterBytes: 100),
         .unexpectedResponse("response cut off: the connection closed before the body was complete")),
    ])
    func listingMapsEachFault(fault: StubFault, expected: GitHubError) async throws {
        try await withStubServer { server, baseURL in
            await server.inject(fault)
            await #expect(throws: expected) {
                try await makeClient(baseURL).repositories(of: username("octocat"))
            }
        }
    }

    /// Issue 14, item 14: the same 401 means a rejected token only when one was sent.
    @Test func a401WithATokenBlamesTheTokenAndWithoutOneSaysTheServerWantsOne() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.badCredentials)
            await #expect(throws: GitHubError.unauthorized("Bad credentials")) {
                try await makeClient(baseURL, token: "ghp_abcdefghijklmnopqrstuvwxyz0123456789").repositories(of: username("octocat"))
            }
            await #expect(throws: GitHubError.tokenRequired("Bad credentials")) {
                try await makeClient(baseURL).repositories(of: username("octocat"))
            }
        }
        #expect(GitHubError.tokenRequired(nil).userMessage
            == "this GitHub server requires a token (401): set GH_TOKEN or GITHUB_TOKEN, or log in with `gh auth login`")
        #expect(GitHubError.unauthorized(nil).userMessage == "GitHub rejected the token (401): check GH_TOKEN / GITHUB_TOKEN, or log in again with `gh auth login`")
    }

    @Test func anExhaustedPrimaryLimitSaysWhenItResets() async throws {
        let spy = RateLimitSpy()
        let error = try await withStubServer { server, baseURL in
            await server.inject(.rateLimitExhausted)
            return await #expect(throws: GitHubError.self) {
                try await makeClient(baseURL, rateLimits: spy).repositories(of: username("octocat"))
            }
        }
        let reading = try #require(spy.all.last)
        #expect(reading.remaining == 0)
        #expect(error == .rateLimited(
            resetAt: reading.resetAt, retryAfterSeconds: nil,
            message: "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)",
            budget: "core", tokenSent: false))
    }

    /// Issue 32, item 2: a spent budget with a token is the token's; the advice must not be
    /// "set a token", and a request after it is not sent (the gate keeps budget and token).
    @Test func anExhaustedLimitWithATokenIsTheTokensBudgetAndTheNextRequestIsNotSent() async throws {
        let spy = RateLimitSpy()
        let (first, second, requests) = try await withStubServer { server, baseURL in
            await server.inject(.rateLimitExhausted)
            let client = makeClient(baseURL, token: "ghp_abcdefghijklmnopqrstuvwxyz0123456789", rateLimits: spy)
            let first = await #expect(throws: GitHubError.self) { try await client.repositories(of: username("octocat")) }
            let second = await #expect(throws: GitHubError.self) { try await client.repositories(of: username("octocat")) }
            return (first, second, await server.recordedRequests.count)
        }
        let reading = try #require(spy.all.last)
        guard case .rateLimited(_, _, let message?, _, _)? = first else {
            Issue.record("not a rate limit: \(String(describing: first))")
            return
        }
        #expect(message.hasPrefix("API rate limit exceeded for user ID "))
        #expect(first == .rateLimited(resetAt: reading.resetAt, retryAfterSeconds: nil, message: message,
                                      budget: "core", tokenSent: true))
        #expect(second == .rateLimited(resetAt: reading.resetAt, retryAfterSeconds: nil, message: nil,
                                       budget: "core", tokenSent: true))
        #expect(requests == 1)
    }

    @Test func aFailingLaterPageFailsTheWholeListNeverHalfOfIt() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.truncatedJSON, forPathPrefix: "/user/", count: 1)
            await #expect(throws: GitHubError.unexpectedResponse("body is not valid JSON")) {
                try await makeClient(baseURL, maxConcurrentPages: 1).repositories(of: username("big-org"))
            }
            #expect(await server.recordedRequests.count == 2)
        }
    }

    @Test func aFailingPageAmongConcurrentOnesFailsTheWholeList() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.truncatedJSON, forPathPrefix: "/user/", count: 1)
            await #expect(throws: GitHubError.unexpectedResponse("body is not valid JSON")) {
                try await makeClient(baseURL, maxConcurrentPages: 4).repositories(of: username("mega-org"))
            }
        }
    }

    @Test(arguments: [StubFault.truncatedJSON, .wrongShape, .htmlErrorPage(status: 200), .dropConnection(afterBytes: nil)])
    func aBadPageOfACachedListingFailsItRatherThanMixingOldAndNew(fault: StubFault) async throws {
        try await withStubServer { server, baseURL in
            let client = makeClient(baseURL)
            var cached = try await cachedListing(of: "big-org", client: client)
            // Page 2 changed since: it is downloaded, and its body is broken.
            cached.pageValidators[1].etag = "\"stale\""
            await server.inject(fault, forPathPrefix: "/user/")
            let error = await #expect(throws: GitHubError.self) {
                try await client.repositories(of: username("big-org"), revalidating: cached)
            }
            guard case .unexpectedResponse? = error else {
                Issue.record("expected unexpectedResponse, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func aWrongFieldTypeSaysWhichField() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.wrongShape)
            await #expect(throws: GitHubError.unexpectedResponse("field 'id' has the wrong type")) {
                try await makeClient(baseURL).repository(owner: "octocat", name: "Hello-World")
            }
        }
    }

    @Test(arguments: [401, 403, 404, 422, 500])
    func theTokenNeverAppearsInAnErrorEvenWhenTheServerEchoesIt(status: Int) async throws {
        let token = "ghp_NeverShowThis0123456789"
        try await withStubServer { server, baseURL in
            await server.inject(.echoAuthorization(status: status))
            let client = makeClient(baseURL, token: token)
            let failures: [GitHubError?] = [
                await #expect(throws: GitHubError.self) { try await client.repositories(of: username("octocat")) },
                await #expect(throws: GitHubError.self) { try await client.repository(owner: "octocat", name: "linguist") },
            ]
            for failure in failures {
                let error = try #require(failure)
                for text in ["\(error)", String(reflecting: error), error.userMessage, error.localizedDescription] {
                    #expect(!text.contains(token))
                }
            }
            // The stub really did receive (and echo) the token: the redaction is what hid it.
            #expect(await server.recordedRequests.allSatisfy { $0.headers["authorization"] == "Bearer \(token)" })
        }
    }

    @Test func aClosedPortIsConnectionRefused() async throws {
        let server = GitHubStubServer(dataset: .sample)
        let baseURL = try await server.start()
        await server.stop()
        await #expect(throws: GitHubError.transport("connection refused")) {
            try await makeClient(baseURL).repositories(of: username("octocat"))
        }
    }

    @Test func aSlowServerTimesOut() async throws {
        try await withStubServer(options: .init(latency: .seconds(3))) { _, baseURL in
            await #expect(throws: GitHubError.transport("timed out")) {
                try await makeClient(baseURL, timeout: 0.3).repositories(of: username("octocat"))
            }
        }
    }

    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        // The answer would take a minute; only the cancellation can end the request sooner.
        try await withStubServer(options: .init(latency: .seconds(60))) { server, baseURL in
            let client = makeClient(baseURL, timeout: 120)
            let task = Task { try await client.repositories(of: username("octocat")) }
            try await waitUntil(timeout: .seconds(30)) { await server.recordedRequests.count == 1 }
            task.cancel()
            await #expect(throws: GitHubError.cancelled) { try await task.value }
        }
    }
}
