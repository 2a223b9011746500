import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import TestSupport
import Testing

/// The writes of a bulk change (issue 28) against github-stub: what the client sends, what it
/// makes of GitHub's answers, and GitHub's refusals as `GitHubError` — checked again with a
/// later read, so an answer that only looks right is caught.
@Suite struct RepositoryChangesClientTests {
    typealias Dataset = RepositoryChangesDataset

    /// `method path body` of every request the stub received.
    static func exchanges(_ server: GitHubStubServer) async -> [String] {
        await server.recordedRequests.map { "\($0.method) \($0.path) \(String(decoding: $0.body, as: UTF8.self))" }
    }

    /// `tool` as `GET /repos/ana/tool` answers ana's token before any change.
    static var tool: Repository {
        var repository = expectedRepository(Dataset.tool, owner: Dataset.ana, full: true)
        repository.viewerPermission = .admin
        return repository
    }

    // MARK: PATCH

    @Test("Archiving with PATCH answers the whole repository archived, and a later GET agrees")
    func archive() async throws {
        let (answer, fetched, exchanges) = try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            let client = makeClient(baseURL, token: Dataset.anaToken)
            let answer = try await client.updateRepository(owner: "ana", name: "tool", fields: RepositoryFields(archived: true))
            let fetched = try await client.repository(owner: "ana", name: "tool")
            return (answer, fetched, await Self.exchanges(server))
        }
        var archived = Self.tool
        archived.isArchived = true
        #expect(answer == archived)
        #expect(fetched == archived)
        #expect(exchanges == [#"PATCH /repos/ana/tool {"archived":true}"#, "GET /repos/ana/tool "])
    }

    @Test("A rename answers the repository under its new full name; the old name leads there too")
    func rename() async throws {
        let (answer, byNewName, byOldName) = try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let client = makeClient(baseURL, token: Dataset.anaToken)
            let answer = try await client.updateRepository(owner: "ana", name: "tool", fields: RepositoryFields(name: "toolkit"))
            return (answer, try await client.repository(owner: "ana", name: "toolkit"),
                    try await client.repository(owner: "ana", name: "tool"))
        }
        var renamedStub = Dataset.tool
        renamedStub.name = "toolkit"
        var renamed = expectedRepository(renamedStub, owner: Dataset.ana, full: true)
        renamed.viewerPermission = .admin
        #expect(renamed.fullName == "ana/toolkit")
        #expect(answer == renamed)
        #expect(byNewName == renamed)
        #expect(byOldName == renamed)
    }

    @Test("Clearing the description sends an empty string beside the other fields asked for, and nothing else")
    func clearDescription() async throws {
        let (answer, exchanges) = try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            let client = makeClient(baseURL, token: Dataset.anaToken)
            let answer = try await client.updateRepository(
                owner: "ana", name: "tool", fields: RepositoryFields(description: .some(nil), homepage: .some("https://ana.dev")))
            return (answer, await Self.exchanges(server))
        }
        // The stub keeps what it was sent: "" for a cleared description, as GitHub's page sends it.
        var cleared = Self.tool
        cleared.description = ""
        cleared.homepage = "https://ana.dev"
        #expect(answer == cleared)
        #expect(exchanges == [#"PATCH /repos/ana/tool {"description":"","homepage":"https:\/\/ana.dev"}"#])
    }

    // MARK: Topics

    @Test("PUT topics makes them exactly the list sent, in its order; GET agrees")
    func topicsReplaced() async throws {
        let (answer, fetched, exchanges) = try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            let client = makeClient(baseURL, token: Dataset.anaToken)
            let answer = try await client.replaceTopics(owner: "ana", name: "tool", ["terminal", "swift", "github-api"])
            return (answer, try await client.repository(owner: "ana", name: "tool"), await Self.exchanges(server))
        }
        var retopicked = Self.tool
        retopicked.topics = ["terminal", "swift", "github-api"]
        #expect(answer == ["terminal", "swift", "github-api"])
        #expect(fetched == retopicked)
        #expect(exchanges == [#"PUT /repos/ana/tool/topics {"names":["terminal","swift","github-api"]}"#, "GET /repos/ana/tool "])
    }

    @Test("Clearing every topic is a PUT of an empty list")
    func topicsCleared() async throws {
        let (answer, fetched) = try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let client = makeClient(baseURL, token: Dataset.anaToken)
            return (try await client.replaceTopics(owner: "ana", name: "tool", []),
                    try await client.repository(owner: "ana", name: "tool"))
        }
        var cleared = Self.tool
        cleared.topics = []
        #expect(answer == [])
        #expect(fetched == cleared)
    }

    @Test("21 topics, or an uppercase one, are refused with 422 and GitHub's own message; nothing changes")
    func topicsRefused() async throws {
        let (tooMany, uppercase, fetched) = try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let client = makeClient(baseURL, token: Dataset.anaToken)
            let tooMany = await Self.failure { try await client.replaceTopics(owner: "ana", name: "tool", (1...21).map { "topic-\($0)" }) }
            let uppercase = await Self.failure { try await client.replaceTopics(owner: "ana", name: "tool", ["cli", "Swift"]) }
            return (tooMany, uppercase, try await client.repository(owner: "ana", name: "tool"))
        }
        #expect(tooMany == .http(status: 422, message: "A repository cannot have more than 20 topics."))
        #expect(uppercase == .http(status: 422, message: #""Swift" is not a valid topic. Topics must start with a lowercase "#
            + "letter or number, consist of 50 characters or less, and can include hyphens."))
        #expect(fetched == Self.tool)
    }

    // MARK: DELETE

    @Test("After DELETE the repository answers 404, to GET and to a second DELETE")
    func delete() async throws {
        let (afterwards, again, exchanges) = try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            let client = makeClient(baseURL, token: Dataset.anaToken)
            try await client.deleteRepository(owner: "ana", name: "scratch")
            let afterwards = await Self.failure { try await client.repository(owner: "ana", name: "scratch") }
            let again = await Self.failure { try await client.deleteRepository(owner: "ana", name: "scratch") }
            return (afterwards, again, await Self.exchanges(server))
        }
        #expect(afterwards == .notFound("Not Found"))
        #expect(again == .notFound("Not Found"))
        #expect(exchanges == ["DELETE /repos/ana/scratch ", "GET /repos/ana/scratch ", "DELETE /repos/ana/scratch "])
    }

    // MARK: Refusals

    @Test("A member without admin rights is refused every settings write with GitHub's 403, and nothing changes")
    func memberWithoutAdmin() async throws {
        let (failures, fetched) = try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let client = makeClient(baseURL, token: Dataset.benToken)
            let failures = [
                await Self.failure { try await client.updateRepository(owner: "acme", name: "site", fields: RepositoryFields(archived: true)) },
                await Self.failure { try await client.replaceTopics(owner: "acme", name: "site", ["web"]) },
                await Self.failure { try await client.deleteRepository(owner: "acme", name: "site") },
            ]
            return (failures, try await client.repository(owner: "acme", name: "site"))
        }
        let refusal = GitHubError.http(status: 403, message: "Must have admin rights to Repository.")
        #expect(failures == [refusal, refusal, refusal])
        var site = expectedRepository(Dataset.site, owner: Dataset.acme, full: true)
        site.viewerPermission = .write
        #expect(fetched == site)
    }

    @Test("An archived repository refuses a new description (403, read-only) but may be unarchived")
    func archivedIsReadOnly() async throws {
        let (refused, unarchived) = try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let client = makeClient(baseURL, token: Dataset.anaToken)
            let refused = await Self.failure {
                try await client.updateRepository(owner: "ana", name: "old-notes", fields: RepositoryFields(description: "new words"))
            }
            let unarchived = try await client.updateRepository(owner: "ana", name: "old-notes", fields: RepositoryFields(archived: false))
            return (refused, unarchived)
        }
        #expect(refused == .http(status: 403, message: "Repository was archived so is read-only."))
        var notes = expectedRepository(Dataset.oldNotes, owner: Dataset.ana, full: true)
        notes.viewerPermission = .admin
        notes.isArchived = false
        #expect(unarchived == notes)
    }

    // MARK: Forks

    @Test("A fork 3 behind compares as behind 3, ahead 0; merge-upstream makes it even")
    func forkBehind() async throws {
        let (before, ahead, message, after, again) = try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let client = makeClient(baseURL, token: Dataset.anaToken)
            func compare(_ name: String) async throws -> ForkComparison {
                try await client.compareWithUpstream(owner: "ana", name: name, branch: "main", upstreamOwner: "upstream", upstreamBranch: "main")
            }
            let before = try await compare("behind-fork")
            let ahead = try await compare("ahead-fork")
            let message = try await client.mergeUpstream(owner: "ana", name: "behind-fork", branch: "main")
            let after = try await compare("behind-fork")
            let again = try await client.mergeUpstream(owner: "ana", name: "behind-fork", branch: "main")
            return (before, ahead, message, after, again)
        }
        #expect(before == ForkComparison(upstream: "upstream:main", behindBy: 3, aheadBy: 0))
        // The other way round too: base…head is easy to read backwards.
        #expect(ahead == ForkComparison(upstream: "upstream:main", behindBy: 0, aheadBy: 2))
        #expect(message == "Successfully fetched and fast-forwarded from upstream upstream:main.")
        #expect(after == ForkComparison(upstream: "upstream:main", behindBy: 0, aheadBy: 0))
        #expect(again == "This branch is not behind the upstream upstream:main.")
    }

    @Test("A diverged fork's sync is refused with 409 and GitHub's message")
    func divergedFork() async throws {
        let failure = try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let client = makeClient(baseURL, token: Dataset.anaToken)
            return await Self.failure { try await client.mergeUpstream(owner: "ana", name: "diverged-fork", branch: "main") }
        }
        #expect(failure == .http(status: 409, message: "There are merge conflicts"))
    }

    // MARK: Feature switches

    @Test("featureSwitches reads issues, wiki and projects; after disabling the wiki it reads it off")
    func featureSwitches() async throws {
        let (before, answer, after) = try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let client = makeClient(baseURL, token: Dataset.anaToken)
            let before = try await client.featureSwitches(owner: "ana", name: "tool")
            let answer = try await client.updateRepository(owner: "ana", name: "tool", fields: RepositoryFields(features: [.wiki: false]))
            return (before, answer, try await client.featureSwitches(owner: "ana", name: "tool"))
        }
        #expect(before == [.issues: true, .wiki: true, .projects: true])
        #expect(after == [.issues: true, .wiki: false, .projects: true])
        var withoutWiki = Self.tool
        withoutWiki.facts?.hasWiki = false
        #expect(answer == withoutWiki)
    }

    // MARK: Without a token

    @Test("Without a token every write fails with tokenRequired and nothing is sent")
    func withoutToken() async throws {
        let (failures, requests) = try await withStubServer(dataset: Dataset.dataset) { server, baseURL in
            let client = makeClient(baseURL)
            let failures = [
                await Self.failure { try await client.updateRepository(owner: "ana", name: "tool", fields: RepositoryFields(archived: true)) },
                await Self.failure { try await client.replaceTopics(owner: "ana", name: "tool", ["cli"]) },
                await Self.failure { try await client.deleteRepository(owner: "ana", name: "tool") },
                await Self.failure { try await client.mergeUpstream(owner: "ana", name: "behind-fork", branch: "main") },
            ]
            return (failures, await server.recordedRequests)
        }
        #expect(failures == Array(repeating: .tokenRequired(nil), count: 4))
        #expect(requests == [])
    }

    // MARK: Permissions

    @Test("Listings asked with a token say what it may do: admin on its own, write as a member, read elsewhere")
    func viewerPermissions() async throws {
        let (own, stranger, anonymous) = try await withStubServer(dataset: Dataset.dataset) { _, baseURL in
            let ben = makeClient(baseURL, token: Dataset.benToken)
            return (try await ben.repositories(of: username("ben")), try await ben.repositories(of: username("upstream")),
                    try await makeClient(baseURL).repositories(of: username("ana")))
        }
        func permissions(_ rows: [Repository]) -> [String: ViewerPermission?] {
            Dictionary(uniqueKeysWithValues: rows.map { ($0.fullName, $0.viewerPermission) })
        }
        // /user/repos: ben's own and those of acme, where ben is a member.
        #expect(permissions(own) == ["ben/ben-tools": .admin, "acme/site": .write])
        #expect(permissions(stranger) == ["upstream/project": .read])
        #expect(permissions(anonymous) == Dictionary(uniqueKeysWithValues: Dataset.ana.repos.map { ("ana/" + $0.name, nil) }))
    }

    /// The error `body` throws; nil when it returns.
    static func failure<Value>(_ body: () async throws -> Value) async -> GitHubError? {
        do {
            _ = try await body()
            return nil
        } catch let error as GitHubError {
            return error
        } catch {
            return .unexpectedResponse("not a GitHubError: \(error)")
        }
    }
}

/// Accounts for the client's writes: `ana` owns repositories of every shape a write meets
/// (plain, archived, forks behind, ahead and diverged); `acme` is an organisation where `ben`
/// is a member without admin rights.
enum RepositoryChangesDataset {
    static let anaToken = "ghp_changes_client_ana"
    static let benToken = "ghp_changes_client_ben"

    static let tool = StubRepository(
        id: 61_101, name: "tool", description: "A tool", homepage: "https://example.com/tool", language: "Swift",
        stargazersCount: 42, forksCount: 3, topics: ["cli"],
        createdAt: Date(timeIntervalSince1970: 1_600_000_000), updatedAt: Date(timeIntervalSince1970: 1_700_000_000),
        pushedAt: Date(timeIntervalSince1970: 1_700_000_100))
    static let oldNotes = StubRepository(id: 61_102, name: "old-notes", isArchived: true)
    static let site = StubRepository(id: 61_401, name: "site", topics: ["web"])

    static let ana = StubUser(
        login: "ana", id: 61_001,
        repos: [
            tool, oldNotes,
            StubRepository(id: 61_103, name: "behind-fork", isFork: true, parent: "upstream/project", behindUpstream: 3),
            StubRepository(id: 61_104, name: "ahead-fork", isFork: true, parent: "upstream/project", aheadOfUpstream: 2),
            StubRepository(id: 61_105, name: "diverged-fork", isFork: true, parent: "upstream/project",
                           behindUpstream: 2, aheadOfUpstream: 1),
            StubRepository(id: 61_106, name: "scratch"),
        ],
        token: anaToken)
    static let acme = StubUser(login: "acme", id: 61_004, type: .organization, repos: [site], members: ["ben"])

    static let dataset = StubDataset(users: [
        ana,
        StubUser(login: "ben", id: 61_002, repos: [StubRepository(id: 61_201, name: "ben-tools")], token: benToken),
        acme,
        StubUser(login: "upstream", id: 61_005, repos: [StubRepository(id: 61_501, name: "project")]),
    ])
}
