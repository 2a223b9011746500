import Foundation
import GitHubAPI
import RepoCore
@testable import RepoFeatures
import RepoStore
import Testing
@testable import RepoTUI

/// A list's first screen read as the cache opens (issue 30) is what the cache answers, and
/// answers the list's first question for that screen, once, and never any other question:
/// against a real cache file.
@Suite struct HeadReadAheadTests {
    static let octocat = try! GitHubUsername(validating: "octocat")
    static let listing = Listing(octocat)
    static let byStars = ListHead(.stars, descending: true, count: 100)

    /// `count` repositories with stars `base`, `base + 1`, …
    static func repositories(_ count: Int, stars base: Int) -> [Repository] {
        (0..<count).map { index in
            Repository(
                id: RepoID(Int64(index) + 1), name: "repo-\(index)", fullName: "octocat/repo-\(index)",
                owner: Owner(login: "octocat", id: 1, avatarURL: "https://avatars.example/1"),
                htmlURL: "https://github.com/octocat/repo-\(index)", stargazersCount: base + index,
                updatedAt: Date(timeIntervalSince1970: 1_600_000_000 + TimeInterval(index)))
        }
    }

    /// A cache file holding 150 repositories of octocat, and a sync over it.
    static func withCache(_ body: (SQLiteRepoCache) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-readahead-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
        try await cache.replace(CachedRepositories(user: octocat, repositories: repositories(150, stars: 0),
                                                   fetchedAt: Date(timeIntervalSince1970: 1_750_000_000), pageValidators: []))
        try await body(cache)
    }

    static func sync(_ cache: any RepoCache, _ readAhead: HeadReadAhead) -> RepoSync {
        RepoSync(source: GitHubClient(configuration: .init(baseURL: URL(string: "http://127.0.0.1:9")!)), cache: cache,
                 now: { Date() }, readAhead: readAhead)
    }

    /// What the cache itself answers for `head` (a read that fails is a failed test).
    static func head(_ cache: any RepoCache, _ listing: Listing, _ head: ListHead) async -> [Repository]? {
        do {
            return try await cache.loadHead(listing, head)
        } catch {
            Issue.record(error)
            return nil
        }
    }

    static func ids(_ rows: [Repository]?) -> [RepoID]? {
        rows.map { $0.map(\.id).sorted() }
    }

    @Test func theReadAtOpenReadsWhatTheCacheWouldHaveAnswered() async throws {
        try await Self.withCache { cache in
            let readAhead = try #require(HeadReadAhead(Self.listing, Self.byStars, from: cache))
            let early = try #require(readAhead.take(Self.listing, Self.byStars))
            #expect(early == (await Self.head(cache, Self.listing, Self.byStars)))
            #expect(Self.ids(early) == (51...150).map { RepoID(Int64($0)) })
        }
    }

    @Test func theReadThroughTheWritersConnectionAnswersEveryHeadAsTheReadersDo() async throws {
        try await Self.withCache { cache in
            let questions: [(Listing, ListHead)] = [
                (Self.listing, Self.byStars),
                (Self.listing, ListHead(.stars, descending: false, count: 10)),
                (Self.listing, ListHead(.updated, descending: true, count: 40)),
                (Self.listing, ListHead(.stars, descending: true, count: 500)),
                (Listing(Self.octocat, .starred), Self.byStars),
            ]
            for (listing, head) in questions {
                let onOpening = try #require(cache.loadHeadOnOpening(listing, head))
                #expect(onOpening == (await Self.head(cache, listing, head)))
            }
            #expect(try #require(cache.loadHeadOnOpening(Listing(Self.octocat, .starred), Self.byStars)) == nil)
        }
    }

    @Test func theFirstMatchingQuestionIsAnsweredByTheReadAheadAndTheNextByTheCache() async throws {
        try await Self.withCache { cache in
            let early = Self.repositories(3, stars: 1_000)
            let sync = Self.sync(cache, HeadReadAhead(Self.listing, Self.byStars, rows: early))

            #expect(await sync.cachedListHead(Self.listing, Self.byStars) == early)
            #expect(await sync.cachedListHead(Self.listing, Self.byStars) == (await Self.head(cache, Self.listing, Self.byStars)))
        }
    }

    @Test func anotherQuestionIsReadFromTheCacheAndTheReadAheadIsLetGo() async throws {
        try await Self.withCache { cache in
            let early = Self.repositories(3, stars: 1_000)
            let fewest = ListHead(.stars, descending: false, count: 100)
            let starred = Listing(Self.octocat, .starred)

            let other = Self.sync(cache, HeadReadAhead(Self.listing, Self.byStars, rows: early))
            #expect(await other.cachedListHead(Self.listing, fewest) == (await Self.head(cache, Self.listing, fewest)))
            #expect(await other.cachedListHead(Self.listing, Self.byStars) == (await Self.head(cache, Self.listing, Self.byStars)))

            let otherList = Self.sync(cache, HeadReadAhead(Self.listing, Self.byStars, rows: early))
            #expect(await otherList.cachedListHead(starred, Self.byStars) == nil)
            #expect(await otherList.cachedListHead(Self.listing, Self.byStars) == (await Self.head(cache, Self.listing, Self.byStars)))

            let wholeList = Self.sync(cache, HeadReadAhead(Self.listing, Self.byStars, rows: early))
            #expect(await wholeList.cachedList(Self.listing)?.repositories.count == 150)
            #expect(await wholeList.cachedListHead(Self.listing, Self.byStars) == (await Self.head(cache, Self.listing, Self.byStars)))
        }
    }

    @Test func aStartReadsAheadOnlyWhereTheListWillAskForItsFirstScreen() async throws {
        try await Self.withCache { cache in
            let stars = RepoSort(field: .stars, direction: .descending)
            #expect(RepoTUICommand.firstScreenReadAhead(of: Self.listing, sort: stars, filter: "", cache: cache) != nil)
            #expect(RepoTUICommand.firstScreenReadAhead(of: Listing(Self.octocat, .starred), sort: stars, filter: "", cache: cache) != nil)
            #expect(RepoTUICommand.firstScreenReadAhead(of: Self.listing, sort: stars, filter: "lang:swift", cache: cache) == nil)
            #expect(RepoTUICommand.firstScreenReadAhead(of: Self.listing, sort: RepoSort(field: .name, direction: .ascending),
                                                        filter: "", cache: cache) == nil)
            #expect(RepoTUICommand.firstScreenReadAhead(of: Listing(Self.octocat, .memberOf), sort: stars, filter: "", cache: cache) == nil)
            #expect(RepoTUICommand.firstScreenReadAhead(of: Listing(Self.octocat, .search, search: "cli"), sort: stars, filter: "",
                                                        cache: cache) == nil)
            #expect(RepoTUICommand.firstScreenReadAhead(of: Self.listing, sort: stars, filter: "", cache: nil) == nil)
        }
    }
}
