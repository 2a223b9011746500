import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import TestSupport
import Testing

/// The real client over real URLSession against the real stub on 127.0.0.1.
@Suite struct GitHubClientIntegrationTests {
    @Test func octocatsEightRepositoriesArriveMostRecentlyPushedFirstWithEveryField() async throws {
        let repositories = try await withStubServer { _, baseURL in
            try await makeClient(baseURL).repositories(of: username("octocat"))
        }
        let octocat = StubDataset.sample.requiredUser("octocat")
        let byName = Dictionary(uniqueKeysWithValues: octocat.repos.map { ($0.name, $0) })
        let order = [
            "test-repo1", "Hello-World", "Spoon-Knife", "swift-cli-template", "linguist", "octocat.github.io",
            "git-consortium", "empty-notes",
        ]
        #expect(repositories == order.map { expectedRepository(byName[$0]!, owner: octocat) })
    }

    @Test func oneOctocatRepositoryMapsToExactlyThisValue() async throws {
        let repository = try await withStubServer { _, baseURL in
            try await makeClient(baseURL).repository(owner: "octocat", name: "linguist")
        }
        #expect(repository == Repository(
            id: RepoID(1_725_199), name: "linguist", fullName: "octocat/linguist",
            owner: Owner(
                login: "octocat", id: 583_231, avatarURL: "https://avatars.githubusercontent.com/u/583231?v=4",
                htmlURL: "https://github.com/octocat"),
            description: "Language Savant. If your repository's language is being reported incorrectly, send us a pull request!",
            htmlURL: "https://github.com/octocat/linguist", gitURL: "git://github.com/octocat/linguist.git",
            cloneURL: "https://github.com/octocat/linguist.git", sshURL: "git@github.com:octocat/linguist.git",
            homepage: nil, language: "Ruby", stargazersCount: 194, forksCount: 214, watchersCount: 194,
            openIssuesCount: 0, license: License(key: "mit", name: "MIT License", spdxID: "MIT"),
            topics: ["languages", "syntax-highlighting", "linguistics"], defaultBranch: "master", sizeKB: 32_899,
            createdAt: Date(timeIntervalSince1970: 1_793_491_200 - 680 * 86_400),
            updatedAt: Date(timeIntervalSince1970: 1_793_491_200 - 40 * 86_400),
            pushedAt: Date(timeIntervalSince1970: 1_793_491_200 - 41 * 86_400),
            isFork: true, isArchived: false, isTemplate: false,
            // The repository's own page: its watchers (subscribers), not the stars again.
            facts: RepositoryFacts(subscribersCount: 19, networkCount: 214, visibility: "public",
                                   hasIssues: true, hasWiki: true, hasDiscussions: false)))
    }

    @Test func bigOrgsTwoHundredFiftyRepositoriesComeOverThreePagesFollowingGitHubsLinks() async throws {
        let (repositories, requests) = try await withStubServer { server, baseURL in
            // One page at a time: each request is the `next` link of the one before, exactly.
            let repositories = try await makeClient(baseURL, maxConcurrentPages: 1).repositories(of: username("big-org"))
            return (repositories, await server.recordedRequests)
        }
        #expect(requests.map(\.target) == [
            "/users/big-org/repos?per_page=100&sort=pushed&direction=desc",
            "/user/9919919/repos?per_page=100&sort=pushed&direction=desc&page=2",
            "/user/9919919/repos?per_page=100&sort=pushed&direction=desc&page=3",
        ])
        let bigOrg = StubDataset.sample.requiredUser("big-org")
        #expect(repositories == bigOrg.repos.map { expectedRepository($0, owner: bigOrg) })
        #expect(repositories.map(\.name).prefix(2) == ["service-001", "service-002"])
        #expect(Set(repositories.map(\.id)).count == 250)
    }

    @Test func aUserWithoutRepositoriesHasAnEmptyList() async throws {
        let repositories = try await withStubServer { _, baseURL in
            try await makeClient(baseURL).repositories(of: username("emptyuser"))
        }
        #expect(repositories == [])
    }

    @Test func anUnknownUserIsUserNotFound() async throws {
        try await withStubServer { _, baseURL in
            await #expect(throws: GitHubError.userNotFound("no-such-user")) {
                try await makeClient(baseURL).repositories(of: username("no-such-user"))
            }
        }
    }

    @Test func anUnknownRepositoryIsNotFoundWithGitHubsMessage() async throws {
        try await withStubServer { _, baseURL in
            await #expect(throws: GitHubError.notFound("Not Found")) {
                try await makeClient(baseURL).repository(owner: "octocat", name: "nope")
            }
        }
    }

    @Test func aMirrorArrivesWithItsUpstreamAndAPrivateRepositoryIsNotInAPublicListing() async throws {
        var dataset = StubDataset.sample
        let user = try #require(dataset.users.firstIndex { $0.login == "octocat" })
        dataset.users[user].repos[0].mirrorURL = "https://git.example.com/upstream.git"
        dataset.users[user].repos[1].isPrivate = true
        let (mirrorName, privateName) = (dataset.users[user].repos[0].name, dataset.users[user].repos[1].name)
        let repositories = try await withStubServer(dataset: dataset) { _, baseURL in
            try await makeClient(baseURL).repositories(of: username("octocat"))
        }
        #expect(repositories.count == dataset.users[user].repos.count - 1)
        #expect(!repositories.contains { $0.name == privateName })
        #expect(repositories.first { $0.name == mirrorName }?.mirrorURL == "https://git.example.com/upstream.git")
        #expect(repositories.filter { $0.mirrorURL != nil }.count == 1)
        #expect(repositories.allSatisfy { !$0.isPrivate })
    }

    @Test func everyRequestCarriesGitHubsHeadersAndTheBearerToken() async throws {
        let token = ScopeDataset.benToken
        let requests = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            _ = try await makeClient(baseURL, token: token).repositories(of: username("octocat"))
            _ = try await makeClient(baseURL, token: token).readme(owner: "octocat", name: "Hello-World")
            return await server.recordedRequests
        }
        let sent = requests.map { request in
            ["accept", "x-github-api-version", "user-agent", "authorization"].map { request.headers[$0] }
        }
        // `/user` (whose token), `/users/octocat` (an organisation?), the listing, the README.
        #expect(sent == Array(repeating: ["application/vnd.github+json", "2022-11-28", "repotui-tests/1.0", "Bearer \(token)"], count: 4))
    }

    @Test func withoutATokenNoAuthorizationIsSent() async throws {
        let requests = try await withStubServer { server, baseURL in
            _ = try await makeClient(baseURL, token: nil).repositories(of: username("emptyuser"))
            _ = try await makeClient(baseURL, token: "").repositories(of: username("emptyuser"))
            return await server.recordedRequests
        }
        #expect(requests.map { $0.headers["authorization"] } == [nil, nil])
    }

    @Test(arguments: [
        ("unicode-zoo", "日本語-リポジトリ"), ("unicode-zoo", "family-👨‍👩‍👧"), ("unicode-zoo", "cafe\u{301}-combining"),
        ("hostile", "red\u{1B}[31malert"), ("hostile", "c1\u{9B}31mcsi"), ("hostile", "multi\nline"),
    ])
    func namesWithAnyCharactersReachTheRightRepository(owner: String, name: String) async throws {
        let repository = try await withStubServer { _, baseURL in
            try await makeClient(baseURL).repository(owner: owner, name: name)
        }
        let stubOwner = StubDataset.sample.requiredUser(owner)
        #expect(repository == expectedRepository(stubOwner.repo(named: name)!, owner: stubOwner, full: true))
    }

    @Test func hostileDescriptionsArriveByteForByte() async throws {
        let repositories = try await withStubServer { _, baseURL in
            try await makeClient(baseURL).repositories(of: username("hostile"))
        }
        let hostile = StubDataset.sample.requiredUser("hostile")
        #expect(Set(repositories.map(\.description)) == Set(hostile.repos.map(\.description)))
        #expect(repositories.contains { $0.description?.contains("\u{1B}]52;c;ZXZpbA==\u{07}") == true })
    }

    @Test func readmeIsRawTextOrNilWhenThereIsNone() async throws {
        let (readme, missing, unknownRepository) = try await withStubServer { _, baseURL in
            let client = makeClient(baseURL)
            return (
                try await client.readme(owner: "octocat", name: "Hello-World"),
                try await client.readme(owner: "octocat", name: "octocat.github.io"),
                try await client.readme(owner: "octocat", name: "does-not-exist"))
        }
        guard case .modified(let text) = readme else {
            Issue.record("expected the README, got \(readme)")
            return
        }
        #expect(text.value?.text == StubDataset.sample.requiredUser("octocat").repos.first { $0.name == "Hello-World" }?.readme)
        #expect(text.etag?.isEmpty == false)
        #expect(missing == .modified(Tagged(nil, etag: nil)))
        #expect(unknownRepository == .modified(Tagged(nil, etag: nil)))
    }

    @Test func theRateLimitOfEveryResponseIsReported() async throws {
        let spy = RateLimitSpy()
        try await withStubServer { _, baseURL in
            _ = try await makeClient(baseURL, rateLimits: spy).repositories(of: username("big-org"))
        }
        // Pages 2 and 3 travel side by side: their readings may come in either order.
        #expect(spy.all.compactMap(\.remaining).sorted(by: >) == [59, 58, 57])
        #expect(spy.all.map(\.limit) == [60, 60, 60])
        #expect(spy.all.compactMap(\.used).sorted() == [1, 2, 3])
        #expect(spy.all.map(\.resource) == ["core", "core", "core"])
        #expect(spy.all.allSatisfy { $0.resetAt != nil })
    }

    @Test func encodedJSONDecodesBackToTheSameRepositories() async throws {
        let repositories = try await withStubServer { _, baseURL in
            try await makeClient(baseURL).repositories(of: username("octocat"))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let data = RepositoryJSON.encode(repositories)
        #expect(try decoder.decode([RepositoryDTO].self, from: data).map { $0.toDomain() } == repositories)
    }
}
