import Foundation
import RepoCore
@testable import RepoStore
import Testing

/// The integrity stamp: the whole-file check is skipped only while the files are exactly as
/// repotui last checked or wrote them; anything else brings the check back.
@Suite struct IntegrityStampTests {
    @Test func afterOpeningAndAfterEachWriteTheFilesAreAsTheStampSays() async throws {
        try await withTemporaryDirectory { directory in
            let files = CacheFiles(directory: directory)
            #expect(!IntegrityStamp.isUntouched(files))
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            #expect(IntegrityStamp.isUntouched(files))
            try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(300, tag: "stamped")))
            #expect(IntegrityStamp.isUntouched(files))
            try await cache.touch(user: SampleRepositories.octocat, at: Date(timeIntervalSince1970: 1_800_000_000))
            #expect(IntegrityStamp.isUntouched(files))
            #expect(try await cache.load(user: SampleRepositories.octocat)?.repositories.count == 300)
        }
    }

    /// Opening an untouched cache whose log was kept changes neither file, so the stamp already
    /// says what it would write: it is left as it is, not written again at every start.
    @Test func reopeningAnUntouchedCacheLeavesItsStampAlone() async throws {
        try await withTemporaryDirectory { directory in
            let files = CacheFiles(directory: directory)
            try await writeClosedCache(30, tag: "reopened", in: directory)
            // The first close folded the new file's log; opening again starts a small one, kept.
            _ = SQLiteRepoCache.open(directory: directory)
            #expect(IntegrityStamp.current(files)?.log != nil)
            var before = stat()
            #expect(stat(files.databasePath + IntegrityStamp.suffix, &before) == 0)
            _ = try #require(SQLiteRepoCache.open(directory: directory).cache)
            var after = stat()
            #expect(stat(files.databasePath + IntegrityStamp.suffix, &after) == 0)
            #expect(after.st_ino == before.st_ino)
            #expect(IntegrityStamp.isUntouched(files))
        }
    }

    @Test func aCacheClosedCleanlyIsStillAsTheStampSays() async throws {
        try await withTemporaryDirectory { directory in
            let files = CacheFiles(directory: directory)
            // A new file's schema fills more log than is kept: the first close folds it.
            _ = SQLiteRepoCache.open(directory: directory)
            #expect(IntegrityStamp.current(files)?.log == nil)
            try await writeClosedCache(30, tag: "closed", in: directory)
            // Closing left the small log as the last write stamped it.
            #expect(IntegrityStamp.current(files)?.log != nil)
            #expect(IntegrityStamp.isUntouched(files))
            let reopened = try #require(SQLiteRepoCache.open(directory: directory).cache)
            #expect(try await reopened.load(user: SampleRepositories.octocat)?.repositories.count == 30)
        }
    }

    @Test func aLogGrownPastWhatIsKeptIsFoldedIntoTheFileWhenTheCacheCloses() async throws {
        try await withTemporaryDirectory { directory in
            let files = CacheFiles(directory: directory)
            do {
                let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
                try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(5_000, tag: "folded")))
                #expect((IntegrityStamp.current(files)?.log?.size ?? 0) > SQLiteRepoCache.logKeptUpTo)
            }
            let closed = try #require(IntegrityStamp.current(files))
            #expect(closed.log == nil)
            #expect(closed.database.size > SQLiteRepoCache.logKeptUpTo)
            #expect(IntegrityStamp.isUntouched(files))
            let reopened = try #require(SQLiteRepoCache.open(directory: directory).cache)
            #expect(try await reopened.load(user: SampleRepositories.octocat)?.repositories.count == 5_000)
        }
    }

    /// As the app quits, effects still under way may hold the cache until the process ends: the
    /// fold is asked for then, with the cache open, and a small log is left as it is.
    @Test func aLogGrownPastWhatIsKeptIsFoldedWhenAskedWhileTheCacheIsOpen() async throws {
        try await withTemporaryDirectory { directory in
            let files = CacheFiles(directory: directory)
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(5_000, tag: "folded")))
            #expect((IntegrityStamp.current(files)?.log?.size ?? 0) > SQLiteRepoCache.logKeptUpTo)

            cache.foldLargeLog()
            #expect(IntegrityStamp.current(files)?.log == nil)
            #expect(IntegrityStamp.isUntouched(files))
            #expect(try await cache.load(user: SampleRepositories.octocat)?.repositories.count == 5_000)

            try await cache.touch(Listing(SampleRepositories.octocat), at: Date(timeIntervalSince1970: 1_800_000_000))
            let small = try #require(IntegrityStamp.current(files)?.log)
            cache.foldLargeLog()
            #expect(IntegrityStamp.current(files)?.log == small)
            #expect(IntegrityStamp.isUntouched(files))
        }
    }

    /// The log stays between runs; a database file put in its place (a copy, a restore) must be
    /// read as it is, not with the old file's log replayed into it.
    @Test(arguments: [true, false])
    func aFilePutInPlaceOfTheDatabaseIsReadWithoutTheOldLog(replacingTheInode: Bool) async throws {
        try await withTemporaryDirectory { directory in
            try await withTemporaryDirectory { elsewhere in
                let files = CacheFiles(directory: directory), other = CacheFiles(directory: elsewhere)
                _ = SQLiteRepoCache.open(directory: directory)
                do {
                    let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
                    try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(30, tag: "kept-log")))
                    let another = try #require(SQLiteRepoCache.open(directory: elsewhere).cache)
                    try await another.replace(SampleRepositories.entry(SampleRepositories.numbered(5_000, tag: "copied-in")))
                }
                #expect(IntegrityStamp.current(files)?.log != nil)
                let copy = try #require(FileManager.default.contents(atPath: other.databasePath))
                if replacingTheInode {
                    try FileManager.default.removeItem(atPath: files.databasePath)
                    #expect(FileManager.default.createFile(atPath: files.databasePath, contents: copy))
                } else {
                    let handle = try #require(FileHandle(forUpdatingAtPath: files.databasePath))
                    try handle.truncate(atOffset: 0)
                    try handle.write(contentsOf: copy)
                    try handle.close()
                }

                let reopened = SQLiteRepoCache.open(directory: directory)
                #expect(reopened.notice == nil)
                let names = try await reopened.cache?.load(user: SampleRepositories.octocat)?.repositories.map(\.name)
                #expect(names?.count == 5_000)
                #expect(names?.allSatisfy { $0.contains("copied-in") } == true)
            }
        }
    }

    @Test func aChangeByAnotherHandMakesTheNextOpenCheckAgainAndAPassingCheckStampsAnew() async throws {
        try await withTemporaryDirectory { directory in
            let files = CacheFiles(directory: directory)
            try await writeClosedCache(300, tag: "touched", in: directory)
            // Another program rewrites the file's time (a copy, a backup tool): not the file repotui left.
            var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 0), timespec(tv_sec: 1_700_000_000, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, files.databasePath, &times, 0) == 0)
            #expect(!IntegrityStamp.isUntouched(files))

            let reopened = SQLiteRepoCache.open(directory: directory)
            #expect(reopened.notice == nil)
            #expect(IntegrityStamp.isUntouched(files))
            #expect(try await reopened.cache?.load(user: SampleRepositories.octocat)?.repositories.count == 300)
        }
    }

    @Test func aStampReadsBackAsWrittenAndAnythingElseIsNoStamp() {
        let stamp = IntegrityStamp(
            database: .init(device: 2049, inode: 1_234_567, size: 12_349_440, modified: 1_795_600_000_123_456_789),
            log: nil)
        #expect(IntegrityStamp(text: stamp.text) == stamp)
        #expect(stamp.text == "2049 1234567 12349440 1795600000123456789\n-\n\(CacheSchema.current)\n")
        // A stamp from before the schema line is no stamp: the next open checks once.
        for junk in ["", "garbage", "1 2 3\n-\nv7\n", "1 2 3 4\n", "1 2 3 4\n-\n", "1 2 3 4\n-\n\n",
                     "1 2 3 4\n-\nv7\nextra\n", "1 2 3 x\n-\nv7\n", "1 2 3 4\n-\nv 7\n"] {
            #expect(IntegrityStamp(text: junk) == nil, "\(junk)")
        }
    }

    @Test func aDatabaseMovedAsideTakesItsStampAway() async throws {
        try await withTemporaryDirectory { directory in
            let files = CacheFiles(directory: directory)
            try await writeClosedCache(10, tag: "aside", in: directory)
            try Data("not a database".utf8).write(to: URL(fileURLWithPath: files.databasePath))
            let reopened = SQLiteRepoCache.open(directory: directory)
            #expect(reopened.notice != nil)
            #expect(try await reopened.cache?.load(user: SampleRepositories.octocat) == nil)
            // The fresh file got its own stamp; the old one went with the old file.
            #expect(IntegrityStamp.isUntouched(files))
        }
    }
}
