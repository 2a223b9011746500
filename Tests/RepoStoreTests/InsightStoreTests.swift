import Foundation
import RepoCore
import RepoStore
import Testing

/// The detail's parts in the cache: each kind kept apart with its validator, per account, found
/// whatever the case of the name, replaced in place.
@Suite struct InsightStoreTests {
    static let fetchedAt = Date(timeIntervalSinceReferenceDate: 800_000_000.25)
    static let parts: [RepositoryInsight] = [
        .languages([.init(name: "Swift", bytes: 9_000), .init(name: "C", bytes: 12)]),
        .latestRelease(.init(tag: "v1.0.0", name: nil, publishedAt: Date(timeIntervalSinceReferenceDate: 700_000_000))),
        .openPullRequests(12),
        .participation(.init(all: Array(0..<52), owner: Array(repeating: 0, count: 52))),
        .contributors([.init(login: "octocat", contributions: 42)]),
    ]

    @Test func everyKindRoundTripsWithItsETagAndDate() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            for part in Self.parts {
                try await cache.store(CachedInsight(fullName: "octocat/Hello-World", insight: part, etag: "\"\(part.kind)\"",
                                                    fetchedAt: Self.fetchedAt))
            }

            for part in Self.parts {
                #expect(try await cache.insight(part.kind, fullName: "OctoCat/hello-world") == CachedInsight(
                    fullName: "octocat/Hello-World", insight: part, etag: "\"\(part.kind)\"", fetchedAt: Self.fetchedAt))
            }
            #expect(try await cache.insight(.languages, fullName: "octocat/Spoon-Knife") == nil)
        }
    }

    @Test func aPartIsReplacedAndStaysWithItsAccount() async throws {
        try await withTemporaryDirectory { directory in
            let tokenA = try #require(SQLiteRepoCache.open(directory: directory, account: "token-a").cache)
            let anonymous = try #require(SQLiteRepoCache.open(directory: directory).cache)
            try await tokenA.store(CachedInsight(fullName: "ana/secret", insight: .openPullRequests(1), etag: nil, fetchedAt: Self.fetchedAt))
            try await tokenA.store(CachedInsight(fullName: "ana/secret", insight: .openPullRequests(2), etag: "\"b\"", fetchedAt: Self.fetchedAt))

            #expect(try await tokenA.insight(.openPullRequests, fullName: "ana/secret")?.insight == .openPullRequests(2))
            #expect(try await anonymous.insight(.openPullRequests, fullName: "ana/secret") == nil)
        }
    }

    @Test func aRepositorysParentAndTemplateRoundTripWithItsDetail() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            var fork = SampleRepositories.numbered(1, tag: "fork")[0]
            fork.facts = RepositoryFacts(subscribersCount: 3, networkCount: 9, parentFullName: "upstream/project",
                                         templateFullName: "octocat/template")
            try await cache.store(CachedRepository(repository: fork, etag: "\"x\"", fetchedAt: Self.fetchedAt))

            #expect(try await cache.repository(fullName: fork.fullName)?.repository.facts == fork.facts)
        }
    }

    /// Issue 29: a page of a tab's list is kept per query (kind, state, page) beside the parts,
    /// per account, and never read back as another kind.
    @Test func activityPagesRoundTripPerQueryAndAccount() async throws {
        try await withTemporaryDirectory { directory in
            let tokenA = try #require(SQLiteRepoCache.open(directory: directory, account: "token-a").cache)
            let anonymous = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let issues = ActivityPage(items: .issues([IssueSummary(
                number: 7, title: "Crash", state: "open", labels: [IssueLabel(name: "bug", color: "d73a4a")], author: "hubot", comments: 2,
                createdAt: Self.fetchedAt, updatedAt: nil, htmlURL: "https://github.com/ana/secret/issues/7")]), hasNextPage: true)
            let runs = ActivityPage(items: .runs([]), hasNextPage: false, totalCount: 0)
            let first = CachedActivityPage(fullName: "ana/secret", query: ActivityQuery(.issues), page: issues, etag: "\"i\"",
                                           fetchedAt: Self.fetchedAt)
            try await tokenA.store(first)
            try await tokenA.store(CachedActivityPage(fullName: "ana/secret", query: ActivityQuery(.runs), page: runs, etag: nil,
                                                      fetchedAt: Self.fetchedAt))

            #expect(try await tokenA.activityPage(ActivityQuery(.issues), fullName: "Ana/Secret") == first)
            #expect(try await tokenA.activityPage(ActivityQuery(.runs), fullName: "ana/secret")?.page == runs)
            #expect(try await tokenA.activityPage(ActivityQuery(.issues, page: 2), fullName: "ana/secret") == nil)
            #expect(try await tokenA.activityPage(ActivityQuery(.issues, state: .closed), fullName: "ana/secret") == nil)
            #expect(try await anonymous.activityPage(ActivityQuery(.issues), fullName: "ana/secret") == nil)
        }
    }
}
