import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
@testable import RepoFeatures
import RepoStore
import TerminalUI
import Testing
import TestSupport
@testable import RepoTUI

/// The whole runtime for real: the store running the app's reducer, effects carried out by the
/// live runner with the real GitHub client against the stub on loopback and the real SQLite
/// cache in a temporary directory.
@MainActor
struct LiveRuntimeTests {
    static let octocat = try! GitHubUsername(validating: "octocat")

    /// A store as the app makes one: `network`, the client on `baseURL`, the cache in `directory`.
    func makeStore(_ baseURL: URL, cache directory: URL?, network: NetworkPolicy = .online,
                   user: GitHubUsername = octocat, firstFrame: FirstFrameLatch? = nil) -> Store {
        let client = GitHubClient(configuration: GitHubClient.Configuration(
            baseURL: baseURL, token: nil, userAgent: "repotui-tests/1.0", timeout: 10))
        let cache = directory.flatMap { SQLiteRepoCache.open(directory: $0).cache }
        let session = AppSession(user: user, sort: .default, network: network,
                                 sync: RepoSync(source: client, cache: cache, now: { Date() }), startupNotice: nil,
                                 columns: nil, events: AppEventSink())
        return session.makeStore(size: Size(width: 80, height: 24), external: nil, firstFrame: firstFrame)
    }

    /// The stub on a free loopback port for `body`, stopped afterwards whatever happens.
    func withStub(_ dataset: StubDataset = .sample, _ body: (GitHubStubServer, URL) async throws -> Void) async throws {
        let server = GitHubStubServer(dataset: dataset)
        let baseURL = try await server.start()
        do {
            try await body(server, baseURL)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    func list(_ store: Store) -> RepoList.State? {
        if case .list(let state)? = store.state.screens.first?.screen { return state }
        return nil
    }

    func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aColdStartListsEveryRepositoryAndAWarmStartShowsThemFromTheCacheThenConfirmsThemWithA304() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withStub { server, baseURL in
            let cold = makeStore(baseURL, cache: directory)
            cold.send(.start(Self.octocat, sort: .default))
            await cold.settle()
            let listed = try #require(list(cold))

            await server.clearRecordedRequests()
            let warm = makeStore(baseURL, cache: directory)
            warm.send(.start(Self.octocat, sort: .default))
            try await waitFor("the cached rows") { list(warm)?.known != nil }
            let fromCache = try #require(list(warm))
            await warm.settle()
            let confirmed = try #require(list(warm))
            let requests = await server.recordedRequests

            #expect(listed.rows.count == 8)
            #expect(listed.freshness == .current(since: listed.known?.fetchedAt ?? .distantPast))
            guard case .cached = fromCache.freshness else {
                Issue.record("the warm start did not show the cached rows first: \(fromCache.freshness)")
                return
            }
            #expect(fromCache.rows == listed.rows)
            #expect(confirmed.rows == listed.rows)
            #expect(confirmed.load == nil)
            #expect(requests.map(\.path) == ["/users/octocat/repos"])
            #expect(requests.first?.headers["if-none-match"] != nil)
        }
    }

    /// Issue 30: until the first frame is drawn, a warm start reads only the first screen it is
    /// drawn from. The rest of the cached list, and GitHub, wait for that frame.
    @Test func untilTheFirstFrameIsDrawnOnlyTheCachedFirstScreenIsReadAndGitHubWaits() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var dataset = StubDataset.sample
        try dataset.addGeneratedOrganization(login: "three-hundred", repositoryCount: 300)
        let bigOrg = try GitHubUsername(validating: "three-hundred")
        try await withStub(dataset) { server, baseURL in
            let cold = makeStore(baseURL, cache: directory, user: bigOrg)
            cold.send(.start(bigOrg, sort: .default))
            await cold.settle()
            let listed = try #require(list(cold))
            await server.clearRecordedRequests()

            let firstFrame = FirstFrameLatch()
            let warm = makeStore(baseURL, cache: directory, user: bigOrg, firstFrame: firstFrame)
            warm.send(.start(bigOrg, sort: .default))
            try await waitFor("the first screen shown, the rest waiting for the frame") {
                list(warm)?.rows.isEmpty == false && firstFrame.waitingCount > 0
            }
            let beforeTheFrame = try #require(list(warm))
            let requestsBeforeTheFrame = await server.recordedRequests
            firstFrame.open()
            await warm.settle()
            let confirmed = try #require(list(warm))

            #expect(listed.rows.count == 300)
            #expect(beforeTheFrame.load == .readingCache)
            #expect(beforeTheFrame.known == nil)
            #expect(Array(beforeTheFrame.rows) == Array(listed.rows.prefix(beforeTheFrame.rows.count)))
            #expect(beforeTheFrame.rows.count < 300)
            #expect(requestsBeforeTheFrame.isEmpty)
            #expect(confirmed.rows == listed.rows)
            #expect(confirmed.load == nil)
            // The three pages, each asked whether it changed.
            let requestsAfterTheFrame = await server.recordedRequests
            #expect(requestsAfterTheFrame.first?.target == "/users/three-hundred/repos?per_page=100&sort=pushed&direction=desc")
            #expect(requestsAfterTheFrame.map { $0.headers["if-none-match"] != nil } == [true, true, true])
        }
    }

    /// With nothing cached there is no first screen to draw a frame from: the cache's answer
    /// (nothing) is the first frame's, and GitHub waits for that frame.
    @Test func withNothingCachedTheWholeCacheIsReadAtOnceAndGitHubWaitsForTheFrame() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withStub { server, baseURL in
            let firstFrame = FirstFrameLatch()
            let store = makeStore(baseURL, cache: directory, firstFrame: firstFrame)
            store.send(.start(Self.octocat, sort: .default))
            try await waitFor("the cache read, GitHub waiting") {
                list(store)?.load == .asking(pages: nil) && firstFrame.waitingCount > 0
            }
            let requestsBeforeTheFrame = await server.recordedRequests
            firstFrame.open()
            await store.settle()

            #expect(requestsBeforeTheFrame.isEmpty)
            #expect(list(store)?.rows.count == 8)
            #expect(await server.recordedRequests.map(\.path) == ["/users/octocat/repos"])
        }
    }

    /// The parts too: the stub answers participation 202 first, as GitHub does, so it is shown
    /// only after the one more ask (a real wait of a few seconds).
    @Test func openingARepositoryFetchesItAndItsReadmeAndCachesBoth() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withStub { server, baseURL in
            let store = makeStore(baseURL, cache: directory)
            store.send(.start(Self.octocat, sort: RepoSort(field: .name)))
            await store.settle()
            let names = list(store)?.rows.map(\.name) ?? []
            let helloWorld = try #require(names.firstIndex(of: "Hello-World"))
            for _ in 0..<helloWorld { store.send(.key(.down)) }

            store.send(.key(.enter))
            await store.settle()

            guard case .detail(let detail)? = store.state.screens.last?.screen else {
                Issue.record("no detail open")
                return
            }
            #expect(detail.repository.fullName == "octocat/Hello-World")
            #expect(detail.phase == .current)
            guard case .file(let readme)? = detail.readme else {
                Issue.record("no README: \(String(describing: detail.readme))")
                return
            }
            #expect(readme.text.contains("Hello"))
            #expect(readme.path == "README.md")
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            #expect(try await cache.readme(fullName: "octocat/Hello-World")?.file == readme)
            #expect(try await cache.repository(fullName: "octocat/Hello-World") != nil)
            let shown = detail.parts.compactMapValues { part -> RepositoryInsight? in
                guard case .shown(let insight) = part else { return nil }
                return insight
            }
            #expect(Set(shown.keys) == Set(RepositoryInsight.Kind.allCases))
            if case .participation(let weeks)? = shown[.participation] { #expect(weeks?.all.count == 52) }
            for (kind, insight) in shown {
                #expect(try await cache.insight(kind, fullName: "octocat/Hello-World")?.insight == insight)
            }
            let asked = await server.recordedRequests.map(\.path).filter { $0.hasSuffix("/stats/participation") }
            #expect(asked == ["/repos/octocat/Hello-World/stats/participation", "/repos/octocat/Hello-World/stats/participation"])
        }
    }

    @Test func offlineTheListComesFromTheCacheAloneAndNothingCachedSaysSo() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withStub { server, baseURL in
            let online = makeStore(baseURL, cache: directory)
            online.send(.start(Self.octocat, sort: .default))
            await online.settle()
            await server.clearRecordedRequests()

            let offline = makeStore(baseURL, cache: directory, network: .offline)
            offline.send(.start(Self.octocat, sort: .default))
            await offline.settle()
            let empty = makeStore(baseURL, cache: try temporaryDirectory(), network: .offline)
            empty.send(.start(Self.octocat, sort: .default))
            await empty.settle()

            guard case .offline? = list(offline)?.freshness else {
                Issue.record("the offline list is not marked offline")
                return
            }
            #expect(list(offline)?.rows.count == 8)
            #expect(list(empty)?.failure == .nothingCachedOffline)
            #expect(await server.recordedRequests == [])
        }
    }

    @Test func aUserGitHubDoesNotKnowIsAFailureAndNothingIsCached() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withStub { _, baseURL in
            let store = makeStore(baseURL, cache: directory)
            let ghost = try GitHubUsername(validating: "no-such-user-here")

            store.send(.start(ghost, sort: .default))
            await store.settle()

            #expect(list(store)?.failure == .github(.userNotFound("no-such-user-here")))
            let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
            #expect(try await cache.load(user: ghost) == nil)
        }
    }

    @Test func aLoginTypedInAnotherCaseIsShownAsGitHubSpellsIt() async throws {
        try await withStub { _, baseURL in
            let store = makeStore(baseURL, cache: nil)

            store.send(.start(try GitHubUsername(validating: "OctoCat"), sort: .default))
            await store.settle()

            #expect(list(store)?.user.rawValue == "octocat")
            #expect(list(store)?.rows.count == 8)
        }
    }
}
