import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import TestSupport
import Testing

/// Retries against the real stub: transient failures come back with backoff, a secondary limit
/// is waited out once, everything else fails at once. Waits are recorded, never waited for real.
@Suite struct RetryTests {
    static let octocatTarget = "/users/octocat/repos?per_page=100&sort=pushed&direction=desc"
    static let backoffs: [Duration] = [.milliseconds(500), .seconds(1), .seconds(2)]

    @Test(arguments: [500, 502, 503], [1, 2])
    func aServerErrorThatHealsIsRetriedWithBackoff(status: Int, failures: Int) async throws {
        let retries = RetrySpy()
        let (repositories, requests) = try await withStubServer { server, baseURL in
            await server.inject(.status(status), count: failures)
            let repositories = try await makeClient(baseURL, retries: retries).repositories(of: username("octocat"))
            return (repositories, await server.recordedRequests)
        }
        #expect(repositories.count == 8)
        #expect(requests.map(\.target) == Array(repeating: Self.octocatTarget, count: failures + 1))
        #expect(retries.waits == Array(Self.backoffs.prefix(failures)))
        #expect(retries.notices.map(\.reason) == Array(repeating: .serverError(status: status), count: failures))
        #expect(retries.notices.map(\.attempt) == Array(1...failures))
    }

    @Test func threeFailuresInARowAreReportedAfterExactlyFourAttempts() async throws {
        let retries = RetrySpy()
        let requests = try await withStubServer { server, baseURL in
            // One more failure than the client retries: the fourth attempt fails too.
            await server.inject(.status(503), count: 4)
            await #expect(throws: GitHubError.http(status: 503, message: "Service Unavailable")) {
                try await makeClient(baseURL, retries: retries).repositories(of: username("octocat"))
            }
            return await server.recordedRequests
        }
        #expect(requests.count == 4)
        #expect(retries.waits == Self.backoffs)
    }

    @Test func anHTMLErrorPageFromTheFrontEndIsRetriedThenReportedAsItsStatus() async throws {
        let requests = try await withStubServer { server, baseURL in
            await server.inject(.htmlErrorPage(status: 502))
            await #expect(throws: GitHubError.http(status: 502, message: nil)) {
                try await makeClient(baseURL).repositories(of: username("octocat"))
            }
            return await server.recordedRequests
        }
        #expect(requests.count == 4)
    }

    @Test func aFailingPageOfACachedListingIsRetriedAndTheRestStillComesFromTheCache() async throws {
        let retries = RetrySpy()
        let (answer, requests) = try await withStubServer { server, baseURL in
            let cached = try await cachedListing(of: "big-org", client: makeClient(baseURL))
            await server.clearRecordedRequests()
            await server.inject(.status(503), forPathPrefix: "/user/", count: 2)
            let answer = try await makeClient(baseURL, retries: retries).repositories(of: username("big-org"), revalidating: cached)
            return (answer, await server.recordedRequests)
        }
        #expect(answer == .notModified)
        #expect(requests.count == 3 + 2)
        #expect(requests.allSatisfy { $0.headers["if-none-match"] != nil })
        #expect(retries.notices.count == 2)
    }

    /// The first request is never answered (until the stub stops); the retry is answered at once.
    /// The stub runs in a process of its own: an in-process one shares the suite's busy threads,
    /// and then answered the retry too late as well.
    @Test func aTimeoutIsRetried() async throws {
        let retries = RetrySpy()
        let stub = try await GitHubStubProcess(arguments: ["--fault", "latency:600000", "--fault-count", "1"])
        let repositories = try await makeClient(stub.baseURL, timeout: 6, retries: retries).repositories(of: username("octocat"))
        await stub.stop()
        #expect(repositories.count == 8)
        #expect(stub.requests() == Array(repeating: "GET \(Self.octocatTarget) if-none-match=-", count: 2))
        #expect(retries.notices.map(\.reason) == [.transport("timed out")])
    }

    @Test func aConnectionDroppedMidBodyIsRetried() async throws {
        let retries = RetrySpy()
        let (repositories, requests) = try await withStubServer { server, baseURL in
            await server.inject(.dropConnection(afterBytes: nil), count: 1)
            let repositories = try await makeClient(baseURL, retries: retries).repositories(of: username("octocat"))
            return (repositories, await server.recordedRequests)
        }
        #expect(repositories.count == 8)
        #expect(requests.count == 2)
        #expect(retries.waits == [.milliseconds(500)])
    }

    @Test func aConnectionThatKeepsDroppingIsAnUnexpectedResponseNeverAPartialList() async throws {
        let requests = try await withStubServer { server, baseURL in
            await server.inject(.dropConnection(afterBytes: nil))
            await #expect(throws: GitHubError.unexpectedResponse("response cut off: the connection closed before the body was complete")) {
                try await makeClient(baseURL).repositories(of: username("octocat"))
            }
            return await server.recordedRequests
        }
        #expect(requests.count == 4)
    }

    @Test(arguments: [
        (StubFault.secondaryRateLimit(retryAfterSeconds: 7), Int64(7)),
        (.tooManyRequests(retryAfterSeconds: 3), 3),
    ])
    func aSecondaryLimitIsWaitedOutOnceForAsLongAsGitHubSays(fault: StubFault, seconds: Int64) async throws {
        let retries = RetrySpy()
        let (repositories, requests) = try await withStubServer { server, baseURL in
            await server.inject(fault, count: 1)
            let repositories = try await makeClient(baseURL, retries: retries).repositories(of: username("octocat"))
            return (repositories, await server.recordedRequests)
        }
        #expect(repositories.count == 8)
        #expect(requests.count == 2)
        #expect(retries.waits == [.seconds(seconds)])
        #expect(retries.notices.map(\.reason) == [.secondaryRateLimit])
        #expect(retries.notices.map(\.delay) == [.seconds(seconds)])
    }

    @Test func aSecondaryLimitOnACachedListingIsWaitedOutTooAndStillEndsNotModified() async throws {
        let retries = RetrySpy()
        let (answer, requests) = try await withStubServer { server, baseURL in
            let cached = try await cachedListing(of: "big-org", client: makeClient(baseURL))
            await server.clearRecordedRequests()
            await server.inject(.secondaryRateLimit(retryAfterSeconds: 5), count: 1)
            let answer = try await makeClient(baseURL, retries: retries).repositories(of: username("big-org"), revalidating: cached)
            return (answer, await server.recordedRequests)
        }
        #expect(answer == .notModified)
        #expect(requests.count == 4)
        #expect(retries.waits == [.seconds(5)])
    }

    @Test func whileOnePageWaitsOutASecondaryLimitTheClientsOtherRequestsWaitToo() async throws {
        let gate = GatedClock()
        defer { gate.open() }
        let retries = RetrySpy()
        try await withStubServer { server, baseURL in
            await server.inject(.secondaryRateLimit(retryAfterSeconds: 30), forPathPrefix: "/user/", count: 1)
            let client = makeClient(baseURL, maxConcurrentPages: 4, retries: retries, retryClock: gate.clock)
            let listing = Task { try await client.repositories(of: username("mega-org")) }
            // One page waits out the limit; the other three workers' next pages are held before
            // they are sent. Without the hold they would run through the list meanwhile.
            try await waitUntil(timeout: .seconds(60)) { gate.pending == 4 }
            let sentWhileHeld = await server.recordedRequests.count
            #expect(sentWhileHeld < 31)
            gate.open()
            let repositories = try await listing.value
            #expect(repositories.count == 3_000)
            #expect(await server.recordedRequests.count == 31)
        }
        #expect(gate.waits.filter { $0 == .seconds(30) }.count == 1)
        #expect(gate.waits.allSatisfy { $0 > .zero && $0 <= .seconds(30) })
        #expect(retries.notices.count == 1)
    }

    @Test func aSecondaryLimitThatPersistsIsReportedAfterOneRetryNeverHammered() async throws {
        let retries = RetrySpy()
        let requests = try await withStubServer { server, baseURL in
            await server.inject(.tooManyRequests(retryAfterSeconds: 30))
            await #expect(throws: GitHubError.rateLimited(resetAt: nil, retryAfterSeconds: 30, message: "Too Many Requests", budget: "core")) {
                try await makeClient(baseURL, retries: retries).repositories(of: username("octocat"))
            }
            return await server.recordedRequests
        }
        #expect(requests.count == 2)
        #expect(retries.waits == [.seconds(30)])
    }

    @Test func aWaitLongerThanTheCapIsNotSatThroughButReportedAtOnce() async throws {
        let retries = RetrySpy()
        let requests = try await withStubServer { server, baseURL in
            await server.inject(.secondaryRateLimit(retryAfterSeconds: 600))
            await #expect(throws: GitHubError.self) {
                try await makeClient(baseURL, retries: retries).repositories(of: username("octocat"))
            }
            return await server.recordedRequests
        }
        #expect(requests.count == 1)
        #expect(retries.waits.isEmpty)
    }

    @Test func anExhaustedPrimaryLimitStopsAtOnceWithTheResetTime() async throws {
        let retries = RetrySpy()
        let rateLimits = RateLimitSpy()
        let (error, requests) = try await withStubServer { server, baseURL in
            await server.inject(.rateLimitExhausted)
            let error = await #expect(throws: GitHubError.self) {
                try await makeClient(baseURL, rateLimits: rateLimits, retries: retries).repositories(of: username("mega-org"))
            }
            return (error, await server.recordedRequests)
        }
        #expect(requests.count == 1)
        #expect(retries.notices.isEmpty)
        let reading = try #require(rateLimits.all.last)
        guard case .rateLimited(let resetAt, nil, _, _, _)? = error else {
            Issue.record("expected a primary rate limit, got \(String(describing: error))")
            return
        }
        #expect(resetAt == reading.resetAt)
        #expect(resetAt != nil)
    }

    @Test func onceThePrimaryLimitIsSpentNothingMoreIsSentUntilItResets() async throws {
        let (errors, requests) = try await withStubServer { server, baseURL in
            await server.inject(.rateLimitExhausted, count: 1)
            let client = makeClient(baseURL)
            var errors: [GitHubError?] = []
            for _ in 0..<3 { // the start, then `r` pressed twice
                errors.append(await #expect(throws: GitHubError.self) { try await client.repositories(of: username("octocat")) })
            }
            return (errors, await server.recordedRequests)
        }
        // The stub would answer again (its fault was for one request): the client did not ask.
        #expect(requests.count == 1)
        #expect(Set(errors.map { error -> Bool in
            if case .rateLimited(let resetAt?, nil, _, _, _)? = error { return resetAt > Date() }
            return false
        }) == [true])
    }

    @Test func aPrimaryLimitOnALaterPageStopsTheListingThere() async throws {
        let requests = try await withStubServer { server, baseURL in
            await server.inject(.rateLimitExhausted, forPathPrefix: "/user/")
            await #expect(throws: GitHubError.self) {
                try await makeClient(baseURL, maxConcurrentPages: 1).repositories(of: username("big-org"))
            }
            return await server.recordedRequests
        }
        #expect(requests.count == 2)
    }

    @Test func aPrimaryLimitAmongConcurrentPagesAsksForNothingAfterTheFirstWave() async throws {
        let requests = try await withStubServer { server, baseURL in
            await server.inject(.rateLimitExhausted, forPathPrefix: "/user/")
            await #expect(throws: GitHubError.self) {
                try await makeClient(baseURL, maxConcurrentPages: 4).repositories(of: username("mega-org"))
            }
            return await server.recordedRequests
        }
        // Page 1, then at most the four pages already on their way: never pages 6…30.
        #expect((2...5).contains(requests.count))
    }

    @Test(arguments: [
        (StubFault.status(404, message: "Not Found"), GitHubError.userNotFound("octocat")),
        (.status(422, message: "Validation Failed"), .http(status: 422, message: "Validation Failed")),
        (.status(403, message: "Resource not accessible by integration"),
         .http(status: 403, message: "Resource not accessible by integration")),
        (.badCredentials, .tokenRequired("Bad credentials")),
        (.wrongShape, .unexpectedResponse("body has the wrong shape")),
    ])
    func otherClientErrorsAreNeverRetried(fault: StubFault, expected: GitHubError) async throws {
        let retries = RetrySpy()
        let requests = try await withStubServer { server, baseURL in
            await server.inject(fault)
            await #expect(throws: expected) {
                try await makeClient(baseURL, retries: retries).repositories(of: username("octocat"))
            }
            return await server.recordedRequests
        }
        #expect(requests.count == 1)
        #expect(retries.notices.isEmpty)
    }

    @Test func theRepositoryAndReadmeRequestsAreRetriedToo() async throws {
        let (repository, readme, requests) = try await withStubServer { server, baseURL in
            await server.inject(.status(502), forPathPrefix: "/repos/", count: 2)
            let client = makeClient(baseURL)
            let repository = try await client.repository(owner: "octocat", name: "linguist")
            let readme = try await client.readme(owner: "octocat", name: "Hello-World")
            return (repository, readme, await server.recordedRequests)
        }
        #expect(repository.name == "linguist")
        #expect(readme != .notModified)
        #expect(requests.count == 4)
    }

    @Test func cancellingDuringABackoffWaitEndsItAtOnce() async throws {
        let retries = RetrySpy()
        try await withStubServer { server, baseURL in
            await server.inject(.secondaryRateLimit(retryAfterSeconds: 100), count: 1)
            // The real clock: without cancellation this would wait 100 s, then succeed.
            let client = makeClient(baseURL, retries: retries, retryClock: .continuous)
            let listing = Task { try await client.repositories(of: username("octocat")) }
            try await waitUntil(timeout: .seconds(60)) { !retries.notices.isEmpty }
            listing.cancel()
            await #expect(throws: GitHubError.cancelled) { try await listing.value }
            #expect(await server.recordedRequests.count == 1)
        }
    }
}
