import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import TestSupport
import Testing

/// mega-org's 3,000 repositories over 30 pages: page 1 first, then the rest a few at a time,
/// assembled in page order whatever order they arrive in.
@Suite struct ConcurrentPaginationTests {
    static let pageTargets = (2...30).map { "/user/\(megaOrgID)/repos?per_page=100&sort=pushed&direction=desc&page=\($0)" }
    static var megaOrgID: Int64 { StubDataset.sample.requiredUser("mega-org").id }

    @Test func fourAtATimeGivesTheSameListAsOneAtATime() async throws {
        let (concurrent, serial, requests) = try await withStubServer { server, baseURL in
            let concurrent = try await makeClient(baseURL, maxConcurrentPages: 4).repositories(of: username("mega-org"))
            let requests = await server.recordedRequests
            let serial = try await makeClient(baseURL, maxConcurrentPages: 1).repositories(of: username("mega-org"))
            return (concurrent, serial, requests)
        }
        let megaOrg = StubDataset.sample.requiredUser("mega-org")
        #expect(concurrent.count == 3_000)
        #expect(concurrent == serial)
        #expect(Set(concurrent.map(\.id.rawValue)) == Set(megaOrg.repos.map(\.id)))
        #expect(requests.first?.target == "/users/mega-org/repos?per_page=100&sort=pushed&direction=desc")
        #expect(requests.count == 30)
        #expect(Set(requests.dropFirst().map(\.target)) == Set(Self.pageTargets))
    }

    @Test func theListingRecordsThirtyPagesInPageOrder() async throws {
        let listing = try await withStubServer { _, baseURL in
            try await cachedListing(of: "mega-org", client: makeClient(baseURL, maxConcurrentPages: 4))
        }
        #expect(listing.pageValidators.map { pathAndQuery($0.url) }.dropFirst().elementsEqual(Self.pageTargets))
        #expect(listing.pageValidators.allSatisfy { $0.repositoryCount == 100 && !$0.etag.isEmpty })
    }

    @Test func progressKnowsTheTotalAfterPageOneAndShowsOnlyWholePrefixes() async throws {
        let progress = ProgressSpy()
        let repositories = try await withStubServer { _, baseURL in
            try await makeClient(baseURL, maxConcurrentPages: 4, progress: progress.observer)
                .repositories(of: username("mega-org"))
        }
        let readings = progress.all
        #expect(readings.map(\.pagesDone) == Array(1...30))
        #expect(readings.allSatisfy { $0.pagesTotal == 30 && $0.pagesUnchanged == 0 })
        #expect(readings.allSatisfy { $0.user.rawValue == "mega-org" })
        #expect(readings.first?.repositories == Array(repositories.prefix(100)))
        #expect(readings.last?.repositories == repositories)
        for reading in readings {
            #expect(reading.repositories.count % 100 == 0)
            #expect(reading.repositories == Array(repositories.prefix(reading.repositories.count)))
        }
    }

    @Test func walkingOneAtATimeLearnsTheTotalOnlyAtTheEnd() async throws {
        let progress = ProgressSpy()
        try await withStubServer { _, baseURL in
            _ = try await makeClient(baseURL, maxConcurrentPages: 1, progress: progress.observer)
                .repositories(of: username("big-org"))
        }
        #expect(progress.all.map(\.pagesDone) == [1, 2, 3])
        #expect(progress.all.map(\.pagesTotal) == [nil, nil, 3])
        #expect(progress.all.map(\.repositories.count) == [100, 200, 250])
    }

    @Test func theConfiguredObserverHearsEveryPageToo() async throws {
        let configured = ProgressSpy()
        let perCall = ProgressSpy()
        try await withStubServer { _, baseURL in
            _ = try await makeClient(baseURL, progress: configured.observer)
                .repositories(of: username("big-org"), revalidating: nil, progress: perCall.observer)
        }
        #expect(configured.all.count == 3)
        #expect(configured.all == perCall.all)
    }

    @Test func fourPagesAreInFlightAtOnceAndCancellingEndsThemAll() async throws {
        let progress = ProgressSpy()
        try await withStubServer { server, baseURL in
            // Pages 2…5 are held for a minute each: only a client that asks for them side by
            // side gets to five requests; one walking `next` would wait at two.
            await server.inject(.latency(milliseconds: 60_000), forPathPrefix: "/user/", count: 4)
            let client = makeClient(baseURL, timeout: 120, maxConcurrentPages: 4, progress: progress.observer)
            let listing = Task { try await client.repositories(of: username("mega-org")) }
            try await waitUntil(timeout: .seconds(60)) { await server.recordedRequests.count == 5 }
            #expect(progress.all.map(\.pagesDone) == [1])
            #expect(progress.all.first?.pagesTotal == 30)
            listing.cancel()
            await #expect(throws: GitHubError.cancelled) { try await listing.value }
            let targets = await server.recordedRequests.dropFirst().map(\.target)
            #expect(targets.count == 4)
            #expect(Set(targets).isSubset(of: Set(Self.pageTargets)))
        }
    }

    @Test func anUnchangedListingOfThirtyPagesIsNotModifiedWithoutReadingAnyJSON() async throws {
        let progress = ProgressSpy()
        let rateLimits = RateLimitSpy()
        let (answer, requests, cached) = try await withStubServer { server, baseURL in
            let cached = try await cachedListing(of: "mega-org", client: makeClient(baseURL))
            await server.clearRecordedRequests()
            let client = makeClient(baseURL, rateLimits: rateLimits, progress: progress.observer)
            let answer = try await client.repositories(of: username("mega-org"), revalidating: cached)
            return (answer, await server.recordedRequests, cached)
        }
        #expect(answer == .notModified)
        #expect(requests.count == 30)
        let sent = Set(requests.map { "\($0.target) \($0.headers["if-none-match"] ?? "-")" })
        #expect(sent == Set(cached.pageValidators.map { "\(pathAndQuery($0.url)) \($0.etag)" }))
        // Every page answered 304 and came from the cache: no body was decoded...
        #expect(progress.all.last?.pagesUnchanged == 30)
        #expect(progress.all.last?.pagesDone == 30)
        // A revalidation reports counts, not rows: the list on screen is the cached one, and
        // joining 30 pages per report would copy it 30 times over.
        let rowsReported = progress.all.map(\.repositories.count)
        #expect(rowsReported == Array(repeating: 0, count: 30))
        // ...and GitHub charged nothing for them.
        #expect(Set(rateLimits.all.map(\.remaining)).count == 1)
    }

    @Test func oneChangedPageAmongThirtyIsDownloadedAndTheListIsWhole() async throws {
        let progress = ProgressSpy()
        let (answer, fresh) = try await withStubServer { _, baseURL in
            let fresh = try await cachedListing(of: "mega-org", client: makeClient(baseURL))
            var stale = fresh
            stale.pageValidators[16].etag = "\"stale\""
            for index in 1_600..<1_700 { stale.repositories[index].description = "old \(index)" }
            let answer = try await makeClient(baseURL, progress: progress.observer)
                .repositories(of: username("mega-org"), revalidating: stale)
            return (answer, fresh)
        }
        #expect(answer == .modified(RepoListing(repositories: fresh.repositories, pageValidators: fresh.pageValidators)))
        #expect(progress.all.last?.pagesUnchanged == 29)
    }

    @Test func aLastLinkBeyondAThousandPagesIsRefusedBeforeAskingForAnyOfThem() async throws {
        var dataset = StubDataset.sample
        try dataset.addGeneratedOrganization(login: "giga-org", repositoryCount: 100_001)
        let requests = try await withStubServer(dataset: dataset) { server, baseURL in
            await #expect(throws: GitHubError.unexpectedResponse("more than 1000 pages")) {
                try await makeClient(baseURL).repositories(of: username("giga-org"))
            }
            return await server.recordedRequests
        }
        #expect(requests.count == 1)
    }
}

/// Issue 14, item 18: a fault aimed at one page of a listing, in the middle of a concurrent fetch.
@Suite struct PageFaultTests {
    @Test func aPageThatKeepsFailingFailsTheWholeListingAfterItsRetries() async throws {
        let retries = RetrySpy()
        let requests = try await withStubServer { server, baseURL in
            await server.inject(StubFaultRule(.status(502), target: .login("mega-org"), page: 7))
            await #expect(throws: GitHubError.http(status: 502, message: "Bad Gateway")) {
                try await makeClient(baseURL, maxConcurrentPages: 4, retries: retries).repositories(of: username("mega-org"))
            }
            return await server.recordedRequests
        }
        let pageSeven = requests.filter { $0.target.hasSuffix("&page=7") }
        // The first try and three retries, and never a listing returned in part.
        #expect(pageSeven.count == 4)
        #expect(retries.notices.count == 3)
    }

    @Test func aPageThatFailsOnceIsRetriedAndTheListingIsWhole() async throws {
        let (listing, requests) = try await withStubServer { server, baseURL in
            await server.inject(StubFaultRule(.status(503), target: .login("mega-org"), page: 7, count: 1))
            let listing = try await makeClient(baseURL, maxConcurrentPages: 4).repositories(of: username("mega-org"))
            return (listing, await server.recordedRequests)
        }
        #expect(listing.count == 3_000)
        #expect(requests.filter { $0.target.hasSuffix("&page=7") }.count == 2)
        #expect(requests.filter { $0.target.hasSuffix("&page=6") }.count == 1)
    }
}
