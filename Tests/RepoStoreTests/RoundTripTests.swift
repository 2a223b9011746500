import Foundation
import RepoCore
import RepoStore
import Testing

@Suite struct RoundTripTests {
    @Test func everyFieldComesBackExactlyAsStoredIncludingNullsAndHostileText() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let entry = SampleRepositories.entry(
                [SampleRepositories.hostile, SampleRepositories.allNulls,
                 SampleRepositories.licensedWithAllKeys],
                validators: [
                    PageValidator(url: "https://api.github.com/users/octocat/repos?page=1", etag: "W/\"abc\"", repositoryCount: 100),
                    PageValidator(url: "https://api.github.com/users/octocat/repos?page=2", etag: "\"😀\"", repositoryCount: 0),
                ])
            try await cache.replace(entry)
            #expect(try await cache.load(user: SampleRepositories.octocat) == entry)
        }
    }

    @Test func storedDataSurvivesClosingAndReopeningWithoutANotice() async throws {
        try await withTemporaryDirectory { directory in
            let entry = SampleRepositories.entry(SampleRepositories.numbered(50, tag: "kept"))
            do {
                let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
                try await cache.replace(entry)
            }
            let reopened = SQLiteRepoCache.open(directory: directory)
            #expect(reopened.notice == nil)
            #expect(try await reopened.cache?.load(user: SampleRepositories.octocat) == entry)
        }
    }

    @Test func fractionalDatesRoundTripBitForBit() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let odd = Date(timeIntervalSinceReferenceDate: 771_234_567.123_456_789)
            var repository = SampleRepositories.allNulls
            repository.pushedAt = odd
            let entry = SampleRepositories.entry([repository], fetchedAt: odd)
            try await cache.replace(entry)
            #expect(try await cache.load(user: SampleRepositories.octocat) == entry)
        }
    }

    @Test func loadingAUserNeverStoredGivesNil() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(3, tag: "a")))
            #expect(try await cache.load(user: GitHubUsername(validating: "someone-else")) == nil)
        }
    }

    @Test func anEmptyListIsStoredAsEmptyNotAsMissing() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let entry = SampleRepositories.entry([])
            try await cache.replace(entry)
            #expect(try await cache.load(user: SampleRepositories.octocat) == entry)
        }
    }

    @Test func touchChangesOnlyTheFetchTime() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let entry = SampleRepositories.entry(
                SampleRepositories.numbered(20, tag: "t"),
                validators: [PageValidator(url: "u", etag: "e", repositoryCount: 7)])
            try await cache.replace(entry)
            let later = Date(timeIntervalSince1970: 1_800_000_000)
            try await cache.touch(user: SampleRepositories.octocat, at: later)
            var expected = entry
            expected.fetchedAt = later
            #expect(try await cache.load(user: SampleRepositories.octocat) == expected)
        }
    }

    @Test func touchingAUserNeverStoredStoresNothing() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            try await cache.touch(user: SampleRepositories.octocat, at: Date())
            #expect(try await cache.load(user: SampleRepositories.octocat) == nil)
        }
    }

    @Test func replacingOneUserLeavesAnotherUntouched() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let other = try GitHubUsername(validating: "other")
            let otherEntry = SampleRepositories.entry(SampleRepositories.numbered(5, tag: "o"), user: other)
            try await cache.replace(otherEntry)
            try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(5, tag: "x")))
            let replacement = SampleRepositories.entry(SampleRepositories.numbered(2, tag: "y"))
            try await cache.replace(replacement)
            #expect(try await cache.load(user: other) == otherEntry)
            #expect(try await cache.load(user: SampleRepositories.octocat) == replacement)
        }
    }
}

/// Issue 14, item 13: logins are one user whatever their case, in the cache as on GitHub.
@Suite struct LoginCaseTests {
    @Test func aUserStoredUnderOneSpellingIsFoundAndReplacedUnderAnother() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let shouted = try GitHubUsername(validating: "OCTOCAT")
            var first = SampleRepositories.entry(SampleRepositories.numbered(3, tag: "first"))
            first.user = shouted
            try await cache.replace(first)

            let found = try await cache.load(user: SampleRepositories.octocat)
            let second = SampleRepositories.entry(SampleRepositories.numbered(2, tag: "second"))
            try await cache.replace(second)

            #expect(found == first)
            #expect(try await cache.load(user: shouted) == second)
            // Nothing of the first set is left behind under the other spelling.
            let reopened = try #require(SQLiteRepoCache.open(directory: directory).cache)
            #expect(try await reopened.load(user: try GitHubUsername(validating: "Octocat"))?.repositories.count == 2)
        }
    }
}
