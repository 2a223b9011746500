import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import TestSupport
import Testing

/// Revalidation with `If-None-Match`: the real client against the stub, which answers 304 for
/// a matching ETag as GitHub does (and, like a 304 may, without a `Link` header).
@Suite struct ConditionalRequestTests {
    /// big-org: 250 repositories, 100 per page.
    func cachedBigOrg(_ client: GitHubClient) async throws -> CachedRepositories {
        guard case .modified(let listing) = try await client.repositories(of: username("big-org"), revalidating: nil) else {
            throw GitHubError.unexpectedResponse("an unconditional request answered 304")
        }
        return CachedRepositories(user: try username("big-org"), repositories: listing.repositories,
                                  fetchedAt: Date(timeIntervalSince1970: 0), pageValidators: listing.pageValidators)
    }

    @Test func aListingRecordsEachPagesURLETagAndSize() async throws {
        let cached = try await withStubServer { _, baseURL in try await cachedBigOrg(makeClient(baseURL)) }
        #expect(cached.repositories.count == 250)
        #expect(cached.pageValidators.map(\.repositoryCount) == [100, 100, 50])
        #expect(cached.pageValidators.allSatisfy { $0.etag.hasPrefix("\"") && $0.etag.count > 2 })
        #expect(Set(cached.pageValidators.map(\.url)).count == 3)
    }

    @Test func anUnchangedListingIsNotModifiedAndEveryPageWasAskedConditionally() async throws {
        let (answer, requests, cached) = try await withStubServer { server, baseURL in
            let client = makeClient(baseURL)
            let cached = try await cachedBigOrg(client)
            await server.clearRecordedRequests()
            let answer = try await client.repositories(of: username("big-org"), revalidating: cached)
            return (answer, await server.recordedRequests, cached)
        }
        #expect(answer == .notModified)
        // The 304s carry no Link header: pages 2 and 3 were found through the cached walk (and
        // asked for side by side, so in either order).
        #expect(requests.first.map(\.target) == cached.pageValidators.first.map { pathAndQuery($0.url) })
        #expect(Set(requests.map(sentValidator)) == Set(cached.pageValidators.map { SentValidator(target: pathAndQuery($0.url), etag: $0.etag) }))
        #expect(requests.count == 3)
    }

    @Test func oneChangedPageIsDownloadedAndTheOthersComeFromTheCache() async throws {
        let (answer, fresh, requests) = try await withStubServer { server, baseURL in
            let client = makeClient(baseURL)
            let fresh = try await cachedBigOrg(client)
            var stale = fresh
            // Page 2 as the cache remembers it: other contents, another ETag.
            stale.pageValidators[1].etag = "\"stale\""
            for index in 100..<200 { stale.repositories[index].description = "old \(index)" }
            await server.clearRecordedRequests()
            let answer = try await client.repositories(of: username("big-org"), revalidating: stale)
            return (answer, fresh, await server.recordedRequests)
        }
        #expect(answer == .modified(RepoListing(repositories: fresh.repositories, pageValidators: fresh.pageValidators)))
        let sent = [fresh.pageValidators[0].etag, "\"stale\"", fresh.pageValidators[2].etag]
        #expect(Set(requests.map(sentValidator)) == Set(zip(fresh.pageValidators, sent).map {
            SentValidator(target: pathAndQuery($0.url), etag: $1)
        }))
    }

    @Test func validatorsThatDoNotAddUpToTheCachedListAreNotUsed() async throws {
        let (answer, requests) = try await withStubServer { server, baseURL in
            let client = makeClient(baseURL)
            var cached = try await cachedBigOrg(client)
            cached.repositories.removeLast()
            await server.clearRecordedRequests()
            let answer = try await client.repositories(of: username("big-org"), revalidating: cached)
            return (answer, await server.recordedRequests)
        }
        guard case .modified(let listing) = answer else {
            Issue.record("expected a download, got \(answer)")
            return
        }
        #expect(listing.repositories.count == 250)
        #expect(requests.map { $0.headers["if-none-match"] } == [nil, nil, nil])
    }

    @Test func aRepositoryAndAReadmeAnswer304ToTheirOwnETags() async throws {
        let answers = try await withStubServer { _, baseURL in
            let client = makeClient(baseURL)
            guard case .modified(let repository) = try await client.repository(owner: "octocat", name: "linguist", ifNoneMatch: nil),
                  case .modified(let readme) = try await client.readme(owner: "octocat", name: "Hello-World")
            else { throw GitHubError.unexpectedResponse("an unconditional request answered 304") }
            return [
                try await client.repository(owner: "octocat", name: "linguist", ifNoneMatch: repository.etag) == .notModified,
                try await client.readme(owner: "octocat", name: "Hello-World", ifNoneMatch: readme.etag) == .notModified,
                try await client.readme(owner: "octocat", name: "Hello-World", ifNoneMatch: "\"other\"") == .modified(readme),
            ]
        }
        #expect(answers == [true, true, true])
    }

    /// Which page was asked for with which ETag.
    struct SentValidator: Hashable {
        var target: String
        var etag: String?
    }

    private func sentValidator(_ request: RecordedRequest) -> SentValidator {
        SentValidator(target: request.target, etag: request.headers["if-none-match"])
    }
}
