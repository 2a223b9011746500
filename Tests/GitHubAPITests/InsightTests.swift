import Foundation
import GitHubStub
import RepoCore
import TestSupport
import Testing
@testable import GitHubAPI

/// The detail's parts from their own endpoints, against the stub: each decoded to a value,
/// GitHub's ways of saying "none" (404, 202) read as such, and every one revalidated with its
/// `ETag`.
@Suite struct InsightTests {
    static let insights = StubInsights(
        languages: ["C": 78_769, "Python": 7_769, "Shell": 120],
        latestRelease: StubRelease(tag: "v1.0.0", name: "First", publishedAt: Date(timeIntervalSince1970: 1_361_993_732)),
        openPullRequests: 37,
        participationAll: Array(1...52), participationOwner: Array(repeating: 1, count: 52),
        participationComputing: 1,
        contributors: (1...7).map { StubContributor(login: "person\($0)", contributions: 100 - $0) })

    /// The sample with octocat/Hello-World's parts spelled out and Spoon-Knife without any.
    static var dataset: StubDataset {
        var dataset = StubDataset.sample
        let user = dataset.users.firstIndex { $0.login == "octocat" }!
        for index in dataset.users[user].repos.indices {
            switch dataset.users[user].repos[index].name {
            case "Hello-World": dataset.users[user].repos[index].insights = insights
            case "Spoon-Knife": dataset.users[user].repos[index].insights = StubInsights()
            default: break
            }
        }
        return dataset
    }

    static func ask(_ kinds: [RepositoryInsight.Kind], of name: String = "Hello-World")
        async throws -> (answers: [RepositoryInsight?], paths: [String]) {
        try await withStubServer(dataset: dataset) { server, baseURL in
            let client = makeClient(baseURL)
            var answers: [RepositoryInsight?] = []
            for kind in kinds {
                guard case .modified(let tagged) = try await client.insight(kind, owner: "octocat", name: name, ifNoneMatch: nil) else {
                    answers.append(nil)
                    continue
                }
                answers.append(tagged.value)
            }
            return (answers, await server.recordedRequests.map { $0.path + ($0.query.isEmpty ? "" : "?" + $0.query) })
        }
    }

    @Test func everyPartIsDecodedFromItsOwnEndpoint() async throws {
        let (answers, paths) = try await Self.ask([.languages, .latestRelease, .openPullRequests, .contributors])

        #expect(answers == [
            .languages([.init(name: "C", bytes: 78_769), .init(name: "Python", bytes: 7_769), .init(name: "Shell", bytes: 120)]),
            .latestRelease(.init(tag: "v1.0.0", name: "First", publishedAt: Date(timeIntervalSince1970: 1_361_993_732))),
            .openPullRequests(37),
            .contributors((1...5).map { .init(login: "person\($0)", contributions: 100 - $0) }),
        ])
        #expect(paths == [
            "/repos/octocat/Hello-World/languages",
            "/repos/octocat/Hello-World/releases/latest",
            "/repos/octocat/Hello-World/pulls?state=open&per_page=1",
            "/repos/octocat/Hello-World/contributors?per_page=5",
        ])
    }

    @Test func participationIsStillComputingAtFirstAndArrivesWhenAskedAgain() async throws {
        let (answers, _) = try await Self.ask([.participation, .participation])

        #expect(answers == [
            .participation(nil),
            .participation(.init(all: Array(1...52), owner: Array(repeating: 1, count: 52))),
        ])
        #expect(RepositoryInsight.participation(nil).isCacheable == false)
    }

    @Test func aRepositoryWithNothingSaysSoInEveryPart() async throws {
        let (answers, _) = try await Self.ask([.languages, .latestRelease, .openPullRequests, .participation, .contributors],
                                              of: "Spoon-Knife")

        #expect(answers == [
            .languages([]), .latestRelease(nil), .openPullRequests(0),
            .participation(.init(all: Array(repeating: 0, count: 52), owner: Array(repeating: 0, count: 52))),
            .contributors([]),
        ])
    }

    @Test(arguments: [0, 1, 2, 250])
    func openPullRequestsAreCountedFromTheLastPageWithoutDownloadingThem(count: Int) async throws {
        var dataset = Self.dataset
        let user = dataset.users.firstIndex { $0.login == "octocat" }!
        let repo = dataset.users[user].repos.firstIndex { $0.name == "Hello-World" }!
        dataset.users[user].repos[repo].insights?.openPullRequests = count
        let answer = try await withStubServer(dataset: dataset) { _, baseURL in
            try await makeClient(baseURL).insight(.openPullRequests, owner: "octocat", name: "Hello-World", ifNoneMatch: nil)
        }
        guard case .modified(let tagged) = answer else { throw GitHubError.unexpectedResponse("304") }
        #expect(tagged.value == .openPullRequests(count))
    }

    @Test func aPartIsRevalidatedWithItsETag() async throws {
        let again = try await withStubServer(dataset: Self.dataset) { _, baseURL in
            let client = makeClient(baseURL)
            guard case .modified(let first) = try await client.insight(.languages, owner: "octocat", name: "Hello-World", ifNoneMatch: nil)
            else { throw GitHubError.unexpectedResponse("an unconditional request answered 304") }
            return try await client.insight(.languages, owner: "octocat", name: "Hello-World", ifNoneMatch: first.etag)
        }
        #expect(again == .notModified)
    }

    @Test func aPrivateRepositorysPartsAreNotFoundWithoutItsToken() async throws {
        await #expect(throws: GitHubError.notFound("Not Found")) {
            try await withStubServer(dataset: ScopeDataset.make()) { _, baseURL in
                try await makeClient(baseURL).insight(.languages, owner: "ana", name: "ana-secret-0", ifNoneMatch: nil)
            }
        }
    }

    @Test func theFixturesDecodeAsGitHubSendsThem() throws {
        let languages = try GitHubJSON.makeDecoder().decode(
            [String: Int].self, from: Fixtures.data("openapi-examples/repos-owner-repo-languages.200.language.json"))
        let participation = try GitHubJSON.makeDecoder().decode(
            ParticipationDTO.self, from: Fixtures.data("openapi-examples/repos-owner-repo-stats-participation.200.participation-stats.json"))
        let release = try GitHubJSON.makeDecoder().decode(
            ReleaseDTO.self, from: Fixtures.data("openapi-examples/repos-owner-repo-releases-latest.200.release.json"))
        let contributors = try GitHubJSON.makeDecoder().decode(
            [ContributorDTO].self,
            from: Fixtures.data("openapi-examples/repos-owner-repo-contributors.200.contributor-items-response-if-repository-contains-content.json"))

        #expect(languages == ["C": 78_769, "Python": 7_769])
        #expect(participation.all.count == 52 && participation.owner.count == 52)
        #expect(release.tagName == "v1.0.0" && release.name == "v1.0.0")
        #expect(contributors.map(\.login) == ["octocat"] && contributors.map(\.contributions) == [32])
    }

    @Test func onePartFailingLeavesTheOthersAsTheyAre() async throws {
        let answers = try await withStubServer(dataset: Self.dataset) { server, baseURL in
            await server.inject(StubFaultRule(.status(502), target: .pathPrefix("/repos/octocat/Hello-World/languages")))
            let client = makeClient(baseURL, retries: RetrySpy())
            var answers: [String] = []
            for kind in [RepositoryInsight.Kind.languages, .openPullRequests] {
                do {
                    _ = try await client.insight(kind, owner: "octocat", name: "Hello-World", ifNoneMatch: nil)
                    answers.append("\(kind.rawValue): ok")
                } catch {
                    answers.append("\(kind.rawValue): \(error)")
                }
            }
            return answers
        }
        #expect(answers.count == 2)
        #expect(answers[0].hasPrefix("languages: http(status: 502"))
        #expect(answers[1] == "open_pull_requests: ok")
    }
}
