import Foundation
import GitHubAPI
import RepoCore
import TestSupport
import Testing

/// The DTOs against real GitHub payloads, read in place from ../shared/fixtures/github.
@Suite(.enabled(if: Fixtures.isAvailable, "needs ../shared/fixtures/github (recorded GitHub responses)"))
struct RepositoryDTOFixtureTests {
    static let octocatOwner = Owner(
        login: "octocat", id: 1, avatarURL: "https://github.com/images/error/octocat_happy.gif",
        htmlURL: "https://github.com/octocat")

    static let helloWorld = Repository(
        id: RepoID(1_296_269), name: "Hello-World", fullName: "octocat/Hello-World", owner: octocatOwner,
        description: "This your first repo!", htmlURL: "https://github.com/octocat/Hello-World",
        gitURL: "git:github.com/octocat/Hello-World.git", cloneURL: "https://github.com/octocat/Hello-World.git",
        sshURL: "git@github.com:octocat/Hello-World.git", homepage: "https://github.com", language: nil,
        stargazersCount: 80, forksCount: 9, watchersCount: 80, openIssuesCount: 0, license: nil,
        topics: ["octocat", "atom", "electron", "api"], defaultBranch: "master", sizeKB: 108,
        createdAt: date("2011-01-26T19:01:12Z"), updatedAt: date("2011-01-26T19:14:43Z"),
        pushedAt: date("2011-01-26T19:06:43Z"), isFork: false, isArchived: false, isTemplate: false,
        isPrivate: false, viewerPermission: .read, mirrorURL: "git:git.example.com/octocat/Hello-World")

    @Test func minimalRepositoryItemsDecodeWithoutLicense() throws {
        let data = try Fixtures.data("openapi-examples/users-username-repos.200.minimal-repository-items.json")
        #expect(try RepositoryJSON.decode(data) == [Self.helloWorld])
    }

    @Test func fullRepositoryExampleDecodesWithLicense() throws {
        let data = try Fixtures.data("openapi-examples/repos-owner-repo.200.full-repository-default-response.json")
        var expected = Self.helloWorld
        expected.license = License(key: "mit", name: "MIT License", spdxID: "MIT")
        expected.facts = RepositoryFacts(subscribersCount: 42, networkCount: 0, visibility: "public", hasIssues: true, hasWiki: true,
                                         parentFullName: "octocat/Hello-World", templateFullName: "octocat/Hello-World-Template")
        #expect(try decoder().decode(RepositoryDTO.self, from: data).toDomain() == expected)
    }

    @Test func recordedRepositoryWithNullsDecodes() throws {
        let exchange = try #require(try RecordedExchange.load("octokit-scenarios/get-repository/raw-fixture.json").first)
        let repository = try decoder().decode(RepositoryDTO.self, from: exchange.body).toDomain()
        #expect(repository == Repository(
            id: RepoID(103_703_892), name: "hello-world", fullName: "octokit-fixture-org/hello-world",
            owner: Owner(
                login: "octokit-fixture-org", id: 31_898_100,
                avatarURL: "https://avatars.githubusercontent.com/u/31898100?v=4",
                htmlURL: "https://github.com/octokit-fixture-org", isOrganization: true),
            description: nil, htmlURL: "https://github.com/octokit-fixture-org/hello-world",
            gitURL: "git://github.com/octokit-fixture-org/hello-world.git",
            cloneURL: "https://github.com/octokit-fixture-org/hello-world.git",
            sshURL: "git@github.com:octokit-fixture-org/hello-world.git", homepage: nil, language: nil,
            stargazersCount: 0, forksCount: 0, watchersCount: 0, openIssuesCount: 0, license: nil,
            topics: ["fixtures", "hello", "hello-world"], defaultBranch: "master", sizeKB: 0,
            createdAt: Self.date("2017-09-15T21:43:08Z"), updatedAt: Self.date("2017-09-19T15:57:54Z"),
            pushedAt: Self.date("2017-11-03T20:11:46Z"), viewerPermission: .admin,
            facts: RepositoryFacts(subscribersCount: 1, networkCount: 0, visibility: "public", hasIssues: true, hasWiki: true)))
    }

    private func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func date(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }
}
