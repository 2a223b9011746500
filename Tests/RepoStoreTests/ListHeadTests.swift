import Foundation
import RepoCore
import RepoStore
import Testing

/// The first screen read from a real cache file before the whole list: every row at or beyond
/// the `count`-th value of the order, ties included, nothing else; nil when the cache cannot
/// cut such a head.
@Suite struct ListHeadTests {
    /// 300 repositories: pushed dates with runs of ties and some never pushed, stars 0…49.
    static let repositories = SampleRepositories.numbered(300, tag: "head").enumerated().map { index, repository in
        var repository = repository
        repository.pushedAt = index % 10 == 3 ? nil : Date(timeIntervalSince1970: 1_700_000_000 + TimeInterval((index * 7919) % 97) * 3_600)
        repository.stargazersCount = (index * 31) % 50
        return repository
    }

    /// What a head must hold: the rows whose value is at or beyond the `count`-th value.
    static func expected(_ value: (Repository) -> Double?, descending: Bool, count: Int) -> Set<RepoID> {
        let values = repositories.compactMap(value).sorted(by: descending ? (>) : (<))
        let boundary = values[count - 1]
        return Set(repositories.filter { value($0).map { descending ? $0 >= boundary : $0 <= boundary } ?? false }.map(\.id))
    }

    @Test func theHeadIsEveryRowUpToTheLastValueOfTheFirstScreenTiesIncluded() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            try await cache.replace(SampleRepositories.entry(Self.repositories))
            let listing = Listing(SampleRepositories.octocat)

            let pushed = try #require(try await cache.loadHead(listing, ListHead(.pushed, descending: true, count: 40)))
            #expect(Set(pushed.map(\.id)) == Self.expected({ $0.pushedAt?.timeIntervalSince1970 }, descending: true, count: 40))
            #expect(pushed.count >= 40 && pushed.count < Self.repositories.count)
            let byID = Dictionary(uniqueKeysWithValues: Self.repositories.map { ($0.id, $0) })
            #expect(pushed.allSatisfy { byID[$0.id] == $0 })

            let fewestStars = try #require(try await cache.loadHead(listing, ListHead(.stars, descending: false, count: 25)))
            #expect(Set(fewestStars.map(\.id)) == Self.expected({ Double($0.stargazersCount) }, descending: false, count: 25))
        }
    }

    @Test func withoutEnoughValuesOrWithoutTheListThereIsNoHead() async throws {
        try await withTemporaryDirectory { directory in
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            try await cache.replace(SampleRepositories.entry(Self.repositories))
            let listing = Listing(SampleRepositories.octocat)
            // 270 rows were pushed: a head of 280 would need the never-pushed ones, which only the whole list orders.
            #expect(try await cache.loadHead(listing, ListHead(.pushed, descending: true, count: 280)) == nil)
            #expect(try await cache.loadHead(listing, ListHead(.starred, descending: true, count: 10)) == nil)
            #expect(try await cache.loadHead(Listing(try GitHubUsername(validating: "nobody")), ListHead(.pushed, descending: true, count: 10)) == nil)
        }
    }
}
