import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The list's cache-then-revalidate flow: the whole sequence of presenter calls, what the
/// source was asked (with which validators) and what was written to the cache, for each case.
@MainActor
struct RepoListCacheFlowTests {
    let presenter = SpyRepoListPresenter()
    let threeHoursAgo = Fixtures.ago(3 * Fixtures.hour)

    func makeInteractor(source: any RepoSource, cache: FakeRepoCache, network: NetworkPolicy = .online) -> RepoListInteractor {
        let sync = RepoSync(source: source, cache: cache, network: network, now: { Fixtures.now })
        let interactor = RepoListInteractor(user: Fixtures.octocat, sync: sync, presenter: presenter)
        interactor.handle(.resized(Size(width: 80, height: 24)))
        return interactor
    }

    func entry(_ repositories: [Repository], fetchedAt: Date) -> CachedRepositories {
        CachedRepositories(user: Fixtures.octocat, repositories: repositories, fetchedAt: fetchedAt,
                           pageValidators: [StubRepoSource.validator(for: repositories)])
    }

    func rows(_ repositories: [Repository] = Fixtures.sorted, index: Int = 0, freshness: Freshness,
              refreshError: GitHubError? = nil) -> RepoList.Response.Repositories {
        .init(user: Fixtures.octocat, repositories: repositories, selection: ListSelection(index: index, offset: 0),
              visibleRows: 21, freshness: freshness, refreshError: refreshError,
              totals: RepoList.Totals(repositories))
    }

    func request(_ validators: [PageValidator] = []) -> StubRepoSource.ListRequest {
        .init(user: Fixtures.octocat, validators: validators)
    }

    @Test func coldStartDownloadsPresentsAndStoresTheListWithItsValidators() async {
        let cache = FakeRepoCache()
        let source = StubRepoSource(.success(Fixtures.unsorted))
        let interactor = makeInteractor(source: source, cache: cache)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: nil)),
            .repositories(rows(freshness: .current(since: Fixtures.now))),
        ])
        #expect(source.listRequests == [request()])
        #expect(cache.calls == [.load(Fixtures.octocat), .replace(entry(Fixtures.unsorted, fetchedAt: Fixtures.now))])
    }

    @Test func warmCacheShowsTheCachedRowsAtOnceAndA304RewritesNothing() async {
        let cached = entry(Fixtures.unsorted, fetchedAt: threeHoursAgo)
        let cache = FakeRepoCache(cached)
        let source = StubRepoSource(answers: [.notModified])
        let interactor = makeInteractor(source: source, cache: cache)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: rows(freshness: .cached(at: threeHoursAgo)))),
            .repositories(rows(freshness: .current(since: Fixtures.now))),
        ])
        #expect(source.listRequests == [request(cached.pageValidators)])
        #expect(cache.calls == [.load(Fixtures.octocat), .touch(Fixtures.octocat, Fixtures.now)])
    }

    @Test func warmCacheWithChangedDataUpdatesInPlaceKeepingTheSelectedRepository() async throws {
        let cached = entry(Fixtures.unsorted, fetchedAt: threeHoursAgo)
        let cache = FakeRepoCache(cached)
        var starred = Fixtures.spoonKnife
        starred.stargazersCount += 1
        let fresh = Fixtures.unsorted.filter { $0.id != Fixtures.linguist.id && $0.id != Fixtures.spoonKnife.id } + [starred]
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source, cache: cache)

        interactor.handle(.load)
        try await waitUntil("the cached rows to be shown") { presenter.calls.count == 1 }
        interactor.handle(.moveSelection(by: 2)) // Spoon-Knife, while GitHub is being asked
        source.answer(0, with: .success(fresh))
        await interactor.waitForLoad()

        let freshSorted = RepoOrdering.pushedNewestFirst(fresh)
        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: rows(freshness: .cached(at: threeHoursAgo)))),
            .loading(.init(user: Fixtures.octocat, current: rows(index: 2, freshness: .cached(at: threeHoursAgo)))),
            .repositories(rows(freshSorted, index: freshSorted.firstIndex(of: starred)!, freshness: .current(since: Fixtures.now))),
        ])
        #expect(cache.calls == [.load(Fixtures.octocat), .replace(entry(fresh, fetchedAt: Fixtures.now))])
    }

    @Test func warmCacheWithTheNetworkDownKeepsTheCachedRowsAndSaysWhenTheyAreFrom() async {
        let cached = entry(Fixtures.unsorted, fetchedAt: threeHoursAgo)
        let cache = FakeRepoCache(cached)
        let interactor = makeInteractor(source: StubRepoSource(.failure(.transport("connection refused"))), cache: cache)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: rows(freshness: .cached(at: threeHoursAgo)))),
            .repositories(rows(freshness: .cached(at: threeHoursAgo), refreshError: .transport("connection refused"))),
        ])
        #expect(cache.calls == [.load(Fixtures.octocat)])
        #expect(cache.stored(Fixtures.octocat) == cached)
    }

    @Test func coldStartWithTheNetworkDownIsAFailureAndStoresNothing() async {
        let cache = FakeRepoCache()
        let interactor = makeInteractor(source: StubRepoSource(.failure(.transport("connection refused"))), cache: cache)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: nil)),
            .failure(.init(user: Fixtures.octocat, reason: .github(.transport("connection refused")))),
        ])
        #expect(cache.calls == [.load(Fixtures.octocat)])
    }

    @Test func aNewerRefreshWinsTheOlderIsCancelledAndOnlyTheNewerAnswerIsStored() async throws {
        let cached = entry(Fixtures.unsorted, fetchedAt: threeHoursAgo)
        let cache = FakeRepoCache(cached)
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source, cache: cache)
        interactor.handle(.load)
        try await waitUntil("the revalidation to reach the source") { source.callCount == 1 }

        interactor.handle(.refresh) // while the start's revalidation is still running
        try await waitUntil("the refresh to reach the source") { source.callCount == 2 }
        let stale = [Fixtures.testRepo1]
        let newer = Array(Fixtures.sorted.prefix(4))
        source.answer(1, with: .success(newer))
        await interactor.waitForLoad()
        source.answer(0, with: .success(stale))
        try await waitUntil("the stale answer to be handed back") { source.finishedCalls == [0, 1] }
        await Task.yield() // let the answered task finish on the main actor before looking

        let shown = rows(freshness: .cached(at: threeHoursAgo))
        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: shown)),
            .loading(.init(user: Fixtures.octocat, current: shown)),
            .repositories(rows(newer, freshness: .current(since: Fixtures.now))),
        ])
        // Never two requests at once: the first was cancelled when the second began.
        #expect(source.cancelledCalls == [0])
        #expect(cache.calls == [.load(Fixtures.octocat), .replace(entry(newer, fetchedAt: Fixtures.now))])
    }

    @Test func aRefreshRevalidatesWithTheValidatorsOfTheLatestData() async {
        let cache = FakeRepoCache()
        let changed = Array(Fixtures.unsorted.dropLast())
        let source = StubRepoSource(answers: [.repositories(Fixtures.unsorted), .repositories(changed), .notModified])
        let interactor = makeInteractor(source: source, cache: cache)

        for action in [RepoList.Action.load, .refresh, .refresh] {
            interactor.handle(action)
            await interactor.waitForLoad()
        }

        #expect(source.listRequests == [
            request(),
            request([StubRepoSource.validator(for: Fixtures.unsorted)]),
            request([StubRepoSource.validator(for: changed)]),
        ])
        #expect(cache.stored(Fixtures.octocat) == entry(changed, fetchedAt: Fixtures.now))
    }

    @Test func pagesArrivingAreCountedInTheLoadingStateUntilTheListArrives() async throws {
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source, cache: FakeRepoCache())

        interactor.handle(.load)
        try await waitUntil("the load to reach the source") { source.callCount == 1 }
        source.report(0, ListingProgress(user: Fixtures.octocat, pagesDone: 1, pagesTotal: nil, pagesUnchanged: 0, repositories: []))
        try await waitUntil("the first page to be counted") { presenter.calls.count == 2 }
        source.report(0, ListingProgress(user: Fixtures.octocat, pagesDone: 2, pagesTotal: 30, pagesUnchanged: 0, repositories: []))
        try await waitUntil("the second page to be counted") { presenter.calls.count == 3 }
        source.answer(0, with: .success(Fixtures.unsorted))
        await interactor.waitForLoad()
        // A page reported after the list arrived is old news: nothing more is presented.
        source.report(0, ListingProgress(user: Fixtures.octocat, pagesDone: 30, pagesTotal: 30, pagesUnchanged: 0, repositories: []))
        await Task.yield()

        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: nil)),
            .loading(.init(user: Fixtures.octocat, current: nil, pages: .init(done: 1, total: nil))),
            .loading(.init(user: Fixtures.octocat, current: nil, pages: .init(done: 2, total: 30))),
            .repositories(rows(freshness: .current(since: Fixtures.now))),
        ])
    }

    @Test func theFirstPagesOfAFirstLoadAreShownAndBrowsableWhileTheRestArrive() async throws {
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source, cache: FakeRepoCache())
        let firstPage = Array(Fixtures.sorted.prefix(4))

        interactor.handle(.load)
        try await waitUntil("the load to reach the source") { source.callCount == 1 }
        source.report(0, ListingProgress(user: Fixtures.octocat, pagesDone: 1, pagesTotal: 2, pagesUnchanged: 0,
                                         repositories: firstPage))
        try await waitUntil("the first page to be shown") { presenter.calls.count == 2 }
        interactor.handle(.moveSelection(by: 2))
        source.answer(0, with: .success(Fixtures.unsorted))
        await interactor.waitForLoad()

        let arriving = Freshness.arriving(since: Fixtures.now)
        let pages = RepoList.Response.PageProgress(done: 1, total: 2)
        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: nil)),
            .loading(.init(user: Fixtures.octocat, current: rows(firstPage, freshness: arriving), pages: pages)),
            .loading(.init(user: Fixtures.octocat, current: rows(firstPage, index: 2, freshness: arriving), pages: pages)),
            .repositories(rows(index: 2, freshness: .current(since: Fixtures.now))),
        ])
    }

    @Test func aFirstLoadThatFailsHalfWayShowsTheFailureNotHalfAList() async throws {
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source, cache: FakeRepoCache())

        interactor.handle(.load)
        try await waitUntil("the load to reach the source") { source.callCount == 1 }
        source.report(0, ListingProgress(user: Fixtures.octocat, pagesDone: 1, pagesTotal: 2, pagesUnchanged: 0,
                                         repositories: Array(Fixtures.sorted.prefix(4))))
        try await waitUntil("the first page to be shown") { presenter.calls.count == 2 }
        source.answer(0, with: .failure(.http(status: 502, message: nil)))
        await interactor.waitForLoad()

        #expect(presenter.calls.last == .failure(.init(user: Fixtures.octocat, reason: .github(.http(status: 502, message: nil)))))
        #expect(interactor.selectedRepository == nil)
    }

    @Test func offlineShowsTheCachedRowsAndNeverAsksGitHub() async {
        let cache = FakeRepoCache(entry(Fixtures.unsorted, fetchedAt: threeHoursAgo))
        let source = StubRepoSource(.success([]))
        let interactor = makeInteractor(source: source, cache: cache, network: .offline)

        interactor.handle(.load)
        await interactor.waitForLoad()
        interactor.handle(.refresh) // reads the cache again: another repotui may have filled it
        await interactor.waitForLoad()

        let offline = rows(freshness: .offline(at: threeHoursAgo))
        #expect(presenter.calls == [.repositories(offline), .repositories(offline)])
        #expect(source.listRequests == [])
        #expect(cache.calls == [.load(Fixtures.octocat), .load(Fixtures.octocat)])
    }

    @Test func offlineWithNothingCachedSaysSo() async {
        let source = StubRepoSource(.success(Fixtures.unsorted))
        let interactor = makeInteractor(source: source, cache: FakeRepoCache(), network: .offline)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [.failure(.init(user: Fixtures.octocat, reason: .nothingCachedOffline))])
        #expect(source.listRequests == [])
    }
}
