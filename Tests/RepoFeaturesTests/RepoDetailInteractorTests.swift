import RepoCore
import Testing
@testable import RepoFeatures

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
        let interactor = makeInteractor(source: StubRepoSource(fresh: ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)]))
        interactor.handle(.load)
        await interactor.waitForLoad()
        presenter.reset()
        return interactor
    }

    /// What the presenter is handed; the README defaults to its final state in these tests
    /// (the stub's repositories have none).
    func shown(_ repository: Repository = Fixtures.spoonKnifeFull, scroll: Int = 0,
               phase: RepoDetail.Response.Phase = .current,
               readme: RepoDetail.Response.Readme? = RepoDetail.Response.Readme.none) -> RepoDetail.Response.Repository {
        .init(repository: repository, scroll: scroll, phase: phase, readme: readme)
    }

    @Test func loadShowsTheListsCopyWhileUpdatingThenTheFreshCopy() async {
        let source = StubRepoSource(fresh: ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)])
        let interactor = makeInteractor(source: source)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .current, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .current),
        ])
        #expect(interactor.repository == Fixtures.spoonKnifeFull)
        #expect(source.requestedRepositories == ["octocat/Spoon-Knife"])
        #expect(router.routes == [])
    }

    @Test(arguments: [
        GitHubError.transport("connection reset"),
        .notFound("Not Found"),
        .rateLimited(resetAt: nil, retryAfterSeconds: 30, message: nil),
    ])
    func failedUpdateKeepsTheListsCopy(error: GitHubError) async {
        let interactor = makeInteractor(source: StubRepoSource(fresh: ["octocat/Spoon-Knife": .failure(error)]))

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnife, phase: .updateFailed(error), readme: .loading),
            shown(Fixtures.spoonKnife, phase: .updateFailed(error)),
        ])
        #expect(interactor.repository == Fixtures.spoonKnife)
    }

    // MARK: Cache

    /// Spoon-Knife as an earlier visit cached it; `StubRepoSource` tags a repository with its star count.
    var cachedSpoonKnife: CachedRepository {
        CachedRepository(repository: Fixtures.spoonKnifeFull, etag: "\"\(Fixtures.spoonKnifeFull.stargazersCount)\"",
                         fetchedAt: Fixtures.ago(Fixtures.day))
    }

    @Test func theCachedETagIsSentAndA304ShowsTheCachedCopyAsCurrent() async {
        let cache = FakeRepoCache(repositories: [cachedSpoonKnife])
        let source = StubRepoSource(fresh: ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)])
        let interactor = makeInteractor(source: source, cache: cache)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .current, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .current),
        ])
        #expect(source.repositoryValidators == [cachedSpoonKnife.etag])
        var confirmed = cachedSpoonKnife
        confirmed.fetchedAt = Fixtures.now
        #expect(cache.calls == [
            .loadRepository("octocat/Spoon-Knife"), .storeRepository(confirmed),
            .loadReadme("octocat/Spoon-Knife"),
            .storeReadme(CachedReadme(fullName: "octocat/Spoon-Knife", text: nil, etag: "\"-1\"", fetchedAt: Fixtures.now)),
        ])
    }

    @Test func aChangedRepositoryIsShownAndStoredWithItsNewETag() async {
        var cached = cachedSpoonKnife
        cached.etag = "\"older\""
        let cache = FakeRepoCache(repositories: [cached])
        let source = StubRepoSource(fresh: ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)])
        let interactor = makeInteractor(source: source, cache: cache)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls.last == shown(Fixtures.spoonKnifeFull, phase: .current))
        #expect(source.repositoryValidators == ["\"older\""])
        #expect(cache.storedRepository("octocat/Spoon-Knife") == CachedRepository(
            repository: Fixtures.spoonKnifeFull, etag: cachedSpoonKnife.etag, fetchedAt: Fixtures.now))
    }

    @Test func theReadmeFollowsTheFactsAndItsETagIsSentTheNextTime() async {
        let cache = FakeRepoCache()
        let source = StubRepoSource(fresh: ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)],
                                    readmes: ["octocat/Spoon-Knife": .success("# Spoon-Knife\n")])
        for _ in 0..<2 {
            let interactor = makeInteractor(source: source, cache: cache)
            interactor.handle(.load)
            await interactor.waitForLoad()
        }

        #expect(presenter.calls.last == shown(readme: .text("# Spoon-Knife\n")))
        #expect(source.requestedReadmes == ["octocat/Spoon-Knife", "octocat/Spoon-Knife"])
        #expect(cache.calls.filter { if case .storeReadme = $0 { true } else { false } }.count == 2)
    }

    @Test func aReadmeThatCannotBeRefreshedIsShownAsCachedOrSaysWhy() async {
        let failing = StubRepoSource(fresh: ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)],
                                     readmes: ["octocat/Spoon-Knife": .failure(.transport("connection reset"))])
        let cached = CachedReadme(fullName: "octocat/Spoon-Knife", text: "kept", etag: "\"4\"", fetchedAt: Fixtures.ago(Fixtures.day))
        let warm = FakeRepoCache()
        try? await warm.store(cached)

        let withCache = makeInteractor(source: failing, cache: warm)
        withCache.handle(.load)
        await withCache.waitForLoad()
        let shownWithCache = presenter.calls.last
        let cold = makeInteractor(source: failing, cache: FakeRepoCache())
        cold.handle(.load)
        await cold.waitForLoad()

        #expect(shownWithCache == shown(readme: .text("kept")))
        #expect(presenter.calls.last == shown(readme: .unavailable("cannot reach GitHub: connection reset")))
    }

    @Test func offlineShowsTheCachedCopyAndNeverAsksGitHub() async {
        let source = StubRepoSource(fresh: ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)])
        let interactor = makeInteractor(source: source, cache: FakeRepoCache(repositories: [cachedSpoonKnife]), network: .offline)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .offline, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .offline, readme: .loading),
            shown(Fixtures.spoonKnifeFull, phase: .offline, readme: .unavailable("not cached; run without --offline to fetch it")),
        ])
        #expect(source.requestedRepositories == [])
    }

    @Test func offlineWithNothingCachedKeepsTheListsCopy() async {
        let source = StubRepoSource(fresh: ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)])
        let interactor = makeInteractor(source: source, cache: FakeRepoCache(), network: .offline)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, phase: .offline, readme: .loading),
            shown(Fixtures.spoonKnife, phase: .offline, readme: .unavailable("not cached; run without --offline to fetch it")),
        ])
        #expect(source.requestedRepositories == [])
    }

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

    @Test func scrollingWhileUpdatingKeepsTheUpdatingPhase() async throws {
        let source = StubSuspendingRepoSource()
        let interactor = makeInteractor(source: source)
        interactor.handle(.load)
        interactor.handle(.measured(maxScroll: 10, pageHeight: 6))
        interactor.handle(.scroll(by: 2))
        try await waitUntil("the update to reach the source") { source.repositoryCalls.count == 1 }

        source.repositoryCalls.answer(0, with: .success(Fixtures.spoonKnifeFull))
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            shown(Fixtures.spoonKnife, scroll: 0, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnife, scroll: 2, phase: .updating, readme: .loading),
            shown(Fixtures.spoonKnifeFull, scroll: 2, phase: .current, readme: .loading),
            shown(Fixtures.spoonKnifeFull, scroll: 2, phase: .current),
        ])
        #expect(source.repositoryCalls.requested == ["octocat/Spoon-Knife"])
    }

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
        await Task.yield() // let the answered task finish on the main actor before looking

        #expect(router.routes == [.back])
        #expect(presenter.calls == [shown(Fixtures.spoonKnife, phase: .updating, readme: .loading)])
    }
}
