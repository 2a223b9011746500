import RepoCore
import Testing
@testable import RepoFeatures

/// The repository's facts: loading, the cache, scrolling and going back. The README's own
/// phases are in `RepoDetailReadmeTests`; here the source knows no README, so each load ends
/// with "no README".
@MainActor
struct RepoDetailInteractorTests {
    let presenter = SpyRepoDetailPresenter()
    let router = SpyRepoDetailRouter()

    /// A detail interactor handed Spoon-Knife as the list knows it.
    func makeInteractor(
        source: any RepoSource, cache: FakeRepoCache? = nil, network: NetworkPolicy = .online
    ) -> RepoDetailInteractor {
        let sync = RepoSync(source: source, cache: cache, network: network, now: { Fixtures.now })
        let interactor = RepoDetailInteractor(repository: Fixtures.spoonKnife, sync: sync, presenter: presenter)
        interactor.router = router
        return interactor
    }

    /// An interactor that has loaded the fresh Spoon-Knife, with the spy emptied afterwards.
    func makeLoadedInteractor() async -> RepoDetailInteractor {
        let interactor = makeInteractor(source: StubRepoSource(fresh: [DetailFixtures.spoonKnife: .success(Fixtures.spoonKnifeFull)]))
        interactor.handle(.load)
        await interactor.waitForLoad()
        presenter.reset()
        return interactor
    }

    func shown(_ repository: Repository = Fixtures.spoonKnifeFull, scroll: Int = 0,
               phase: RepoDetail.Response.Phase = .current,
               readme: RepoDetail.Response.Readme? = RepoDetail.Response.Readme.none) -> RepoDetail.Response.Repository {
        DetailFixtures.shown(repository, scroll: scroll, phase: phase, readme: readme)
    }

    @Test func loadShowsTheListsCopyWhileUpdatingThenTheFreshCopyThenTheReadme() async {
        let source = StubRepoSource(fresh: [DetailFixtures.spoonKnife: .success(Fixtures.spoonKnifeFull)])
        let interactor = makeInteractor(source: source)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .current, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .current, readme: RepoDetail.Response.Readme.none),
        ])
        #expect(interactor.repository == Fixtures.spoonKnifeFull)
        #expect(source.requestedRepositories == [DetailFixtures.spoonKnife])
        #expect(source.requestedReadmes == [DetailFixtures.spoonKnife])
        #expect(router.routes == [])
    }

    @Test(arguments: [
        GitHubError.transport("connection reset"),
        .notFound("Not Found"),
        .rateLimited(resetAt: nil, retryAfterSeconds: 30, message: nil),
    ])
    func failedUpdateKeepsTheListsCopyAndDoesNotAskForTheReadme(error: GitHubError) async {
        let source = StubRepoSource(fresh: [DetailFixtures.spoonKnife: .failure(error)])
        let interactor = makeInteractor(source: source)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnife, phase: .updateFailed(error), readme: .loading),
            shown(Fixtures.spoonKnife, phase: .updateFailed(error), readme: .unavailable(error)),
        ])
        #expect(interactor.repository == Fixtures.spoonKnife)
        #expect(source.requestedReadmes == [])
    }

    // MARK: Cache

    @Test func theCachedETagIsSentAndA304ShowsTheCachedCopyAsCurrent() async {
        let cache = FakeRepoCache(repositories: [DetailFixtures.cachedSpoonKnife])
        let source = StubRepoSource(fresh: [DetailFixtures.spoonKnife: .success(Fixtures.spoonKnifeFull)])
        let interactor = makeInteractor(source: source, cache: cache)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .current, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .current),
        ])
        #expect(source.repositoryValidators == [DetailFixtures.cachedSpoonKnife.etag])
        #expect(cache.calls == [
            .loadRepository(DetailFixtures.spoonKnife), .storeRepository(DetailFixtures.confirmed(DetailFixtures.cachedSpoonKnife)),
            .loadReadme(DetailFixtures.spoonKnife),
            .storeReadme(CachedReadme(fullName: DetailFixtures.spoonKnife, text: nil, etag: nil, fetchedAt: Fixtures.now)),
        ])
    }

    @Test func aChangedRepositoryIsShownAndStoredWithItsNewETag() async {
        var cached = DetailFixtures.cachedSpoonKnife
        cached.etag = "\"older\""
        let cache = FakeRepoCache(repositories: [cached])
        let source = StubRepoSource(fresh: [DetailFixtures.spoonKnife: .success(Fixtures.spoonKnifeFull)])
        let interactor = makeInteractor(source: source, cache: cache)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .current, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .current),
        ])
        #expect(source.repositoryValidators == ["\"older\""])
        #expect(cache.storedRepository(DetailFixtures.spoonKnife) == CachedRepository(
            repository: Fixtures.spoonKnifeFull, etag: DetailFixtures.cachedSpoonKnife.etag, fetchedAt: Fixtures.now))
    }

    @Test func offlineShowsTheCachedCopyAndNeverAsksGitHub() async {
        let source = StubRepoSource(fresh: [DetailFixtures.spoonKnife: .success(Fixtures.spoonKnifeFull)])
        let cache = FakeRepoCache(repositories: [DetailFixtures.cachedSpoonKnife])
        let interactor = makeInteractor(source: source, cache: cache, network: .offline)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .offline, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .offline, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .offline, readme: .notCached),
        ])
        #expect(source.requestedRepositories == [])
        #expect(source.requestedReadmes == [])
        #expect(cache.calls == [.loadRepository(DetailFixtures.spoonKnife), .loadReadme(DetailFixtures.spoonKnife)])
    }

    @Test func offlineWithNothingCachedKeepsTheListsCopy() async {
        let source = StubRepoSource(fresh: [DetailFixtures.spoonKnife: .success(Fixtures.spoonKnifeFull)])
        let interactor = makeInteractor(source: source, cache: FakeRepoCache(), network: .offline)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .offline, readme: .loading),
            shown(Fixtures.spoonKnife, phase: .offline, readme: .notCached),
        ])
        #expect(source.requestedRepositories == [])
    }

    // MARK: Scrolling

    @Test func scrollingClampsToTheMeasuredEnd() async {
        let interactor = await makeLoadedInteractor()

        interactor.handle(.scroll(by: 1))                           // nothing measured yet: no room
        interactor.handle(.measured(maxScroll: 10, pageHeight: 6))
        interactor.handle(.scroll(by: 3))
        interactor.handle(.scrollPage(by: 1))                       // a page keeps one line: +5
        interactor.handle(.scrollPage(by: 1))                       // 13 → the end, 10
        interactor.handle(.scroll(by: 1))                           // already at the end
        interactor.handle(.scrollToTop)
        interactor.handle(.scroll(by: -1))                          // already at the top
        interactor.handle(.scrollPage(by: -1))                      // already at the top
        interactor.handle(.scrollToBottom)
        interactor.handle(.scrollPage(by: -1))

        #expect(presenter.calls == [
            shown(scroll: 3), shown(scroll: 8), shown(scroll: 10), shown(scroll: 0), shown(scroll: 10), shown(scroll: 5),
        ])
    }

    @Test func measuringLessContentClampsTheScroll() async {
        let interactor = await makeLoadedInteractor()
        interactor.handle(.measured(maxScroll: 10, pageHeight: 6))
        interactor.handle(.scrollToBottom)

        interactor.handle(.measured(maxScroll: 4, pageHeight: 6))   // a wider pane: less to scroll
        interactor.handle(.measured(maxScroll: 20, pageHeight: 3))  // more room below: the view stays
        interactor.handle(.measured(maxScroll: -3, pageHeight: 0))  // nonsense is clamped to nothing
        interactor.handle(.scrollPage(by: 1))

        #expect(presenter.calls == [shown(scroll: 10), shown(scroll: 4), shown(scroll: 0)])
    }

    @Test func scrollingWhileUpdatingKeepsTheUpdatingPhaseAndTheReadmeKeepsTheScroll() async throws {
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source)
        interactor.handle(.load)
        interactor.handle(.measured(maxScroll: 10, pageHeight: 6))
        interactor.handle(.scroll(by: 2))
        try await waitUntil("the update to reach the source") { source.repositoryCalls.count == 1 }

        source.repositoryCalls.answer(0, with: .success(Fixtures.spoonKnifeFull))
        try await waitUntil("the README request to reach the source") { source.readmeCalls.count == 1 }
        interactor.handle(.scroll(by: 1))
        source.readmeCalls.answer(0, with: .success("# Spoon-Knife\n"))
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, scroll: 0, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnife, scroll: 2, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnifeFull, scroll: 2, phase: .current, readme: .loading),
            shown(Fixtures.spoonKnifeFull, scroll: 3, phase: .current, readme: .loading),
            shown(Fixtures.spoonKnifeFull, scroll: 3, phase: .current, readme: .text("# Spoon-Knife\n")),
        ])
        #expect(source.repositoryCalls.requested == [DetailFixtures.spoonKnife])
        #expect(source.readmeCalls.requested == [DetailFixtures.spoonKnife])
    }

    // MARK: Back

    @Test func backRoutesBack() async {
        let interactor = await makeLoadedInteractor()

        interactor.handle(.back)

        #expect(router.routes == [.back])
        #expect(presenter.calls == [])
    }

    @Test func backCancelsTheUpdateAndItsLateAnswerIsNeverShown() async throws {
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source)
        interactor.handle(.load)
        try await waitUntil("the update to reach the source") { source.repositoryCalls.count == 1 }

        interactor.handle(.back)
        #expect(source.repositoryCalls.cancelled == [0])
        source.repositoryCalls.answer(0, with: .success(Fixtures.spoonKnifeFull))
        try await waitUntil("the late answer to be handed back") { source.repositoryCalls.finished == [0] }
        await interactor.waitForLoad()

        #expect(router.routes == [.back])
        #expect(presenter.calls == [shown(Fixtures.spoonKnife, phase: .updating, readme: .loading)])
        #expect(source.readmeCalls.count == 0)
    }

    @Test func backCancelsTheReadmeRequestAndItsLateAnswerIsNeverShown() async throws {
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source)
        interactor.handle(.load)
        try await waitUntil("the update to reach the source") { source.repositoryCalls.count == 1 }
        source.repositoryCalls.answer(0, with: .success(Fixtures.spoonKnifeFull))
        try await waitUntil("the README request to reach the source") { source.readmeCalls.count == 1 }

        interactor.handle(.back)
        #expect(source.readmeCalls.cancelled == [0])
        source.readmeCalls.answer(0, with: .success("# Spoon-Knife\n"))
        await interactor.waitForLoad()

        #expect(source.readmeCalls.finished == [0])
        #expect(router.routes == [.back])
        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .current, readme: .loading),
        ])
    }
}
