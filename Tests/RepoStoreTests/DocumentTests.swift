import Foundation
import RepoCore
import RepoStore
import Testing

/// The detail pane's repository and the README, each kept with its own `ETag`.
@Suite struct DocumentTests {
    static let fetchedAt = Date(timeIntervalSinceReferenceDate: 771_234_567.5)

    @Test func aRepositoryRoundTripsEveryFieldWithItsValidator() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            for repository in [SampleRepositories.hostile, SampleRepositories.allNulls, SampleRepositories.licensedWithAllKeys] {
                let entry = CachedRepository(repository: repository, etag: "W/\"r\(repository.id)\"", fetchedAt: Self.fetchedAt)
                try await cache.store(entry)
                #expect(try await cache.repository(fullName: repository.fullName) == entry)
            }
        }
    }

    @Test func aRepositoryIsFoundWhateverTheCaseOfItsNameAndStoringAgainReplacesIt() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            var repository = SampleRepositories.licensedWithAllKeys
            try await cache.store(CachedRepository(repository: repository, etag: "old", fetchedAt: Self.fetchedAt))
            repository.stargazersCount += 1
            let newer = CachedRepository(repository: repository, etag: nil, fetchedAt: Self.fetchedAt + 60)
            try await cache.store(newer)
            #expect(try await cache.repository(fullName: repository.fullName.uppercased()) == newer)
            #expect(try await cache.repository(fullName: "nobody/nothing") == nil)
        }
    }

    @Test func readmesRoundTripIncludingTheAnswerThatThereIsNone() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            let text = CachedReadme(fullName: "octocat/Hello-World", text: "# Hello 世界 🌍\n\u{1B}[31mred\n",
                                    etag: "\"abc\"", fetchedAt: Self.fetchedAt)
            let none = CachedReadme(fullName: "octocat/empty", text: nil, etag: nil, fetchedAt: Self.fetchedAt)
            try await cache.store(text)
            try await cache.store(none)
            #expect(try await cache.readme(fullName: "OCTOCAT/hello-world") == text)
            #expect(try await cache.readme(fullName: "octocat/empty") == none)
            #expect(try await cache.readme(fullName: "octocat/other") == nil)
        }
    }
}
