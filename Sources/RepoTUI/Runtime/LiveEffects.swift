import Foundation
import RepoCore
import RepoFeatures

/// Effects carried out for real: the cache and GitHub (through `RepoSync`), the browser and the
/// clipboard, the clock, the remembered columns.
struct LiveEffects: EffectRunner {
    let sync: RepoSync
    /// nil: opening and copying are not available (the plain output, tests).
    let external: (any ExternalActions)?
    let clock: AppClock
    /// Offline, whose the token is comes from the cache alone.
    var network: NetworkPolicy = .online
    /// nil: columns are not remembered (`--no-cache`).
    let columns: ColumnPreferences?
    /// nil: cloning is not available (the plain output, tests that do not clone).
    var cloning: CloneRuntime?
    /// Whether a list's first screen is read before the whole of it (`ListHead`): only where a
    /// first frame is drawn.
    var readsFirstScreens = true

    func run(_ effect: AppEffect, send: @escaping @Sendable (AppAction) -> Void) async {
        switch effect {
        case .list(let id, .readCachedList(let listing, let head)):
            if readsFirstScreens, let head, let rows = await sync.cachedListHead(listing, head) {
                send(.screen(id, .list(.cachedHeadRead(listing, rows))))
            }
            send(.screen(id, .list(.cachedListRead(listing, await sync.cachedList(listing)))))
        case .list(let id, .revalidateList(let listing, let known)):
            let result = await sync.revalidateList(listing, known: known) { progress in
                send(.screen(id, .list(.pagesArrived(listing, progress))))
            }
            send(.screen(id, .list(.listRevalidated(listing, result))))
        case .list(let id, .prepareList(let repositories, let sort)):
            send(.screen(id, .list(.listPrepared(PreparedList(repositories, sort: sort)))))
        case .list(let id, .readCachedMemberships):
            send(.screen(id, .list(.cachedMembershipsRead(await sync.cachedMemberships()))))
        case .list(let id, .revalidateMemberships(let user, let known)):
            send(.screen(id, .list(.membershipsRevalidated(await sync.revalidateMemberships(user, known: known)))))
        case .identifyViewer:
            if case .success(let login) = await sync.viewer(online: network == .online) { send(.viewerIdentified(login)) }
        case .detail(let id, .loadRepository(let repository, let network)):
            let cached = await sync.cachedRepository(repository)
            let answer: Result<Repository, GitHubError>? = network == .online
                ? await sync.revalidateRepository(repository, cached: cached)
                : cached.map { .success($0.repository) }
            send(.screen(id, .detail(.repositoryLoaded(answer))))
        case .detail(let id, .loadReadme(let repository, let revalidate)):
            let cached = await sync.cachedReadme(repository)
            let fresh = revalidate ? await sync.revalidateReadme(repository, cached: cached).map(Self.readme) : nil
            send(.screen(id, .detail(.readmeLoaded(cached: cached.map { Self.readme($0.file) }, fresh: fresh))))
        case .detail(let id, .loadPart(let kind, let repository, let fetch)):
            let cached = await sync.cachedInsight(kind, of: repository)
            send(.screen(id, .detail(.partCached(kind, cached?.insight))))
            if fetch {
                send(.screen(id, .detail(.partFetched(kind, await sync.revalidateInsight(kind, of: repository, cached: cached)))))
            }
        case .detail(let id, .fetchPartLater(let kind, let repository, let seconds)):
            guard (try? await clock.sleep(.seconds(seconds))) != nil else { return }
            let cached = await sync.cachedInsight(kind, of: repository)
            send(.screen(id, .detail(.partFetched(kind, await sync.revalidateInsight(kind, of: repository, cached: cached)))))
        case .detail(let id, .checkStar(let repository)):
            send(.screen(id, .detail(.starChecked(await sync.isStarred(repository)))))
        case .detail(let id, .setStar(let repository, let starred)):
            send(.screen(id, .detail(.starSet(to: starred, error: await sync.setStarred(starred, repository)))))
        case .clone(let job, let repository):
            guard let cloning else { return send(.cloneFinished(job: job, .failure(.git("cloning is not available here")))) }
            let result = await cloning.clone(repository) { send(.cloneProgress(job: job, $0)) }
            send(.cloneFinished(job: job, result))
        case .list(let id, .findClones(let repositories)):
            guard let cloning else { return }
            let found = await Task.detached { cloning.found(repositories) }.value
            if !found.isEmpty { send(.screen(id, .list(.clonesFound(found)))) }
        case .previewAfterRest(let list, let repository, let milliseconds):
            guard (try? await clock.sleep(.milliseconds(milliseconds))) != nil else { return }
            send(.previewRested(list: list, repository))
        case .toggleStar(let repository):
            send(.starToggled(fullName: repository.fullName, await sync.toggleStar(repository)))
        case .list(_, .owners(.recordOpened(let login))):
            await sync.recordOpened(login)
        case .list(let id, .owners(.load)):
            send(.screen(id, .list(.knownOwnersLoaded(await sync.knownOwners()))))
        case .list(let id, .owners(.togglePin(let login))):
            send(.screen(id, .list(.pinToggled(login, pinned: await sync.togglePin(login)))))
        case .perform(let request):
            send(.externalOutcome(await perform(request)))
        case .countDown(let until):
            // A redraw a second while the wait lasts, and one more to clear it.
            while clock.now() < until {
                let left = until.timeIntervalSince(clock.now())
                guard (try? await clock.sleep(.milliseconds(Int(min(1, left) * 1000)))) != nil else { return }
                send(.tick)
            }
            send(.tick)
        case .saveColumns(let chosen):
            columns?.save(chosen)
        case .cancel, .stopClone:
            // The runtime's own: it cancels what holds the screen's or the clone's key.
            break
        }
    }

    private func perform(_ request: ExternalRequest) async -> ExternalActionOutcome {
        guard let external else { return .failed("opening and copying are not available here") }
        switch request {
        case .open(let url): return await external.open(url)
        case .copy(let text): return await external.copy(text)
        }
    }

    /// The file, or "no README" for the nil that stands for GitHub's 404.
    private static func readme(_ file: ReadmeFile?) -> RepoDetail.Readme {
        file.map { .file($0) } ?? .none
    }
}
