import Foundation
import RepoCore
import RepoStore
import Testing

/// One cache file, several accounts and scopes: each (account, owner, scope) is its own list,
/// and a run never reads what another account stored — private rows stay with their token.
@Suite struct AccountTests {
    static let starred = Listing(SampleRepositories.octocat, .starred)

    static func privateEntry() -> CachedRepositories {
        var secret = SampleRepositories.numbered(1, tag: "secret")[0]
        secret.isPrivate = true
        return SampleRepositories.entry([secret] + SampleRepositories.numbered(2, tag: "public"))
    }

    @Test func aListStoredForOneTokenIsNotReadWithAnotherTokenOrWithoutOne() async throws {
        try await withTemporaryDirectory { directory in
            let tokenA = try #require(SQLiteRepoCache.open(directory: directory, account: "token-a").cache)
            try await tokenA.replace(Self.privateEntry())
            let tokenB = try #require(SQLiteRepoCache.open(directory: directory, account: "token-b").cache)
            let anonymous = try #require(SQLiteRepoCache.open(directory: directory).cache)

            #expect(try await tokenA.load(user: SampleRepositories.octocat) == Self.privateEntry())
            #expect(try await tokenB.load(user: SampleRepositories.octocat) == nil)
            #expect(try await anonymous.load(user: SampleRepositories.octocat) == nil)
        }
    }

    @Test func detailsAndReadmesAreKeptPerAccountToo() async throws {
        try await withTemporaryDirectory { directory in
            let tokenA = try #require(SQLiteRepoCache.open(directory: directory, account: "token-a").cache)
            let anonymous = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let repository = Self.privateEntry().repositories[0]
            let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
            try await tokenA.store(CachedRepository(repository: repository, etag: "\"a\"", fetchedAt: now))
            try await tokenA.store(CachedReadme(fullName: repository.fullName, text: "# secret", etag: nil, fetchedAt: now))

            #expect(try await tokenA.repository(fullName: repository.fullName)?.repository == repository)
            #expect(try await tokenA.readme(fullName: repository.fullName)?.text == "# secret")
            #expect(try await anonymous.repository(fullName: repository.fullName) == nil)
            #expect(try await anonymous.readme(fullName: repository.fullName) == nil)
        }
    }

    @Test func aRepositorysOwnFactsRoundTripWithItsDetail() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            var repository = SampleRepositories.numbered(1, tag: "facts")[0]
            repository.facts = RepositoryFacts(subscribersCount: 42, networkCount: 7, visibility: "internal",
                                               hasIssues: true, hasWiki: false, hasDiscussions: nil)
            let entry = CachedRepository(repository: repository, etag: "\"f\"", fetchedAt: Date(timeIntervalSinceReferenceDate: 0))
            try await cache.store(entry)
            #expect(try await cache.repository(fullName: repository.fullName) == entry)
        }
    }

    @Test func anOwnersRepositoriesAndStarredListAreStoredApart() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let owned = SampleRepositories.entry(SampleRepositories.numbered(3, tag: "own"))
            var stars = SampleRepositories.numbered(2, tag: "star")
            stars[0].starredAt = Date(timeIntervalSinceReferenceDate: 790_000_000)
            stars[1].starredAt = Date(timeIntervalSinceReferenceDate: 780_000_000)
            let starred = CachedRepositories(user: SampleRepositories.octocat, scope: .starred, repositories: stars,
                                             fetchedAt: owned.fetchedAt)
            try await cache.replace(owned)
            try await cache.replace(starred)

            #expect(try await cache.load(Listing(SampleRepositories.octocat)) == owned)
            #expect(try await cache.load(Self.starred) == starred)
            try await cache.touch(Self.starred, at: Date(timeIntervalSinceReferenceDate: 800_000_000))
            #expect(try await cache.load(Listing(SampleRepositories.octocat))?.fetchedAt == owned.fetchedAt)
        }
    }

    @Test func theTokensUserIsRememberedForThatTokenOnly() async throws {
        try await withTemporaryDirectory { directory in
            let tokenA = try #require(SQLiteRepoCache.open(directory: directory, account: "token-a").cache)
            let tokenB = try #require(SQLiteRepoCache.open(directory: directory, account: "token-b").cache)
            try await tokenA.storeViewer(try GitHubUsername(validating: "ana"), at: Date(timeIntervalSinceReferenceDate: 0))

            #expect(try await tokenA.viewer() == GitHubUsername(validating: "ana"))
            #expect(try await tokenB.viewer() == nil)
        }
    }
}

/// The Member of scope's organisations, per account.
@Suite struct MembershipStoreTests {
    @Test func organisationsRoundTripInOrderAndStayWithTheirAccount() async throws {
        try await withTemporaryDirectory { directory in
            let tokenA = try #require(SQLiteRepoCache.open(directory: directory, account: "token-a").cache)
            let anonymous = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let entry = CachedMemberships(
                user: try GitHubUsername(validating: "ana"),
                organizations: [
                    Membership(login: try GitHubUsername(validating: "acme"), description: "Acme", repositoryCount: 2, etag: "\"a\""),
                    Membership(login: try GitHubUsername(validating: "globex")),
                ],
                fetchedAt: Date(timeIntervalSinceReferenceDate: 800_000_000), etag: "\"list\"")
            try await tokenA.replace(entry)

            #expect(try await tokenA.memberships() == entry)
            #expect(try await anonymous.memberships() == nil)
        }
    }
}
