import Foundation
import RepoCore
@testable import RepoStore
import TestSupport
import Testing

/// Whatever sits where the database goes, opening never crashes or throws: the cache works
/// after moving the bad file aside, or runs disabled with a reason.
@Suite struct CorruptionTests {
    /// 2025-06-15 15:06:40 UTC.
    static let now = Date(timeIntervalSince1970: 1_750_000_000)
    static let stamp = "20250615-150640"

    @Test func randomBytesAreMovedAsideAndAFreshCacheWorksWithoutTheirStaleLog() async throws {
        try await withTemporaryDirectory { directory in
            let database = directory.appendingPathComponent("repos.sqlite").path
            var generator = SeededGenerator(seed: 3)
            let junk = Data((0..<8_192).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            #expect(FileManager.default.createFile(atPath: database, contents: junk))
            #expect(FileManager.default.createFile(atPath: database + "-wal", contents: Data("stale wal".utf8)))

            let movedTo = database + ".corrupt-" + Self.stamp
            try await expectMovedAsideAndWorking(directory, movedTo: movedTo)
            #expect(FileManager.default.contents(atPath: movedTo) == junk)
            // SQLite drops a -wal too short to hold a header while failing to open the junk; what
            // matters is that no stale log sits beside the fresh database to be replayed into it.
            #expect(FileManager.default.contents(atPath: database + "-wal") != Data("stale wal".utf8))
        }
    }

    @Test func aTruncatedDatabaseIsMovedAsideAndAFreshCacheWorks() async throws {
        try await withTemporaryDirectory { directory in
            do {
                let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
                // Past what the log keeps: closing folds it into the file, which is then cut.
                try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(5_000, tag: "big")))
            }
            let database = directory.appendingPathComponent("repos.sqlite").path
            let whole = try #require(FileManager.default.contents(atPath: database))
            #expect(whole.count > Int(SQLiteRepoCache.logKeptUpTo))
            let handle = try #require(FileHandle(forUpdatingAtPath: database))
            try handle.truncate(atOffset: UInt64(whole.count / 2))
            try handle.close()

            try await expectMovedAsideAndWorking(directory, movedTo: database + ".corrupt-" + Self.stamp)
        }
    }

    @Test func aDirectoryWhereTheDatabaseGoesIsMovedAsideAndAFreshCacheWorks() async throws {
        try await withTemporaryDirectory { directory in
            let database = directory.appendingPathComponent("repos.sqlite")
            try FileManager.default.createDirectory(at: database, withIntermediateDirectories: false)
            #expect(FileManager.default.createFile(
                atPath: database.appendingPathComponent("inside").path, contents: Data("x".utf8)))

            let movedTo = database.path + ".corrupt-" + Self.stamp
            try await expectMovedAsideAndWorking(directory, movedTo: movedTo)
            #expect(FileManager.default.contents(atPath: movedTo + "/inside") == Data("x".utf8))
        }
    }

    @Test func aSecondMoveInTheSameSecondGetsItsOwnName() async throws {
        try await withTemporaryDirectory { directory in
            let database = directory.appendingPathComponent("repos.sqlite").path
            #expect(FileManager.default.createFile(atPath: database, contents: Data("first".utf8)))
            #expect(SQLiteRepoCache.open(directory: directory, now: Self.now).notice
                == .movedAside(database + ".corrupt-" + Self.stamp))
            #expect(FileManager.default.createFile(atPath: database, contents: Data("second".utf8)))
            try await expectMovedAsideAndWorking(directory, movedTo: database + ".corrupt-" + Self.stamp + "-2")
        }
    }

    @Test(.enabled(if: !isRoot, "runs as root, and root reads a chmod 000 file anyway"))
    func anUnreadableFileIsMovedAsideAndAFreshCacheWorks() async throws {
        try await withTemporaryDirectory { directory in
            let database = directory.appendingPathComponent("repos.sqlite").path
            #expect(FileManager.default.createFile(atPath: database, contents: Data("secret".utf8)))
            #expect(chmod(database, 0o000) == 0)
            try await expectMovedAsideAndWorking(directory, movedTo: database + ".corrupt-" + Self.stamp)
        }
    }

    @Test(.enabled(if: !isRoot, "runs as root, and root writes into a read-only directory anyway"))
    func aCacheDirectoryThatCannotBeCreatedDisablesTheCache() async throws {
        try await withTemporaryDirectory { parent in
            // The cache chmods its own directory, so only a parent it does not own can stop it.
            #expect(chmod(parent.path, 0o500) == 0)
            let directory = parent.appendingPathComponent("repotui")
            let opened = SQLiteRepoCache.open(directory: directory, now: Self.now)
            #expect(opened.cache == nil)
            guard case .disabled(let reason)? = opened.notice else {
                Issue.record("expected .disabled, got \(String(describing: opened.notice))")
                return
            }
            #expect(reason.hasPrefix("cannot use cache directory \(directory.path): "))
        }
    }

    @Test func aRegularFileWhereTheCacheDirectoryGoesDisablesTheCache() async throws {
        try await withTemporaryDirectory { parent in
            let directory = parent.appendingPathComponent("not-a-directory")
            #expect(FileManager.default.createFile(atPath: directory.path, contents: Data("x".utf8)))
            let opened = SQLiteRepoCache.open(directory: directory, now: Self.now)
            #expect(opened.cache == nil)
            guard case .disabled(let reason)? = opened.notice else {
                Issue.record("expected .disabled, got \(String(describing: opened.notice))")
                return
            }
            #expect(reason.hasPrefix("cannot use cache directory \(directory.path): "))
            #expect(FileManager.default.contents(atPath: directory.path) == Data("x".utf8))
        }
    }

    /// Opening reports the move to `movedTo`, and the cache it returns stores and loads.
    private func expectMovedAsideAndWorking(_ directory: URL, movedTo: String) async throws {
        let opened = SQLiteRepoCache.open(directory: directory, now: Self.now)
        #expect(opened.notice == .movedAside(movedTo))
        let cache = try #require(opened.cache)
        #expect(try await cache.load(user: SampleRepositories.octocat) == nil)
        let entry = SampleRepositories.entry([SampleRepositories.hostile, SampleRepositories.allNulls])
        try await cache.replace(entry)
        #expect(try await cache.load(user: SampleRepositories.octocat) == entry)
        #expect(permissions(of: directory.appendingPathComponent("repos.sqlite").path) == 0o600)
    }
}
