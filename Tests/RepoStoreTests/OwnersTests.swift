import Foundation
import RepoCore
import RepoStore
import Testing

/// `u`'s memory: owners opened and pinned, per account, with what the cache holds of them.
@Suite struct OwnersTests {
    static func login(_ text: String) -> GitHubUsername {
        try! GitHubUsername(validating: text)
    }

    static func at(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    @Test func pinnedOwnersComeFirstInPinOrderThenTheOthersMostRecentlyOpenedFirst() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(3, tag: "own")))
            try await cache.recordOpened(Self.login("octocat"), at: Self.at(100))
            try await cache.recordOpened(Self.login("torvalds"), at: Self.at(200))
            try await cache.recordOpened(Self.login("apple"), at: Self.at(300))
            #expect(try await cache.togglePin(Self.login("torvalds"), at: Self.at(400)))
            #expect(try await cache.togglePin(Self.login("Rust-Lang"), at: Self.at(500)))

            #expect(try await cache.knownOwners(limit: 10) == [
                KnownOwner(login: Self.login("torvalds"), pinnedAt: Self.at(400), openedAt: Self.at(200)),
                KnownOwner(login: Self.login("Rust-Lang"), pinnedAt: Self.at(500)),
                KnownOwner(login: Self.login("apple"), openedAt: Self.at(300)),
                KnownOwner(login: Self.login("octocat"), openedAt: Self.at(100), cachedRepositories: 3),
            ])
            #expect(try await cache.knownOwners(limit: 2).map(\.login.rawValue) == ["torvalds", "Rust-Lang"])
        }
    }

    @Test func pinningTwiceUnpinsAndOpeningAgainMovesAnOwnerUp() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            try await cache.recordOpened(Self.login("octocat"), at: Self.at(100))
            try await cache.recordOpened(Self.login("apple"), at: Self.at(200))
            #expect(try await cache.togglePin(Self.login("octocat"), at: Self.at(300)))
            #expect(try await cache.togglePin(Self.login("OCTOCAT"), at: Self.at(400)) == false)
            try await cache.recordOpened(Self.login("octocat"), at: Self.at(500))

            #expect(try await cache.knownOwners(limit: 10) == [
                KnownOwner(login: Self.login("octocat"), openedAt: Self.at(500)),
                KnownOwner(login: Self.login("apple"), openedAt: Self.at(200)),
            ])
        }
    }

    @Test func eachAccountKeepsItsOwnOwners() async throws {
        try await withTemporaryDirectory { directory in
            let tokenA = try #require(SQLiteRepoCache.open(directory: directory, account: "token-a").cache)
            let anonymous = try #require(SQLiteRepoCache.open(directory: directory).cache)
            try await tokenA.recordOpened(Self.login("secret-org"), at: Self.at(100))
            _ = try await tokenA.togglePin(Self.login("secret-org"), at: Self.at(100))

            #expect(try await anonymous.knownOwners(limit: 10) == [])
            #expect(try await tokenA.knownOwners(limit: 10).map(\.login.rawValue) == ["secret-org"])
        }
    }
}
