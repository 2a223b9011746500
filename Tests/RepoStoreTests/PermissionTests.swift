import Foundation
import RepoCore
import RepoStore
import Testing

@Suite struct PermissionTests {
    @Test func aNewCacheDirectoryIs0700AndTheDatabaseAndItsSidecars0600() async throws {
        try await withTemporaryDirectory { parent in
            let directory = parent.appendingPathComponent("nested/repotui")
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(3, tag: "p")))
            #expect(permissions(of: directory.path) == 0o700)
            let database = directory.appendingPathComponent("repos.sqlite").path
            #expect(cache.path == database)
            #expect(permissions(of: database) == 0o600)
            #expect(permissions(of: database + "-wal") == 0o600)
            #expect(permissions(of: database + "-shm") == 0o600)
        }
    }

    @Test func anExistingLooseDirectoryAndDatabaseAreTightened() async throws {
        try await withTemporaryDirectory { parent in
            let directory = parent.appendingPathComponent("repotui")
            do {
                _ = try #require(SQLiteRepoCache.open(directory: directory).cache)
            }
            let database = directory.appendingPathComponent("repos.sqlite").path
            #expect(chmod(directory.path, 0o755) == 0)
            #expect(chmod(database, 0o644) == 0)
            let reopened = SQLiteRepoCache.open(directory: directory)
            #expect(reopened.cache != nil)
            #expect(reopened.notice == nil)
            #expect(permissions(of: directory.path) == 0o700)
            #expect(permissions(of: database) == 0o600)
        }
    }
}
