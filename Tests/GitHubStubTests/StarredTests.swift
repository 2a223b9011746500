import Foundation
import GitHubStub
import TestSupport
import Testing

/// `/users/{u}/starred` as GitHub serves it: newest star first, paginated with GitHub's Link
/// header, `{starred_at, repo}` items with the `star+json` media type, and never a private
/// repository.
@Suite struct StarredTests {
    /// octocat stars three of big-org's repositories and a private one of its own.
    static var dataset: StubDataset {
        var dataset = StubDataset.sample
        let octocat = dataset.users.firstIndex { $0.login == "octocat" }!
        dataset.users[octocat].repos[0].isPrivate = true
        let hidden = dataset.users[octocat].repos[0].name
        func at(_ hours: Double) -> Date { SampleClock.reference.addingTimeInterval(-3_600 * hours) }
        dataset.users[octocat].starred = [
            StubStar(repo: "big-org/service-002", starredAt: at(5)),
            StubStar(repo: "octocat/\(hidden)", starredAt: at(1)),
            StubStar(repo: "BIG-ORG/service-001", starredAt: at(2)),
            StubStar(repo: "big-org/service-003", starredAt: at(9)),
            StubStar(repo: "nobody/gone", starredAt: at(3)),
        ]
        return dataset
    }

    @Test func starsComeNewestFirstWithoutPrivateOrMissingRepositories() async throws {
        try await withStubServer(dataset: Self.dataset) { _, baseURL in
            let plain = try await get("/users/octocat/starred", from: baseURL)
            #expect(plain.status == 200)
            #expect(try plain.jsonArray().compactMap { $0["full_name"] as? String }
                    == ["big-org/service-001", "big-org/service-002", "big-org/service-003"])
            #expect(plain.header("link") == nil)

            let oldestFirst = try await get("/users/octocat/starred?direction=asc", from: baseURL)
            #expect(try oldestFirst.jsonArray().compactMap { $0["full_name"] as? String }
                    == ["big-org/service-003", "big-org/service-002", "big-org/service-001"])
        }
    }

    @Test func theStarMediaTypeSaysWhenEachWasStarred() async throws {
        try await withStubServer(dataset: Self.dataset) { _, baseURL in
            let response = try await get("/users/octocat/starred", from: baseURL,
                                         headers: ["Accept": "application/vnd.github.star+json"])
            let items = try response.jsonArray()
            #expect(items.compactMap { $0["starred_at"] as? String }
                    == ["2026-10-31T22:00:00Z", "2026-10-31T19:00:00Z", "2026-10-31T15:00:00Z"])
            #expect(items.compactMap { ($0["repo"] as? [String: Any])?["full_name"] as? String }
                    == ["big-org/service-001", "big-org/service-002", "big-org/service-003"])
        }
    }

    @Test func starsArePaginatedLikeAListing() async throws {
        try await withStubServer(dataset: Self.dataset) { _, baseURL in
            let base = baseURL.absoluteString
            let first = try await get("/users/octocat/starred?per_page=2", from: baseURL)
            let id = try #require(StubDataset.sample.user(login: "octocat")).id
            #expect(try first.jsonArray().count == 2)
            #expect(first.header("link")
                == "<\(base)/user/\(id)/starred?per_page=2&page=2>; rel=\"next\", <\(base)/user/\(id)/starred?per_page=2&page=2>; rel=\"last\"")
            let second = try await get("/user/\(id)/starred?per_page=2&page=2", from: baseURL)
            #expect(try second.jsonArray().compactMap { $0["full_name"] as? String } == ["big-org/service-003"])
        }
    }

    @Test func aUserWithNoStarsHasAnEmptyListAndAnUnknownOneIsNotFound() async throws {
        try await withStubServer { _, baseURL in
            let none = try await get("/users/big-org/starred", from: baseURL)
            #expect(none.status == 200)
            #expect(try none.jsonArray().isEmpty)
            #expect(try await get("/users/nobody-here/starred", from: baseURL).status == 404)
        }
    }

    @Test func aUserCanStarThousandsOfGeneratedRepositories() async throws {
        var dataset = StubDataset.sample
        try dataset.addGeneratedStars(login: "stargazer", count: 3_000)
        try await withStubServer(dataset: dataset) { _, baseURL in
            let first = try await get("/users/stargazer/starred?per_page=100", from: baseURL,
                                      headers: ["Accept": "application/vnd.github.star+json"])
            let items = try first.jsonArray()
            #expect(items.count == 100)
            #expect(first.header("link")?.contains("page=30>; rel=\"last\"") == true)
            let dates = items.compactMap { $0["starred_at"] as? String }
            #expect(dates == dates.sorted(by: >))
        }
    }
}
