import Foundation
import GitHubAPI
import RepoCore
@testable import RepoFeatures
import RepoStore
import Synchronization
import Testing
@testable import RepoTUI

/// A list's first screen read as the cache opens (issue 30) is what the cache answers, and
/// answers the list's first question for that screen, once, and never any other question:
/// against a real cache file.
@Suite struct CacheReadAheadTests {
    static let octocat = try! GitHubUsername(validating: "octocat")
    static let listing = Listing(octocat)
    static let byStars = ListHead(.stars, descending: true, count: 100)

    /// Heads of octocat's lists: a screen by most and by fewest stars, one by latest update, one
    /// longer than the list, and one of a list the cache does not hold.
    static let questions: [(Listing, ListHead)] = [
        (listing, byStars),
        (listing, ListHead(.stars, descending: false, count: 10)),
        (listing, ListHead(.updated, descending: true, count: 40)),
        (listing, ListHead(.stars, descending: true, count: 500)),
        (Listing(octocat, .starred), byStars),
    ]

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

    /// A cache file holding 150 repositories of octocat, and the folder it is in.
    static func withCache(_ body: (SQLiteRepoCache, URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-readahead-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
        try await cache.replace(CachedRepositories(user: octocat, repositories: repositories(150, stars: 0),
                                                   fetchedAt: Date(timeIntervalSince1970: 1_750_000_000), pageValidators: validators))
        try await body(cache, directory)
    }

    /// The pages the cached list came in, as GitHub validated them.
    static let validators = [
        PageValidator(url: "https://api.github.com/users/octocat/repos?per_page=100", etag: "W/\"a1\"", repositoryCount: 100),
        PageValidator(url: "https://api.github.com/users/octocat/repos?per_page=100&page=2", etag: "", repositoryCount: 50),
    ]

    static func sync(_ cache: any RepoCache, _ readAhead: CacheReadAhead) -> RepoSync {
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
        try await Self.withCache { cache, _ in
            let readAhead = try #require(CacheReadAhead(Self.listing, Self.byStars, from: cache))
            let early = try #require(readAhead.take(Self.listing, Self.byStars))
            #expect(early == (await Self.head(cache, Self.listing, Self.byStars)))
            #expect(Self.ids(early) == (51...150).map { RepoID(Int64($0)) })
        }
    }

    @Test func theReadThroughTheWritersConnectionAnswersEveryHeadAsTheReadersDo() async throws {
        try await Self.withCache { cache, _ in
            for (listing, head) in Self.questions {
                let onOpening = try #require(cache.loadHeadOnOpening(listing, head))
                #expect(onOpening == (await Self.head(cache, listing, head)))
            }
            #expect(try #require(cache.loadHeadOnOpening(Listing(Self.octocat, .starred), Self.byStars)) == nil)
        }
    }

    @Test func theFirstMatchingQuestionIsAnsweredByTheReadAheadAndTheNextByTheCache() async throws {
        try await Self.withCache { cache, _ in
            let early = Self.repositories(3, stars: 1_000)
            let sync = Self.sync(cache, CacheReadAhead(Self.listing, Self.byStars, rows: early))

            #expect(await sync.cachedListHead(Self.listing, Self.byStars) == early)
            #expect(await sync.cachedListHead(Self.listing, Self.byStars) == (await Self.head(cache, Self.listing, Self.byStars)))
        }
    }

    @Test func anotherQuestionIsReadFromTheCacheAndTheReadAheadIsLetGo() async throws {
        try await Self.withCache { cache, _ in
            let early = Self.repositories(3, stars: 1_000)
            let fewest = ListHead(.stars, descending: false, count: 100)
            let starred = Listing(Self.octocat, .starred)

            let other = Self.sync(cache, CacheReadAhead(Self.listing, Self.byStars, rows: early))
            #expect(await other.cachedListHead(Self.listing, fewest) == (await Self.head(cache, Self.listing, fewest)))
            #expect(await other.cachedListHead(Self.listing, Self.byStars) == (await Self.head(cache, Self.listing, Self.byStars)))

            let otherList = Self.sync(cache, CacheReadAhead(Self.listing, Self.byStars, rows: early))
            #expect(await otherList.cachedListHead(starred, Self.byStars) == nil)
            #expect(await otherList.cachedListHead(Self.listing, Self.byStars) == (await Self.head(cache, Self.listing, Self.byStars)))

            let wholeList = Self.sync(cache, CacheReadAhead(Self.listing, Self.byStars, rows: early))
            #expect(await wholeList.cachedList(Self.listing)?.repositories.count == 150)
            #expect(await wholeList.cachedListHead(Self.listing, Self.byStars) == (await Self.head(cache, Self.listing, Self.byStars)))
        }
    }

    @Test func theReadBeforeOpeningAnswersEveryHeadAsTheReadersDo() async throws {
        try await Self.withCache { cache, folder in
            for (listing, head) in Self.questions {
                let before = try #require(SQLiteRepoCache.headBeforeOpening(head, of: listing, account: "", in: folder))
                #expect(before == (await Self.head(cache, listing, head)))
            }
            // Another account's rows are not read.
            #expect(try #require(SQLiteRepoCache.headBeforeOpening(Self.byStars, of: Self.listing, account: "other", in: folder)) == nil)
        }
    }

    /// Only a file as repotui last left it is read before opening: one without the stamp of
    /// its last check, or changed since by another program, is opened (and checked) first.
    @Test func aFileNotAsRepotuiLeftItIsNotReadBeforeOpening() async throws {
        try await Self.withCache { cache, folder in
            let stamp = URL(fileURLWithPath: cache.path + ".checked")
            let text = try String(contentsOf: stamp, encoding: .utf8)
            try FileManager.default.removeItem(at: stamp)
            #expect(SQLiteRepoCache.headBeforeOpening(Self.byStars, of: Self.listing, account: "", in: folder) == nil)

            try text.write(to: stamp, atomically: true, encoding: .utf8)
            #expect(SQLiteRepoCache.headBeforeOpening(Self.byStars, of: Self.listing, account: "", in: folder) != nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: cache.path))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(repeating: 0, count: 4_096))
            try handle.close()
            #expect(SQLiteRepoCache.headBeforeOpening(Self.byStars, of: Self.listing, account: "", in: folder) == nil)
        }
    }

    @Test func aStartFromAFileAsRepotuiLeftItOpensTheCacheBesideTheFirstFrame() async throws {
        try await Self.withCache { cache, folder in
            let stars = RepoSort(field: .stars, direction: .descending)
            let opened = RepoTUICommand.cacheWithFirstScreen(
                of: Self.listing, sort: stars, filter: "", account: "", folder: folder, firstFrameDrawn: Latch(),
                open: { SQLiteRepoCache.open(directory: folder) })
            let opening = try #require(opened.cache as? OpeningRepoCache)
            #expect(opened.notice == nil)
            let head = try #require(ListHead.firstScreen(sort: stars, visibleRows: 0))
            let early = try #require(opened.readAhead?.take(Self.listing, head))
            #expect(Self.ids(early) == Self.ids(await Self.head(cache, Self.listing, head)))
            // Once open, the cache answers as the one already open does.
            #expect(try await opening.load(Self.listing)?.repositories == cache.load(Self.listing)?.repositories)
            #expect(try await opening.cache().path == cache.path)
        }
    }

    @Test func aStartFromAnyOtherFileOpensTheCacheFirstAndReadsThroughIt() async throws {
        try await Self.withCache { cache, folder in
            try FileManager.default.removeItem(atPath: cache.path + ".checked")
            let stars = RepoSort(field: .stars, direction: .descending)
            let opened = RepoTUICommand.cacheWithFirstScreen(
                of: Self.listing, sort: stars, filter: "", account: "", folder: folder, firstFrameDrawn: Latch(),
                open: { SQLiteRepoCache.open(directory: folder) })
            #expect(opened.cache is SQLiteRepoCache)
            #expect(opened.readAhead != nil)
        }
    }

    @Test func aStartReadsAheadOnlyWhereTheListWillAskForItsFirstScreen() async throws {
        try await Self.withCache { _, folder in
            let stars = RepoSort(field: .stars, direction: .descending)
            func readsAhead(_ listing: Listing, sort: RepoSort = stars, filter: String = "", folder: URL? = folder) -> Bool {
                RepoTUICommand.cacheWithFirstScreen(of: listing, sort: sort, filter: filter, account: "", folder: folder,
                                                    firstFrameDrawn: Latch(), open: { SQLiteRepoCache.open(directory: folder ?? URL(fileURLWithPath: "/nonexistent")) })
                    .readAhead != nil
            }
            #expect(readsAhead(Self.listing))
            #expect(readsAhead(Listing(Self.octocat, .starred)))
            #expect(!readsAhead(Self.listing, filter: "lang:swift"))
            #expect(!readsAhead(Self.listing, sort: RepoSort(field: .name, direction: .ascending)))
            #expect(!readsAhead(Listing(Self.octocat, .memberOf)))
            #expect(!readsAhead(Listing(Self.octocat, .search, search: "cli")))
            #expect(RepoTUICommand.cacheWithFirstScreen((nil, nil)).readAhead == nil)
        }
    }

    /// The pool is opened once the first frame is drawn, or once the cache is asked something:
    /// never before either.
    @Test func theCacheOpensAfterTheFirstFrameOrAtTheFirstQuestion() async throws {
        try await Self.withCache { cache, folder in
            let opens = Mutex(0)
            let (firstFrame, opened) = (Latch(), Latch())
            let afterFrame = OpeningRepoCache(startingAfter: firstFrame) {
                opens.withLock { $0 += 1 }
                defer { opened.open() }
                return SQLiteRepoCache.open(directory: folder)
            }
            #expect(opens.withLock { $0 } == 0)
            afterFrame.foldLargeLog()
            firstFrame.open()
            await opened.wait()
            #expect(opens.withLock { $0 } == 1)
            let loaded = try await afterFrame.load(Self.listing)
            #expect(loaded?.repositories == (try await cache.load(Self.listing))?.repositories)
            #expect(opens.withLock { $0 } == 1)

            let asked = OpeningRepoCache(startingAfter: Latch()) { SQLiteRepoCache.open(directory: folder) }
            let viewer = try await asked.viewer()
            #expect(viewer == nil)
        }
    }

    @Test func aCacheThatCouldNotBeOpenedSaysWhyToEveryQuestion() async throws {
        let opening = OpeningRepoCache(startingAfter: Latch()) { (nil, .disabled("cannot open cache /x: disk I/O error")) }
        opening.foldLargeLog()
        await #expect(throws: OpeningRepoCache.Unavailable.self) { try await opening.load(Self.listing) }
        do {
            _ = try await opening.viewer()
            Issue.record("a cache never opened answered")
        } catch {
            #expect("\(error)" == "cannot open cache /x: disk I/O error")
        }
    }

    // MARK: The plain output's whole list

    @Test func theWholeListReadBeforeOpeningIsWhatTheCacheLoads() async throws {
        try await Self.withCache { cache, folder in
            let loaded = try #require(try await cache.load(Self.listing))
            #expect(loaded.repositories.count == 150 && loaded.pageValidators == Self.validators)
            #expect(SQLiteRepoCache.listBeforeOpening(Self.listing, account: "", in: folder) == .some(loaded))
            // Another spelling of the login is the same list, as the cache reads it.
            let upper = Listing(try GitHubUsername(validating: "OCTOCAT"))
            #expect(SQLiteRepoCache.listBeforeOpening(upper, account: "", in: folder) == .some(try await cache.load(upper)))
            // A list not cached, and another account's rows, read as nothing.
            #expect(SQLiteRepoCache.listBeforeOpening(Listing(Self.octocat, .starred), account: "", in: folder) == .some(nil))
            #expect(SQLiteRepoCache.listBeforeOpening(Self.listing, account: "other", in: folder) == .some(nil))
            try FileManager.default.removeItem(atPath: cache.path + ".checked")
            #expect(SQLiteRepoCache.listBeforeOpening(Self.listing, account: "", in: folder) == nil)
        }
    }

    @Test func theFirstWholeListQuestionIsAnsweredByTheReadAheadAndTheNextByTheCache() async throws {
        try await Self.withCache { cache, _ in
            let early = CachedRepositories(user: Self.octocat, repositories: Self.repositories(3, stars: 1_000),
                                           fetchedAt: Date(timeIntervalSince1970: 1_800_000_000), pageValidators: [])
            let sync = Self.sync(cache, CacheReadAhead(Self.listing, list: early))
            let loaded = try await cache.load(Self.listing)
            #expect(await sync.cachedList(Self.listing) == early)
            #expect(await sync.cachedList(Self.listing) == loaded)

            let other = Self.sync(cache, CacheReadAhead(Self.listing, list: early))
            #expect(await other.cachedList(Listing(Self.octocat, .starred)) == nil)
            #expect(await other.cachedList(Self.listing) == loaded)
            // A whole list read answers no first screen.
            let head = Self.sync(cache, CacheReadAhead(Self.listing, list: early))
            #expect(await head.cachedListHead(Self.listing, Self.byStars) == (await Self.head(cache, Self.listing, Self.byStars)))
        }
    }

    /// From a file as repotui left it the plain output reads its list before opening and opens
    /// the cache only when asked something more: offline, never.
    @Test func aPlainStartFromAFileAsRepotuiLeftItOpensTheCacheOnlyWhenAsked() async throws {
        try await Self.withCache { cache, folder in
            let opens = Mutex(0)
            let opened = RepoTUICommand.cacheWithWholeList(of: Self.listing, account: "", folder: folder) {
                opens.withLock { $0 += 1 }
                return SQLiteRepoCache.open(directory: folder)
            }
            let opening = try #require(opened.cache as? OpeningRepoCache)
            #expect(opened.notice == nil)
            let sync = RepoSync(source: GitHubClient(configuration: .init(baseURL: URL(string: "http://127.0.0.1:9")!)),
                                cache: opening, now: { Date() }, readAhead: opened.readAhead)
            let loaded = try await cache.load(Self.listing)
            #expect(await sync.cachedList(Self.listing) == loaded)
            opening.foldLargeLog()
            #expect(opens.withLock { $0 } == 0)

            #expect(try await opening.viewer() == nil)
            #expect(opens.withLock { $0 } == 1)
        }
    }

    @Test func aPlainStartReadsAheadOnlyAnOwnersListFromAFileAsRepotuiLeftIt() async throws {
        try await Self.withCache { cache, folder in
            func start(_ listing: Listing, folder: URL? = folder) -> RepoTUICommand.OpenedCache {
                RepoTUICommand.cacheWithWholeList(of: listing, account: "", folder: folder) { SQLiteRepoCache.open(directory: folder ?? URL(fileURLWithPath: "/nonexistent")) }
            }
            #expect(start(Listing(Self.octocat, .starred)).readAhead != nil)
            for other in [start(Listing(Self.octocat, .memberOf)), start(Listing(Self.octocat, .search, search: "cli")), start(Self.listing, folder: nil)] {
                #expect(other.readAhead == nil)
                #expect(!(other.cache is OpeningRepoCache))
            }
            try FileManager.default.removeItem(atPath: cache.path + ".checked")
            let checked = start(Self.listing)
            #expect(checked.readAhead == nil && checked.cache is SQLiteRepoCache)
        }
    }
}
