import Foundation
import RepoCore
@testable import RepoFeatures
import TerminalUI
import Testing
import TestSupport
@testable import RepoTUI

/// The effect runtime's promises: effects run, their results come back as actions, a newer
/// effect replaces an older one with the same key, a closed screen's effects stop, and a result
/// that is no longer wanted never reaches the state.
@MainActor
struct StoreTests {
    static let octocat = try! GitHubUsername(validating: "octocat")
    static let now = Date(timeIntervalSince1970: 1_793_534_400)
    static let clock = AppClock(now: { Date(timeIntervalSince1970: 1_793_534_400) }, sleep: { _ in })

    func makeStore(_ runner: GatedRunner) -> Store {
        Store(state: AppState(size: Size(width: 80, height: 24)), runner: runner, clock: Self.clock,
              timeZone: TimeZone(identifier: "UTC")!)
    }

    /// A store that was started for octocat and whose cache read (`read`) is waiting for an answer.
    func startedStore(_ runner: GatedRunner) async throws -> (Store, AppEffect) {
        let store = makeStore(runner)
        store.send(.start(Self.octocat, sort: .default))
        let read = AppEffect.list(ScreenID(1), .readCachedList(Listing(Self.octocat), head: ListHead(.pushed, descending: true, count: 100)))
        try await waitFor("the cache read to start") { runner.pending == [read] }
        return (store, read)
    }

    @Test func anEffectsResultComesBackAsAnActionAndSettleWaitsForIt() async throws {
        let runner = GatedRunner()
        let (store, read) = try await startedStore(runner)

        runner.answer(read, with: [.screen(ScreenID(1), .list(.cachedListRead(Listing(Self.octocat), nil)))])
        try await waitFor("the revalidation to start") { runner.pending.count == 1 }
        runner.answer(.list(ScreenID(1), .revalidateList(Listing(Self.octocat), known: nil)), with: [
            .screen(ScreenID(1), .list(.listRevalidated(Listing(Self.octocat), .success(CachedRepositories(user: Self.octocat, repositories: [],
                                                                                   fetchedAt: Self.now))))),
        ])
        await store.settle()

        guard case .list(let list)? = store.state.screens.first?.screen else {
            Issue.record("no list")
            return
        }
        #expect(list.load == nil)
        #expect(list.known == CachedRepositories(user: Self.octocat, repositories: [], fetchedAt: Self.now))
    }

    @Test func aNewerLoadReplacesTheOlderWhoseLateAnswerNeverArrives() async throws {
        let runner = GatedRunner()
        defer { runner.finish() }
        let (store, read) = try await startedStore(runner)

        // `r` before the cache answered: the same key, so the first load is cancelled.
        store.send(.key(.character("r")))
        try await waitFor("the second load") { runner.cancelled == [read] && runner.pending == [read, read] }
        // The first answers anyway, late, then the second: only the second's answer counts.
        let stale = CachedRepositories(user: Self.octocat, repositories: [Self.repository], fetchedAt: .distantPast)
        runner.answer(read, with: [.screen(ScreenID(1), .list(.cachedListRead(Listing(Self.octocat), stale)))])
        runner.answer(read, with: [.screen(ScreenID(1), .list(.cachedListRead(Listing(Self.octocat), nil)))])
        let revalidation = AppEffect.list(ScreenID(1), .revalidateList(Listing(Self.octocat), known: nil))
        try await waitFor("the revalidation") { runner.pending == [revalidation] }
        runner.answer(revalidation, with: [.screen(ScreenID(1), .list(.listRevalidated(Listing(Self.octocat), .failure(.transport("refused")))))])
        await store.settle()

        guard case .list(let list)? = store.state.screens.first?.screen else {
            Issue.record("no list")
            return
        }
        #expect(list.known == nil)
        #expect(list.failure == .github(.transport("refused")))
    }

    @Test func closingAScreenCancelsItsEffectsAndDropsTheirLateAnswers() async throws {
        let runner = GatedRunner()
        defer { runner.finish() }
        let (store, read) = try await startedStore(runner)
        let cached = CachedRepositories(user: Self.octocat, repositories: [Self.repository], fetchedAt: Self.now)
        runner.answer(read, with: [.screen(ScreenID(1), .list(.cachedListRead(Listing(Self.octocat), cached)))])
        let revalidation = AppEffect.list(ScreenID(1), .revalidateList(Listing(Self.octocat), known: cached))
        let clonesCheck = AppEffect.list(ScreenID(1), .findClones([Self.repository]))
        try await waitFor("the revalidation") { Set(runner.pending.map(String.init(describing:))) == Set([revalidation, clonesCheck].map(String.init(describing:))) }

        store.send(.key(.enter))
        let load = AppEffect.detail(ScreenID(2), .loadRepository(Self.repository, .online))
        let parts = RepositoryInsight.Kind.allCases.map { AppEffect.detail(ScreenID(2), .loadPart($0, Self.repository, fetch: true)) }
            // The cache's first page of each tab (issue 29).
            + [ActivityKind.issues, .pullRequests, .runs].map { AppEffect.detail(ScreenID(2), .loadActivity(ActivityQuery($0), Self.repository, fetch: false)) }
        let started = [revalidation, clonesCheck, load] + parts
        try await waitFor("the detail's loads") { runner.pending.count == started.count && started.allSatisfy(runner.pending.contains) }
        store.send(.key(.escape))
        // Every load of the screen, in whatever order the store stops them.
        try await waitFor("the detail's loads to be cancelled") {
            runner.cancelled.count == 1 + parts.count && ([load] + parts).allSatisfy(runner.cancelled.contains)
        }
        let closed = store.state
        var renamed = Self.repository
        renamed.description = "a late answer"
        runner.answer(load, with: [.screen(ScreenID(2), .detail(.repositoryLoaded(.success(renamed))))])
        runner.answer(revalidation, with: [.screen(ScreenID(1), .list(.listRevalidated(Listing(Self.octocat), .success(cached))))])
        runner.answer(clonesCheck, with: [])
        await store.settle()

        #expect(store.state.screens.map(\.id) == [ScreenID(1)])
        #expect(store.state.notice == closed.notice)
    }

    @Test func quittingCancelsEverythingStillRunning() async throws {
        let runner = GatedRunner()
        defer { runner.finish() }
        let (store, read) = try await startedStore(runner)

        store.cancelAll()

        try await waitFor("the cache read to be cancelled") { runner.cancelled == [read] }
        await store.settle()
    }

    static let repository = Repository(
        id: RepoID(1), name: "Hello-World", fullName: "octocat/Hello-World",
        owner: Owner(login: "octocat", id: 1, avatarURL: "https://avatars.example/u/1"),
        htmlURL: "https://github.com/octocat/Hello-World")
}
