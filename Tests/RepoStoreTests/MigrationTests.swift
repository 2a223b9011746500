import Foundation
import GRDB
import RepoCore
@testable import RepoStore
import Testing

/// Files left by other versions: the cache migrates what it understands and moves aside what
/// it does not, and in every case opens usable.
@Suite struct MigrationTests {
    /// 2025-06-15 15:06:40 UTC, so the moved-aside name is known in advance.
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func aFileMigratedByANewerBuildIsMovedAsideAndRebuilt() async throws {
        try await withTemporaryDirectory { directory in
            try await writeClosedCache(3, tag: "old", in: directory)
            try tamper(directory) { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v2-from-the-future')")
            }
            try await expectRebuilt(directory)
        }
    }

    /// An untouched file skips its checks only when this build's schema was what passed them.
    @Test func aFileANewerBuildMigratedAndStampedIsVerifiedNotTrusted() async throws {
        try await withTemporaryDirectory { directory in
            let files = CacheFiles(directory: directory)
            try await writeClosedCache(3, tag: "old", in: directory)
            try tamper(directory) { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v8-from-the-future')")
            }
            // The newer build notes the files as it left them, at its own schema.
            var stamp = try #require(IntegrityStamp.current(files))
            stamp.schema = "v8-from-the-future"
            try Data(stamp.text.utf8).write(to: URL(fileURLWithPath: files.databasePath + IntegrityStamp.suffix))
            #expect(IntegrityStamp.isUntouched(files))

            try await expectRebuilt(directory)
        }
    }

    @Test func aHandMadeSchemaWithoutMigrationsIsMovedAsideAndRebuilt() async throws {
        try await withTemporaryDirectory { directory in
            try tamper(directory) { db in
                try db.execute(sql: """
                    CREATE TABLE users (login TEXT PRIMARY KEY);
                    CREATE TABLE repositories (id INTEGER PRIMARY KEY, name TEXT);
                    INSERT INTO repositories VALUES (1, 'legacy');
                    """)
            }
            try await expectRebuilt(directory)
        }
    }

    @Test func aSchemaMarkedCurrentButMissingAColumnIsMovedAsideAndRebuilt() async throws {
        try await withTemporaryDirectory { directory in
            try tamper(directory) { db in
                try db.execute(sql: """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1');
                    CREATE TABLE users (login TEXT PRIMARY KEY, fetched_at REAL);
                    CREATE TABLE repositories (login TEXT, position INTEGER, id INTEGER, name TEXT);
                    CREATE TABLE page_validators (login TEXT, position INTEGER, url TEXT, etag TEXT);
                    """)
            }
            try await expectRebuilt(directory)
        }
    }

    @Test func anEmptyFileIsMigratedInPlaceWithoutANotice() async throws {
        try await withTemporaryDirectory { directory in
            let database = directory.appendingPathComponent("repos.sqlite")
            #expect(FileManager.default.createFile(atPath: database.path, contents: Data()))
            let opened = SQLiteRepoCache.open(directory: directory, now: Self.now)
            #expect(opened.notice == nil)
            let cache = try #require(opened.cache)
            let entry = SampleRepositories.entry(SampleRepositories.numbered(2, tag: "fresh"))
            try await cache.replace(entry)
            #expect(try await cache.load(user: SampleRepositories.octocat) == entry)
        }
    }

    @Test func aVersion1CacheIsMigratedKeepingItsRepositoriesAndDroppingItsPageValidators() async throws {
        try await withTemporaryDirectory { directory in
            let repositories = SampleRepositories.numbered(3, tag: "v1")
            let fetchedAt = Date(timeIntervalSinceReferenceDate: 700_000_000)
            try await oldCache(in: directory, migratedUpTo: "v1") { db in
                try Self.insertBeforeV4(repositories, fetchedAt: fetchedAt, into: db)
                try db.execute(sql: "INSERT INTO page_validators (login, position, url, etag) VALUES ('octocat', 0, 'p1', 'e1')")
            }

            let opened = SQLiteRepoCache.open(directory: directory, now: Self.now)

            #expect(opened.notice == nil)
            let cache = try #require(opened.cache)
            // Without page sizes the old validators cannot be used: the next refresh downloads once.
            #expect(try await cache.load(user: SampleRepositories.octocat)
                    == CachedRepositories(user: SampleRepositories.octocat, repositories: repositories,
                                          fetchedAt: fetchedAt, pageValidators: []))
            try await cache.store(CachedReadme(fullName: "octocat/x", text: "hi", etag: nil, fetchedAt: fetchedAt))
            #expect(try await cache.readme(fullName: "octocat/x")?.text == "hi")
        }
    }

    @Test func aVersion2CacheKeepsItsReadmesWithoutAPathAndDropsTheirValidators() async throws {
        try await withTemporaryDirectory { directory in
            let fetchedAt = Date(timeIntervalSinceReferenceDate: 700_000_000)
            try await oldCache(in: directory, migratedUpTo: "v2") { db in
                try db.execute(sql: "INSERT INTO readmes (full_name, text, etag, fetched_at) VALUES ('octocat/x', '# hi', '\"e1\"', ?)",
                               arguments: [fetchedAt.timeIntervalSinceReferenceDate])
            }

            let opened = SQLiteRepoCache.open(directory: directory, now: Self.now)

            #expect(opened.notice == nil)
            let cache = try #require(opened.cache)
            // Shown as before (a README without a path is taken for README.md); the next visit
            // fetches it once, unconditionally, to learn its path.
            #expect(try await cache.readme(fullName: "octocat/x")
                    == CachedReadme(fullName: "octocat/x", text: "# hi", path: nil, etag: nil, fetchedAt: fetchedAt))
            let rst = CachedReadme(fullName: "octocat/y", file: ReadmeFile(text: "Title\n=====\n", path: "docs/README.rst"),
                                   etag: "\"e2\"", fetchedAt: fetchedAt)
            try await cache.store(rst)
            #expect(try await cache.readme(fullName: "octocat/y") == rst)
        }
    }

    @Test func aVersion3CacheKeepsItsRepositoriesAsPublicAndDropsItsValidators() async throws {
        try await withTemporaryDirectory { directory in
            let repositories = SampleRepositories.numbered(2, tag: "v3")
            let fetchedAt = Date(timeIntervalSinceReferenceDate: 700_000_000)
            try await oldCache(in: directory, migratedUpTo: "v3") { db in
                try Self.insertBeforeV4(repositories, fetchedAt: fetchedAt, into: db)
                try db.execute(sql: """
                    INSERT INTO page_validators (login, position, url, etag, repository_count) VALUES ('octocat', 0, 'p1', 'e1', 2)
                    """)
            }

            let opened = SQLiteRepoCache.open(directory: directory, now: Self.now)

            #expect(opened.notice == nil)
            let cache = try #require(opened.cache)
            #expect(try await cache.load(user: SampleRepositories.octocat)
                    == CachedRepositories(user: SampleRepositories.octocat, repositories: repositories,
                                          fetchedAt: fetchedAt, pageValidators: []))
            var mirror = repositories[0]
            mirror.isPrivate = true
            mirror.mirrorURL = "https://example.com/upstream.git"
            let entry = CachedRepositories(user: SampleRepositories.octocat, repositories: [mirror], fetchedAt: fetchedAt)
            try await cache.replace(entry)
            #expect(try await cache.load(user: SampleRepositories.octocat) == entry)
        }
    }

    @Test func aVersion4CacheKeepsItsListsAndReadmesForRunsWithoutATokenOnly() async throws {
        try await withTemporaryDirectory { directory in
            var numbered = SampleRepositories.numbered(2, tag: "v4")
            numbered[1].mirrorURL = "https://example.com/upstream.git"
            let repositories = numbered
            let fetchedAt = Date(timeIntervalSinceReferenceDate: 700_000_000)
            try await oldCache(in: directory, migratedUpTo: "v4") { db in
                try db.execute(sql: "INSERT INTO users (login, fetched_at) VALUES ('octocat', ?)",
                               arguments: [fetchedAt.timeIntervalSinceReferenceDate])
                let columns = Array(RepositoryColumns.all.prefix { $0 != "owner_is_organization" })
                let sql = RepositoryColumns.insertSQL(into: "repositories", keyColumns: ["login", "position"], columns: columns)
                for (position, repository) in repositories.enumerated() {
                    let values = try RepositoryColumns.values(of: repository, encoder: JSONEncoder()).prefix(columns.count)
                    try db.execute(sql: sql, arguments: StatementArguments(["octocat", position] + Array(values)))
                }
                try db.execute(sql: """
                    INSERT INTO page_validators (login, position, url, etag, repository_count) VALUES ('octocat', 0, 'p1', 'e1', 2);
                    INSERT INTO readmes (full_name, text, path, etag, fetched_at) VALUES ('octocat/x', '# hi', 'README.md', '"r"', 0);
                    """)
            }

            let anonymous = SQLiteRepoCache.open(directory: directory, now: Self.now)
            #expect(anonymous.notice == nil)
            let cache = try #require(anonymous.cache)
            // Listed without a token before, so the '' account's; the owner's kind was not
            // recorded, so the validators go and the next refresh downloads once.
            #expect(try await cache.load(user: SampleRepositories.octocat)
                    == CachedRepositories(user: SampleRepositories.octocat, repositories: repositories,
                                          fetchedAt: fetchedAt, pageValidators: []))
            #expect(try await cache.readme(fullName: "octocat/x")
                    == CachedReadme(fullName: "octocat/x", text: "# hi", path: "README.md", etag: "\"r\"",
                                    fetchedAt: Date(timeIntervalSinceReferenceDate: 0)))
            let withToken = try #require(SQLiteRepoCache.open(directory: directory, account: "token-x").cache)
            #expect(try await withToken.load(user: SampleRepositories.octocat) == nil)
            #expect(try await withToken.readme(fullName: "octocat/x") == nil)
        }
    }

    @Test func aVersion5CacheKeepsItsDetailsWithoutTheNewFactsAndGainsEmptyParts() async throws {
        try await withTemporaryDirectory { directory in
            var repository = SampleRepositories.numbered(1, tag: "v5")[0]
            repository.facts = RepositoryFacts(subscribersCount: 4, networkCount: 2, visibility: "public",
                                               hasIssues: true, hasWiki: false, hasDiscussions: false)
            let stored = repository
            try await oldCache(in: directory, migratedUpTo: "v5") { db in
                let factColumns = Array(RepositoryColumns.facts.prefix(6))
                try db.execute(
                    sql: RepositoryColumns.insertSQL(into: "repository_details", keyColumns: ["account", "requested_name", "etag", "fetched_at"],
                                                     columns: Self.columnsBeforeV8 + factColumns),
                    arguments: StatementArguments(["", stored.fullName, "\"d\"", 0.0]
                        + (try RepositoryColumns.values(of: stored, encoder: JSONEncoder())).prefix(Self.columnsBeforeV8.count)
                        + Array(RepositoryColumns.values(of: stored.facts).prefix(6))))
            }

            let opened = SQLiteRepoCache.open(directory: directory, now: Self.now)
            #expect(opened.notice == nil)
            let cache = try #require(opened.cache)
            // v8 drops the page's validator: the next visit downloads it once, learning what the
            // token may do there.
            #expect(try await cache.repository(fullName: stored.fullName)
                    == CachedRepository(repository: stored, etag: nil, fetchedAt: Date(timeIntervalSinceReferenceDate: 0)))
            #expect(try await cache.insight(.languages, fullName: stored.fullName) == nil)
        }
    }

    @Test("a version 7 cache keeps its lists, not knowing what the token may do, and drops their validators")
    func version7() async throws {
        try await withTemporaryDirectory { directory in
            let repositories = SampleRepositories.numbered(2, tag: "v7")
            let fetchedAt = Date(timeIntervalSinceReferenceDate: 700_000_000)
            try await oldCache(in: directory, migratedUpTo: "v7") { db in
                try db.execute(sql: "INSERT INTO listings (id, account, owner, scope, fetched_at) VALUES (1, '', 'octocat', 'repos', ?)",
                               arguments: [fetchedAt.timeIntervalSinceReferenceDate])
                let sql = RepositoryColumns.insertSQL(into: "listed_repositories", keyColumns: ["listing_id", "position"],
                                                      columns: Self.columnsBeforeV8)
                for (position, repository) in repositories.enumerated() {
                    let values = try RepositoryColumns.values(of: repository, encoder: JSONEncoder()).prefix(Self.columnsBeforeV8.count)
                    try db.execute(sql: sql, arguments: StatementArguments([1, position] + Array(values)))
                }
                try db.execute(sql: "INSERT INTO listing_pages (listing_id, position, url, etag, repository_count) VALUES (1, 0, 'p1', 'e1', 2)")
            }

            let opened = SQLiteRepoCache.open(directory: directory, now: Self.now)
            #expect(opened.notice == nil)
            let cache = try #require(opened.cache)
            #expect(try await cache.load(user: SampleRepositories.octocat)
                    == CachedRepositories(user: SampleRepositories.octocat, repositories: repositories,
                                          fetchedAt: fetchedAt, pageValidators: []))
        }
    }

    /// The repository columns up to v7 (v8 added what the token's user may do).
    static let columnsBeforeV8 = Array(RepositoryColumns.all.prefix { $0 != "viewer_permission" })

    /// Stores `repositories` as octocat's, fetched at `fetchedAt`, in a schema from before v4:
    /// without the columns v4 added (`is_private` and after).
    static func insertBeforeV4(_ repositories: [Repository], fetchedAt: Date, into db: Database) throws {
        try db.execute(sql: "INSERT INTO users (login, fetched_at) VALUES ('octocat', ?)",
                       arguments: [fetchedAt.timeIntervalSinceReferenceDate])
        let columns = Array(RepositoryColumns.all.prefix { $0 != "is_private" })
        let sql = RepositoryColumns.insertSQL(into: "repositories", keyColumns: ["login", "position"], columns: columns)
        for (position, repository) in repositories.enumerated() {
            let values = try RepositoryColumns.values(of: repository, encoder: JSONEncoder()).prefix(columns.count)
            try db.execute(sql: sql, arguments: StatementArguments(["octocat", position] + Array(values)))
        }
    }

    /// `directory/repos.sqlite` as a build that knew the migrations up to `version` left it,
    /// holding what `fill` writes; closed before returning.
    private func oldCache(in directory: URL, migratedUpTo version: String,
                          _ fill: @escaping @Sendable (Database) throws -> Void) async throws {
        let queue = try DatabaseQueue(path: directory.appendingPathComponent("repos.sqlite").path)
        try CacheSchema.migrator.migrate(queue, upTo: version)
        try await queue.write(fill)
        try queue.close()
    }

    /// Writes to `directory/repos.sqlite` with a plain connection, closed before returning.
    private func tamper(_ directory: URL, _ change: (Database) throws -> Void) throws {
        let queue = try DatabaseQueue(path: directory.appendingPathComponent("repos.sqlite").path)
        try queue.writeWithoutTransaction { try change($0) }
        try queue.close()
    }

    /// Opening moves the old file to its timestamped name, and the new cache is empty and works.
    private func expectRebuilt(_ directory: URL) async throws {
        let opened = SQLiteRepoCache.open(directory: directory, now: Self.now)
        let movedTo = directory.appendingPathComponent("repos.sqlite.corrupt-20250615-150640").path
        #expect(opened.notice == .movedAside(movedTo))
        #expect(FileManager.default.fileExists(atPath: movedTo))
        let cache = try #require(opened.cache)
        #expect(try await cache.load(user: SampleRepositories.octocat) == nil)
        let entry = SampleRepositories.entry(SampleRepositories.numbered(2, tag: "rebuilt"))
        try await cache.replace(entry)
        #expect(try await cache.load(user: SampleRepositories.octocat) == entry)
    }
}
