import RepoCore
import Testing
@testable import RepoFeatures

/// The README below the facts: fetched after the repository, conditionally on its cached
/// `ETag`, stored, and shown as text, "no README", or why it is unavailable.
@MainActor
struct RepoDetailReadmeTests {
    let presenter = SpyRepoDetailPresenter()
    let router = SpyRepoDetailRouter()
    let spoonKnife = DetailFixtures.spoonKnife
    let readme = DetailFixtures.readme
    let tag = StubRepoSource.readmeTag(DetailFixtures.readme)

    /// Loads Spoon-Knife once, its facts always fresh, its README answered by `readme`.
    func load(readme: Result<String?, GitHubError>, cache: FakeRepoCache?,
              network: NetworkPolicy = .online) async -> StubRepoSource {
        let source = StubRepoSource(fresh: [spoonKnife: .success(Fixtures.spoonKnifeFull)], readmes: [spoonKnife: readme])
        let sync = RepoSync(source: source, cache: cache, network: network, now: { Fixtures.now })
        let interactor = RepoDetailInteractor(repository: Fixtures.spoonKnife, sync: sync, presenter: presenter)
        interactor.router = router
        interactor.handle(.load)
        await interactor.waitForLoad()
        return source
    }

    /// The three frames of an online load: the list's copy, the fresh facts, then `readme`.
    func onlineFrames(ending readme: RepoDetail.Response.Readme) -> [RepoDetail.Response.Repository] {
        [
            DetailFixtures.shown(Fixtures.spoonKnife, phase: .updating, readme: .loading),
            DetailFixtures.shown(phase: .current, readme: .loading),
            DetailFixtures.shown(phase: .current, readme: readme),
        ]
    }

    @Test func aColdLoadFetchesTheReadmeUnconditionallyAndStoresItWithItsETag() async {
        let cache = FakeRepoCache()

        let source = await load(readme: .success(readme), cache: cache)

        #expect(presenter.calls == onlineFrames(ending: .text(readme)))
        #expect(source.readmeValidators == [nil])
        #expect(cache.calls == [
            .loadRepository(spoonKnife),
            .storeRepository(CachedRepository(repository: Fixtures.spoonKnifeFull, etag: "\"12346\"", fetchedAt: Fixtures.now)),
            .loadReadme(spoonKnife),
            .storeReadme(CachedReadme(fullName: spoonKnife, text: readme, etag: tag, fetchedAt: Fixtures.now)),
        ])
        #expect(router.routes == [])
    }

    @Test func aCachedReadmeSendsItsETagAndA304ShowsItAsCurrent() async {
        let cached = DetailFixtures.cachedReadme(readme, etag: tag)
        let cache = FakeRepoCache(readmes: [cached])

        let source = await load(readme: .success(readme), cache: cache)

        #expect(presenter.calls == onlineFrames(ending: .text(readme)))
        #expect(source.readmeValidators == [tag])
        #expect(cache.calls == [
            .loadRepository(spoonKnife),
            .storeRepository(CachedRepository(repository: Fixtures.spoonKnifeFull, etag: "\"12346\"", fetchedAt: Fixtures.now)),
            .loadReadme(spoonKnife),
            .storeReadme(DetailFixtures.confirmed(cached)),
        ])
    }

    @Test func aChangedReadmeReplacesTheCachedOne() async {
        let cache = FakeRepoCache(readmes: [DetailFixtures.cachedReadme("# Old\n", etag: "\"old\"")])

        let source = await load(readme: .success(readme), cache: cache)

        #expect(presenter.calls == onlineFrames(ending: .text(readme)))
        #expect(source.readmeValidators == ["\"old\""])
        #expect(cache.storedReadme(spoonKnife) == CachedReadme(fullName: spoonKnife, text: readme, etag: tag, fetchedAt: Fixtures.now))
    }

    @Test func aRepositoryWithoutReadmeSaysSoAndIsRememberedAsHavingNone() async {
        let cache = FakeRepoCache()

        _ = await load(readme: .success(nil), cache: cache)

        #expect(presenter.calls == onlineFrames(ending: RepoDetail.Response.Readme.none))
        #expect(cache.storedReadme(spoonKnife) == CachedReadme(fullName: spoonKnife, text: nil, etag: nil, fetchedAt: Fixtures.now))
    }

    @Test func aReadmeThatCannotBeRefreshedIsShownAsCachedAndTheCacheIsLeftAlone() async {
        let cached = DetailFixtures.cachedReadme(readme, etag: tag)
        let cache = FakeRepoCache(readmes: [cached])

        _ = await load(readme: .failure(.transport("connection reset")), cache: cache)

        #expect(presenter.calls == onlineFrames(ending: .text(readme)))
        #expect(cache.calls.filter { if case .storeReadme = $0 { true } else { false } } == [])
        #expect(cache.storedReadme(spoonKnife) == cached)
    }

    @Test(arguments: [
        GitHubError.transport("connection reset"),
        .http(status: 500, message: nil),
        .rateLimited(resetAt: nil, retryAfterSeconds: nil, message: nil),
    ])
    func aReadmeThatCannotBeFetchedOrFoundInTheCacheSaysWhy(error: GitHubError) async {
        _ = await load(readme: .failure(error), cache: FakeRepoCache())

        #expect(presenter.calls == onlineFrames(ending: .unavailable(error)))
    }

    @Test func withoutACacheTheReadmeIsFetchedAndNothingStored() async {
        let source = await load(readme: .success(readme), cache: nil)

        #expect(presenter.calls == onlineFrames(ending: .text(readme)))
        #expect(source.readmeValidators == [nil])
    }

    // MARK: Offline

    @Test func offlineShowsTheCachedReadmeWithoutAskingGitHub() async {
        let cache = FakeRepoCache(repositories: [DetailFixtures.cachedSpoonKnife],
                                  readmes: [DetailFixtures.cachedReadme(readme, etag: tag)])

        let source = await load(readme: .success("# Newer\n"), cache: cache, network: .offline)

        #expect(presenter.calls == [
            DetailFixtures.shown(Fixtures.spoonKnife, phase: .offline, readme: .loading),
            DetailFixtures.shown(phase: .offline, readme: .loading),
            DetailFixtures.shown(phase: .offline, readme: .text(readme)),
        ])
        #expect(source.requestedReadmes == [])
        #expect(cache.calls == [.loadRepository(spoonKnife), .loadReadme(spoonKnife)])
    }

    @Test func offlineRemembersThatThereIsNoReadme() async {
        let cache = FakeRepoCache(readmes: [DetailFixtures.cachedReadme(nil, etag: nil)])

        _ = await load(readme: .success(readme), cache: cache, network: .offline)

        #expect(presenter.calls == [
            DetailFixtures.shown(Fixtures.spoonKnife, phase: .offline, readme: .loading),
            DetailFixtures.shown(Fixtures.spoonKnife, phase: .offline, readme: RepoDetail.Response.Readme.none),
        ])
    }

    @Test func offlineWithoutACachedReadmeSaysItIsNotCached() async {
        let source = await load(readme: .success(readme), cache: FakeRepoCache(), network: .offline)

        #expect(presenter.calls == [
            DetailFixtures.shown(Fixtures.spoonKnife, phase: .offline, readme: .loading),
            DetailFixtures.shown(Fixtures.spoonKnife, phase: .offline, readme: .notCached),
        ])
        #expect(source.requestedReadmes == [])
    }

    @Test func whenTheRepositoryFailsTheCachedReadmeIsShownWithoutAskingAgain() async {
        let error = GitHubError.transport("connection refused")
        let source = StubRepoSource(fresh: [spoonKnife: .failure(error)], readmes: [spoonKnife: .success("# Newer\n")])
        let cache = FakeRepoCache(readmes: [DetailFixtures.cachedReadme(readme, etag: tag)])
        let sync = RepoSync(source: source, cache: cache, network: .online, now: { Fixtures.now })
        let interactor = RepoDetailInteractor(repository: Fixtures.spoonKnife, sync: sync, presenter: presenter)

        interactor.handle(.load)
        await interactor.waitForLoad()

        #expect(presenter.calls == [
            DetailFixtures.shown(Fixtures.spoonKnife, phase: .updating, readme: .loading),
            DetailFixtures.shown(Fixtures.spoonKnife, phase: .updateFailed(error), readme: .loading),
            DetailFixtures.shown(Fixtures.spoonKnife, phase: .updateFailed(error), readme: .text(readme)),
        ])
        #expect(source.requestedReadmes == [])
    }
}
