import CSQLiteTuning
import Foundation
@testable import RepoCore
import Testing
@testable import RepoStore

/// A long list read on two threads (`PipelinedRows`) is exactly what reading the statement row by
/// row makes, whatever its length against the batches, and a damaged row fails the whole read:
/// against a real cache file.
struct PipelinedRowsTests {
    /// Rows of every shape: every optional empty, hostile text, a licence, organisations' rows
    /// and starred ones, then numbered sets.
    static func variedRepositories(_ count: Int) -> [Repository] {
        let special = [SampleRepositories.allNulls, SampleRepositories.hostile, SampleRepositories.licensedWithAllKeys]
        return (special + SampleRepositories.numbered(count, tag: "p")).enumerated().map { index, repository in
            var repository = repository
            if index.isMultiple(of: 5) {
                repository.owner = Owner(login: "an-org", id: 9, avatarURL: "https://avatars.example/9", isOrganization: true)
                repository.starredAt = Date(timeIntervalSince1970: 1_700_000_000 + TimeInterval(index))
            }
            return repository
        }
    }

    /// `repositories` cached, then `body` with a read-only connection to the file and the listing's id.
    static func withCachedList(_ repositories: [Repository], _ body: (SQLiteRepoCache, OpaquePointer, Int64) async throws -> Void) async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            try await cache.replace(SampleRepositories.entry(repositories))
            var opened: OpaquePointer?
            defer { sqlite3_close_v2(opened) }
            guard sqlite3_open_v2(cache.path, &opened, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK, let connection = opened else {
                Issue.record("cannot open \(cache.path)")
                return
            }
            let listing = try PreparedStatement("SELECT id FROM listings", on: connection)
            #expect(try listing.step())
            try await body(cache, connection, sqlite3_column_int64(listing.statement, 0))
        }
    }

    static func rows(of listing: Int64, on connection: OpaquePointer) throws -> PreparedStatement {
        let rows = try PreparedStatement(RepositoryColumns.selectSQL, on: connection)
        try rows.bind(listing, at: 1)
        return rows
    }

    @Test(arguments: [0, 1, 61, 62, 125, 1_200])
    func aListReadOnTwoThreadsIsWhatReadingRowByRowMakes(count: Int) async throws {
        let repositories = Self.variedRepositories(count)
        try await Self.withCachedList(repositories) { _, connection, listing in
            let byRow = try SQLiteRepoCache.repositories(stepping: Self.rows(of: listing, on: connection), count: 0)
            let pipelined = try PipelinedRows.repositories(stepping: Self.rows(of: listing, on: connection), count: 0)
            #expect(byRow == repositories)
            #expect(pipelined == byRow)
        }
    }

    @Test func aLongListIsLoadedOnTwoThreadsAndStillSharesItsOwner() async throws {
        let repositories = SampleRepositories.numbered(PipelinedRows.fromCount, tag: "one-owner")
        try await Self.withCachedList(repositories) { cache, _, _ in
            let loaded = try #require(try await cache.load(Listing(SampleRepositories.octocat)))
            #expect(loaded.repositories == repositories)
            // One owner's rows hold one owner between them, as a list read row by row does.
            #expect(loaded.repositories.allSatisfy { $0.ownerStorage === loaded.repositories[0].ownerStorage })
        }
    }

    /// Text where a number belongs, anywhere in the list: the read fails, on two threads as row by
    /// row (a cache miss, fetched again), never a row made up.
    @Test(arguments: ["stargazers_count = 'many'", "pushed_at = 'soon'", "is_fork = 'yes'"])
    func aDamagedRowFailsTheWholeRead(damage: String) async throws {
        let repositories = Self.variedRepositories(700)
        try await Self.withCachedList(repositories) { cache, connection, listing in
            #expect(sqlite3_exec(connection, "UPDATE listed_repositories SET \(damage) WHERE position = 650", nil, nil, nil) == SQLITE_OK)
            #expect(throws: (any Error).self) { try PipelinedRows.repositories(stepping: Self.rows(of: listing, on: connection), count: 0) }
            #expect(throws: (any Error).self) { try SQLiteRepoCache.repositories(stepping: Self.rows(of: listing, on: connection), count: 0) }
            await #expect(throws: (any Error).self) { try await cache.load(Listing(SampleRepositories.octocat)) }
        }
    }
}
