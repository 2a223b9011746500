import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

@MainActor
struct RepoListInteractorTests {
    let presenter = SpyRepoListPresenter()
    let router = SpyRepoListRouter()

    /// An interactor laid out for an 80-column terminal `height` rows tall (visible rows: height - 3).
    func makeInteractor(
        source: any RepoSource, cache: FakeRepoCache? = nil, network: NetworkPolicy = .online, height: Int = 24
    ) -> RepoListInteractor {
        let sync = RepoSync(source: source, cache: cache, network: network, now: { Fixtures.now })
        let interactor = RepoListInteractor(user: Fixtures.octocat, sync: sync, presenter: presenter)
        interactor.router = router
        interactor.handle(.resized(Size(width: 80, height: height)))
        return interactor
    }

    /// An interactor that has loaded `Fixtures.unsorted`, with the spy emptied afterwards.
    func makeLoadedInteractor(height: Int = 24) async -> RepoListInteractor {
        let interactor = makeInteractor(source: StubRepoSource(.success(Fixtures.unsorted)), height: height)
        interactor.handle(.load)
        await interactor.waitForLoad()
        presenter.reset()
        return interactor
    }

    func rows(
        _ repositories: [Repository] = Fixtures.sorted, index: Int = 0, offset: Int = 0,
        visibleRows: Int = 21, freshness: Freshness = .current(since: Fixtures.now), refreshError: GitHubError? = nil
    ) -> RepoList.Response.Repositories {
        .init(user: Fixtures.octocat, repositories: repositories, selection: ListSelection(index: index, offset: offset),
              visibleRows: visibleRows, freshness: freshness, refreshError: refreshError,
              totals: RepoList.Totals(repositories))
    }

    var coldLoading: SpyRepoListPresenter.Call { .loading(.init(user: Fixtures.octocat, current: nil)) }

    // MARK: Loading

    @Test func coldLoadPresentsLoadingThenRepositoriesPushedNewestFirst() async {
        let source = StubRepoSource(.success(Fixtures.unsorted))
        let interactor = makeInteractor(source: source)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [coldLoading, .repositories(rows())])
        #expect(source.requestedUsers == [Fixtures.octocat])
        #expect(router.routes == [])
    }

    @Test(arguments: [
        GitHubError.userNotFound("octocat"),
        .transport("connection refused"),
        .rateLimited(resetAt: nil, retryAfterSeconds: 60, message: nil),
    ])
    func loadFailurePresentsTheFailure(error: GitHubError) async {
        let interactor = makeInteractor(source: StubRepoSource(.failure(error)))

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [coldLoading, .failure(.init(user: Fixtures.octocat, reason: .github(error)))])
    }

    @Test func userWithoutRepositoriesPresentsAnEmptyList() async {
        let interactor = makeInteractor(source: StubRepoSource(.success([])))

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [coldLoading, .repositories(rows([]))])
    }

    @Test func layoutBeforeTheFirstLoadPresentsNothing() {
        let interactor = makeInteractor(source: StubRepoSource(.success(Fixtures.unsorted)))

        interactor.handle(.resized(Size(width: 100, height: 40)))
        interactor.handle(.moveSelection(by: 1))
        interactor.handle(.moveToBottom)
        interactor.handle(.openSelected)

        #expect(presenter.calls == [])
        #expect(router.routes == [])
    }

    // MARK: Moving

    @Test func selectionMovesAndScrollsOnlyAsFarAsNeeded() async {
        let interactor = await makeLoadedInteractor(height: 6) // 3 visible rows of 8

        interactor.handle(.moveSelection(by: 1))
        interactor.handle(.moveSelection(by: 1))
        interactor.handle(.moveSelection(by: 1))   // leaves the window: scrolls by one
        interactor.handle(.moveSelection(by: -1))  // back inside: no scroll
        interactor.handle(.moveSelection(by: -2))  // above the window: scrolls up
        interactor.handle(.moveToBottom)
        interactor.handle(.moveToTop)

        #expect(presenter.calls == [
            .repositories(rows(index: 1, offset: 0, visibleRows: 3)),
            .repositories(rows(index: 2, offset: 0, visibleRows: 3)),
            .repositories(rows(index: 3, offset: 1, visibleRows: 3)),
            .repositories(rows(index: 2, offset: 1, visibleRows: 3)),
            .repositories(rows(index: 0, offset: 0, visibleRows: 3)),
            .repositories(rows(index: 7, offset: 5, visibleRows: 3)),
            .repositories(rows(index: 0, offset: 0, visibleRows: 3)),
        ])
    }

    @Test func pagesMoveByTheVisibleRowCountAndClampAtBothEnds() async {
        let interactor = await makeLoadedInteractor(height: 6) // 3 visible rows of 8

        interactor.handle(.movePage(by: 1))
        interactor.handle(.movePage(by: 1))
        interactor.handle(.movePage(by: 1))   // 9 is past the end: the last row
        interactor.handle(.movePage(by: 1))   // already there: nothing
        interactor.handle(.movePage(by: -1))
        interactor.handle(.movePage(by: -1))
        interactor.handle(.movePage(by: -1))  // -2 is before the start: the first row
        interactor.handle(.movePage(by: -1))  // already there: nothing

        #expect(presenter.calls == [
            .repositories(rows(index: 3, offset: 1, visibleRows: 3)),
            .repositories(rows(index: 6, offset: 4, visibleRows: 3)),
            .repositories(rows(index: 7, offset: 5, visibleRows: 3)),
            .repositories(rows(index: 4, offset: 4, visibleRows: 3)),
            .repositories(rows(index: 1, offset: 1, visibleRows: 3)),
            .repositories(rows(index: 0, offset: 0, visibleRows: 3)),
        ])
    }

    @Test(arguments: [RepoList.Action.moveSelection(by: -1), .moveSelection(by: -10), .movePage(by: -1), .moveToTop])
    func movingUpAtTheTopMakesNoCall(action: RepoList.Action) async {
        let interactor = await makeLoadedInteractor(height: 6)

        interactor.handle(action)

        #expect(presenter.calls == [])
    }

    @Test(arguments: [RepoList.Action.moveSelection(by: 1), .moveSelection(by: 10), .movePage(by: 1), .moveToBottom])
    func movingDownAtTheBottomMakesNoCall(action: RepoList.Action) async {
        let interactor = await makeLoadedInteractor(height: 6)
        interactor.handle(.moveToBottom)
        presenter.reset()

        interactor.handle(action)

        #expect(presenter.calls == [])
    }

    @Test(arguments: [RepoList.Action.moveSelection(by: 1), .moveSelection(by: -1), .movePage(by: 1), .moveToTop, .moveToBottom])
    func movingInAnEmptyListMakesNoCall(action: RepoList.Action) async {
        let interactor = makeInteractor(source: StubRepoSource(.success([])))
        interactor.handle(.load)
        await interactor.waitForLoad()
        presenter.reset()

        interactor.handle(action)

        #expect(presenter.calls == [])
    }

    @Test func resizingSetsTheVisibleRowsAndRefitsTheSelection() async {
        let interactor = await makeLoadedInteractor(height: 24) // 21 visible rows: all 8 fit
        interactor.handle(.moveToBottom)

        interactor.handle(.resized(Size(width: 80, height: 6)))   // 3 rows: scroll to keep row 7 in view
        interactor.handle(.resized(Size(width: 80, height: 10)))  // 7 rows: no empty rows below the last
        interactor.handle(.resized(Size(width: 80, height: 2)))   // never fewer than one row
        interactor.handle(.movePage(by: -1))

        #expect(presenter.calls == [
            .repositories(rows(index: 7, offset: 0, visibleRows: 21)),
            .repositories(rows(index: 7, offset: 5, visibleRows: 3)),
            .repositories(rows(index: 7, offset: 1, visibleRows: 7)),
            .repositories(rows(index: 7, offset: 7, visibleRows: 1)),
            .repositories(rows(index: 6, offset: 6, visibleRows: 1)),
        ])
    }

    // MARK: Refreshing

    @Test func refreshKeepsRowsOnScreenWhileLoading() async {
        let source = StubRepoSource(.success(Fixtures.unsorted))
        let interactor = makeInteractor(source: source)
        interactor.handle(.load)
        await interactor.waitForLoad()
        presenter.reset()

        interactor.handle(.refresh)
        await interactor.waitForLoad()

        #expect(presenter.calls == [.loading(.init(user: Fixtures.octocat, current: rows())), .repositories(rows())])
        #expect(source.requestedUsers == [Fixtures.octocat, Fixtures.octocat])
    }

    @Test func refreshKeepsSelectionOnSameRepositoryByID() async {
        var pushedAgain = Fixtures.helloWorld
        pushedAgain.pushedAt = Fixtures.ago(30)
        pushedAgain.stargazersCount += 1
        let fresh = [Fixtures.linguist, Fixtures.boysenberry, Fixtures.spoonKnife, Fixtures.octocatIO,
                     pushedAgain, Fixtures.gitConsortium, Fixtures.helloWorId, Fixtures.testRepo1]
        let source = StubRepoSource(.success(Fixtures.unsorted), .success(fresh))
        let interactor = makeInteractor(source: source, height: 6)
        interactor.handle(.load)
        await interactor.waitForLoad()
        interactor.handle(.moveSelection(by: 4)) // Hello-World, 5th of 8
        presenter.reset()

        interactor.handle(.refresh)
        await interactor.waitForLoad()

        let reordered = [pushedAgain, Fixtures.linguist, Fixtures.boysenberry, Fixtures.spoonKnife, Fixtures.octocatIO,
                         Fixtures.gitConsortium, Fixtures.helloWorId, Fixtures.testRepo1]
        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: rows(index: 4, offset: 2, visibleRows: 3))),
            .repositories(rows(reordered, index: 0, offset: 0, visibleRows: 3)),
        ])
        #expect(interactor.selectedRepository == pushedAgain)
    }

    @Test func refreshSelectsTheFirstRowWhenTheSelectedRepositoryIsGone() async {
        let remaining = Fixtures.sorted.filter { $0.id != Fixtures.spoonKnife.id }
        let source = StubRepoSource(.success(Fixtures.unsorted), .success(remaining))
        let interactor = makeInteractor(source: source, height: 6)
        interactor.handle(.load)
        await interactor.waitForLoad()
        interactor.handle(.moveSelection(by: 2)) // Spoon-Knife
        presenter.reset()

        interactor.handle(.refresh)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: rows(index: 2, offset: 0, visibleRows: 3))),
            .repositories(rows(remaining, index: 0, offset: 0, visibleRows: 3)),
        ])
    }

    @Test func refreshFailureKeepsTheCachedRowsWithTheError() async {
        let source = StubRepoSource(.success(Fixtures.unsorted), .failure(.transport("timed out")), .success(Fixtures.unsorted))
        let interactor = makeInteractor(source: source)
        interactor.handle(.load)
        await interactor.waitForLoad()
        interactor.handle(.moveSelection(by: 1))
        presenter.reset()

        interactor.handle(.refresh)
        await interactor.waitForLoad()
        interactor.handle(.refresh) // succeeds: the error goes away
        await interactor.waitForLoad()

        let failed = rows(index: 1, refreshError: .transport("timed out"))
        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: rows(index: 1))),
            .repositories(failed),
            .loading(.init(user: Fixtures.octocat, current: failed)),
            .repositories(rows(index: 1)),
        ])
    }

    @Test(arguments: [false, true])
    func newerRefreshCancelsTheOlderAndOnlyItsResultIsPresented(staleAnswerFirst: Bool) async throws {
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source)
        interactor.handle(.load)
        source.answer(0, with: .success(Fixtures.unsorted))
        await interactor.waitForLoad()
        interactor.handle(.moveSelection(by: 2)) // Spoon-Knife
        presenter.reset()

        interactor.handle(.refresh)
        try await waitUntil("the first refresh to reach the source") { source.callCount == 2 }
        interactor.handle(.refresh)
        try await waitUntil("the second refresh to reach the source") { source.callCount == 3 }
        #expect(source.cancelledCalls == [1])

        let stale = [Fixtures.testRepo1]
        let newer = Array(Fixtures.sorted.prefix(4))
        if staleAnswerFirst {
            source.answer(1, with: .success(stale))
            try await waitUntil("the stale answer to be handed back") { source.finishedCalls == [0, 1] }
            source.answer(2, with: .success(newer))
            await interactor.waitForLoad()
        } else {
            source.answer(2, with: .success(newer))
            await interactor.waitForLoad()
            source.answer(1, with: .success(stale))
            try await waitUntil("the stale answer to be handed back") { source.finishedCalls == [0, 1, 2] }
        }
        await Task.yield() // let the answered task finish on the main actor before looking

        let shown = rows(index: 2)
        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: shown)),
            .loading(.init(user: Fixtures.octocat, current: shown)),
            .repositories(rows(newer, index: 2)),
        ])
        #expect(source.callCount == 3)
        #expect(source.cancelledCalls == [1])
    }

    @Test func movingAndResizingDuringARefreshKeepsTheRefreshingState() async throws {
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source, height: 6)
        interactor.handle(.load)
        source.answer(0, with: .success(Fixtures.unsorted))
        await interactor.waitForLoad()
        presenter.reset()

        interactor.handle(.refresh)
        interactor.handle(.moveSelection(by: 3))
        interactor.handle(.resized(Size(width: 80, height: 10)))
        try await waitUntil("the refresh to reach the source") { source.callCount == 2 }
        source.answer(1, with: .success(Fixtures.unsorted))
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            .loading(.init(user: Fixtures.octocat, current: rows(index: 0, offset: 0, visibleRows: 3))),
            .loading(.init(user: Fixtures.octocat, current: rows(index: 3, offset: 1, visibleRows: 3))),
            .loading(.init(user: Fixtures.octocat, current: rows(index: 3, offset: 1, visibleRows: 7))),
            .repositories(rows(index: 3, offset: 1, visibleRows: 7)),
        ])
    }

    // MARK: Routes

    @Test func openSelectedRoutesToTheDetailOfTheSelectedRepository() async {
        let interactor = await makeLoadedInteractor()
        interactor.handle(.moveSelection(by: 2))

        interactor.handle(.openSelected)

        #expect(router.routes == [.detail(Fixtures.spoonKnife.id)])
        #expect(interactor.repository(id: Fixtures.spoonKnife.id) == Fixtures.spoonKnife)
        #expect(interactor.repository(id: RepoID(999)) == nil)
    }

    @Test func openSelectedInAnEmptyListDoesNotRoute() async {
        let interactor = makeInteractor(source: StubRepoSource(.success([])))
        interactor.handle(.load)
        await interactor.waitForLoad()

        interactor.handle(.openSelected)

        #expect(router.routes == [])
    }

    @Test func quitRoutesQuitAndCancelsTheLoadInFlight() async throws {
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source)
        interactor.handle(.load)
        try await waitUntil("the load to reach the source") { source.callCount == 1 }

        interactor.handle(.quit)
        #expect(source.cancelledCalls == [0])
        source.answer(0, with: .success(Fixtures.unsorted))
        try await waitUntil("the answer to be handed back") { source.finishedCalls == [0] }
        await Task.yield() // let the answered task finish on the main actor before looking

        #expect(router.routes == [.quit])
        #expect(presenter.calls == [coldLoading])
    }
}
