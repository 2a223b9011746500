import Foundation
import GitHubStub
import TestSupport
import Testing

/// GitHub's `permissions` object: on every repository served to a known token — its own, an
/// organisation's for an admin or a member, anyone else's — and absent without a token.
@Suite struct RepositoryPermissionsTests {
    typealias Dataset = WritesDataset
    typealias Permissions = WireRepository.Permissions

    @Test("One repository carries the token's user's permissions: owner, organisation admin, member, stranger, none")
    func oneRepository() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            var seen: [Permissions?] = []
            for (target, token) in [
                ("/repos/ana/tool", Dataset.anaToken), ("/repos/acme/site", Dataset.catToken), ("/repos/acme/internal", Dataset.benToken),
                ("/repositories/51401", Dataset.benToken), ("/repos/ana/tool", Dataset.benToken), ("/repos/ana/tool", nil),
            ] as [(String, String?)] {
                seen.append(try await get(target, token: token, from: baseURL).repository().permissions)
            }
            #expect(seen == [.owner, .owner, .member, .member, .reader, nil])
        }
    }

    @Test("Listings carry them too, and a remembered page is never served to another viewer")
    func listings() async throws {
        try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            func permissions(_ target: String, _ token: String?) async throws -> Set<Permissions?> {
                Set(try await get(target, token: token, from: baseURL).repositories().map(\.permissions))
            }
            let seen = [
                try await permissions("/users/ana/repos", Dataset.anaToken), try await permissions("/users/ana/repos", Dataset.benToken),
                try await permissions("/users/ana/repos", nil), try await permissions("/orgs/acme/repos", Dataset.benToken),
                try await permissions("/orgs/acme/repos", Dataset.catToken), try await permissions("/user/repos?affiliation=organization_member", Dataset.catToken),
            ]
            #expect(seen == [[.owner], [.reader], [nil], [.member], [.owner], [.owner]])
        }
    }

    @Test("Starred listings carry the permissions of each starred repository's owner")
    func starred() async throws {
        var dataset = Dataset.dataset
        let ben = dataset.users.firstIndex { $0.login == "ben" }!
        dataset.users[ben].starred = [
            StubStar(repo: "ana/tool", starredAt: SampleClock.daysAgo(1)), StubStar(repo: "acme/site", starredAt: SampleClock.daysAgo(2)),
            StubStar(repo: "ben/ben-tools", starredAt: SampleClock.daysAgo(3)),
        ]
        try await withStubServer(dataset: dataset) { _, baseURL in
            let starred = try await get("/users/ben/starred", token: Dataset.benToken, from: baseURL).repositories()
            #expect(starred.map(\.fullName) == ["ana/tool", "acme/site", "ben/ben-tools"])
            #expect(starred.map(\.permissions) == [.reader, .member, .owner])
        }
    }
}
