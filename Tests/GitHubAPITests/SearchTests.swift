import Foundation
import GitHubStub
import RepoCore
import TestSupport
import Testing
@testable import GitHubAPI

/// Issue 29, item 4: `/search/repositories` against the stub — GitHub's search syntax sent as
/// `q`, its `total_count`, no more than the first 1,000 results, and its own budget.
@Suite struct SearchTests {
    static func search(_ query: String, client: GitHubClient) async throws -> RepoListing {
        guard case .modified(let listing) = try await client.repositories(
            in: Listing(try GitHubUsername(validating: "octocat"), .search, search: query), revalidating: nil, progress: nil)
        else { throw GitHubError.unexpectedResponse("304 to an unconditional request") }
        return listing
    }

    /// octocat/linguist, the sample's one Ruby repository, is a fork: as on GitHub, a search
    /// leaves forks out unless `fork:true` asks for them.
    @Test func aSearchListsWhatTheStubMatchesWithGitHubsTotalAndForksOnlyWhenAskedFor() async throws {
        try await withStubServer { server, baseURL in
            let client = makeClient(baseURL)
            let withoutForks = try await Self.search("user:octocat language:Ruby", client: client)
            #expect(withoutForks == RepoListing(repositories: [], pageValidators: withoutForks.pageValidators,
                                                searchTotal: SearchTotal(count: 0, incomplete: false)))
            let found = try await Self.search("user:octocat language:Ruby fork:true", client: client)
            #expect(found.repositories.map(\.fullName) == ["octocat/linguist"])
            #expect(found.searchTotal == SearchTotal(count: 1, incomplete: false))
            let requests = await server.recordedRequests.map { "\($0.path)?\($0.query)" }
            #expect(requests == [
                "/search/repositories?q=user%3Aoctocat%20language%3ARuby&per_page=100",
                "/search/repositories?q=user%3Aoctocat%20language%3ARuby%20fork%3Atrue&per_page=100",
            ])
        }
    }

    @Test func aSearchMatchingMoreThanAThousandListsTheFirstThousandAndSaysHowManyMatched() async throws {
        try await withStubServer { server, baseURL in
            let client = makeClient(baseURL)
            let found = try await Self.search("stars:>=101", client: client)
            #expect(found.repositories.count == 1_000)
            #expect(found.searchTotal.map { $0.count > 1_000 && !$0.incomplete } == true)
            let stars = found.repositories.map(\.stargazersCount)
            #expect(stars == stars.sorted(by: >))
            #expect(stars.allSatisfy { $0 >= 101 })
            // Ten pages of 100, and not one past them (GitHub answers 422 there).
            let pages = await server.recordedRequests.map(\.query)
            #expect(pages.count == 10)
        }
    }

    @Test func searchesCountAgainstTheSearchBudgetAndASpentOneLeavesTheRestAsking() async throws {
        let policy = StubRateLimitPolicy(enforced: true, unauthenticatedSearchLimit: 2)
        try await withStubServer(options: .init(rateLimit: policy)) { _, baseURL in
            let spy = RateLimitSpy()
            let client = makeClient(baseURL, rateLimits: spy)
            _ = try await Self.search("hello", client: client)
            _ = try await Self.search("world", client: client)
            #expect(spy.all.map(\.resource) == ["search", "search"])
            #expect(spy.all.map(\.remaining) == [1, 0])
            let refusal = await #expect(throws: GitHubError.self) { _ = try await Self.search("again", client: client) }
            guard case .rateLimited(_, _, _, let budget, _)? = refusal else { throw GitHubError.unexpectedResponse("not refused") }
            #expect(budget == "search")
            // The core budget is another: the owner's list is still asked for.
            let listing = try await client.repositories(in: Listing(try GitHubUsername(validating: "octocat")),
                                                        revalidating: nil, progress: nil)
            guard case .modified(let repositories) = listing else { throw GitHubError.unexpectedResponse("304") }
            #expect(repositories.repositories.count == 8)
        }
    }

    @Test func aQueryGitHubCannotReadIsItsValidationMessage() async throws {
        try await withStubServer { _, baseURL in
            let client = makeClient(baseURL)
            await #expect(throws: GitHubError.self) { _ = try await Self.search(" ", client: client) }
        }
    }
}
