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

    @Test func aCacheClosedCleanlyIsStillAsTheStampSays() async throws {
        try await withTemporaryDirectory { directory in
            let files = CacheFiles(directory: directory)
            do {
                let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
                try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(300, tag: "closed")))
            }
            // Closing moved the log into the file first and stamped that.
            #expect(IntegrityStamp.isUntouched(files))
            let reopened = try #require(SQLiteRepoCache.open(directory: directory).cache)
            #expect(try await reopened.load(user: SampleRepositories.octocat)?.repositories.count == 300)
        }
    }

    @Test func aChangeByAnotherHandMakesTheNextOpenCheckAgainAndAPassingCheckStampsAnew() async throws {
        try await withTemporaryDirectory { directory in
            let files = CacheFiles(directory: directory)
            do {
                let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
                try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(300, tag: "touched")))
            }
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
        #expect(stamp.text == "2049 1234567 12349440 1795600000123456789\n-\n")
        for junk in ["", "garbage", "1 2 3\n-\n", "1 2 3 4\n", "1 2 3 4\n-\nextra\n", "1 2 3 x\n-\n"] {
            #expect(IntegrityStamp(text: junk) == nil, "\(junk)")
        }
    }

    @Test func aDatabaseMovedAsideTakesItsStampAway() async throws {
        try await withTemporaryDirectory { directory in
            let files = CacheFiles(directory: directory)
            do {
                let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
                try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(10, tag: "aside")))
            }
            try Data("not a database".utf8).write(to: URL(fileURLWithPath: files.databasePath))
            let reopened = SQLiteRepoCache.open(directory: directory)
            #expect(reopened.notice != nil)
            #expect(try await reopened.cache?.load(user: SampleRepositories.octocat) == nil)
            // The fresh file got its own stamp; the old one went with the old file.
            #expect(IntegrityStamp.isUntouched(files))
        }
    }
}
