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
    /// nil: changing repositories is not available (the plain output, tests that change nothing).
    var changes: ChangeRuntime?
    /// Opened once the first frame is drawn; until then only what a first frame is drawn from
    /// runs (`FirstFrameLatch`). nil: nothing waits (the plain output, which draws no frame).
    var firstFrame: FirstFrameLatch?

    func run(_ effect: AppEffect, send: @escaping @Sendable (AppAction) -> Void) async {
        guard let request = effect.request else { return }
        if let firstFrame, !Self.mayDrawFirstFrame(request) {
            await firstFrame.wait()
            guard !Task.isCancelled else { return }
        }
        switch request {
        case .readCachedList(let listing, let head, let headRead, let read):
            if readsFirstScreens, let head, let rows = await sync.cachedListHead(listing, head) {
                send(headRead(rows))
                // Shown, those rows are the first frame; the rest of the list can wait for it.
                if !rows.isEmpty, let firstFrame {
                    await firstFrame.wait()
                    guard !Task.isCancelled else { return }
                }
            }
            send(read(await sync.cachedList(listing)))
        case .revalidateList(let listing, let known, let pages, let done):
            send(done(await sync.revalidateList(listing, known: known) { send(pages($0)) }))
        case .work(let done):
            send(done())
        case .readCachedMemberships(let read):
            send(read(await sync.cachedMemberships()))
        case .revalidateMemberships(let user, let known, let done):
            send(done(await sync.revalidateMemberships(user, known: known)))
        case .recordOpened(let login):
            await sync.recordOpened(login)
        case .knownOwners(let loaded):
            send(loaded(await sync.knownOwners()))
        case .togglePin(let login, let toggled):
            send(toggled(await sync.togglePin(login)))
        case .findClones(let repositories, let found):
            guard let cloning else { return }
            send(found(await Task.detached { cloning.found(repositories) }.value))
        case .readLastCommit(let path, let read):
            guard let cloning else { return send(read(nil)) }
            send(read(await cloning.lastCommit(at: path)))
        case .findLocalOnly(let probe, let known, let found):
            guard let cloning else { return }
            send(found(await Task.detached { cloning.localOnly(probe: probe, known: known) }.value))
        case .askAboutLocalOnly(let repositories, let answered):
            var fates: [String: LocalOnlyFate] = [:]
            for repository in repositories { fates[repository.name] = await sync.fate(of: repository) }
            send(answered(fates))
        case .readCloneStates(let repositories, let refresh, let read):
            guard let cloning else { return }
            await cloning.readStates(of: repositories, refresh: refresh) { send(read($0)) }
        case .identifyViewer(let identified):
            if case .success(let login) = await sync.viewer(online: network == .online) { send(identified(login)) }
        case .loadRepository(let repository, let network, let loaded):
            let cached = await sync.cachedRepository(repository)
            send(loaded(network == .online
                ? await sync.revalidateRepository(repository, cached: cached)
                : cached.map { .success($0.repository) }))
        case .loadReadme(let repository, let revalidate, let loaded):
            let cached = await sync.cachedReadme(repository)
            let fresh = revalidate ? await sync.revalidateReadme(repository, cached: cached) : nil
            send(loaded((cached: cached.map(\.file), fresh: fresh)))
        case .loadPart(let kind, let repository, let fetch, let cachedPart, let fetched):
            let cached = await sync.cachedInsight(kind, of: repository)
            send(cachedPart(cached?.insight))
            if fetch { send(fetched(await sync.revalidateInsight(kind, of: repository, cached: cached))) }
        case .fetchPartLater(let kind, let repository, let seconds, let fetched):
            guard (try? await clock.sleep(.seconds(seconds))) != nil else { return }
            let cached = await sync.cachedInsight(kind, of: repository)
            send(fetched(await sync.revalidateInsight(kind, of: repository, cached: cached)))
        case .loadActivity(let query, let repository, let fetch, let cachedPage, let fetched):
            let cached = await sync.cachedActivity(query, of: repository)
            send(cachedPage(cached?.page))
            if fetch { send(fetched(await sync.revalidateActivity(query, of: repository, cached: cached))) }
        case .readLatestRuns(let repositories, let fetch, let read):
            await latestRuns(of: repositories, fetch: fetch) { send(read($0)) }
        case .readPullStatuses(let pulls, let repository, let fetch, let read):
            await pullStatuses(of: pulls, in: repository, fetch: fetch) { send(read($0)) }
        case .checkStar(let repository, let checked):
            send(checked(await sync.isStarred(repository)))
        case .setStar(let repository, let starred, let set):
            send(set(await sync.setStarred(starred, repository)))
        case .toggleStar(let repository, let toggled):
            send(toggled(await sync.toggleStar(repository)))
        case .clone(let repository, let progress, let done):
            guard let cloning else { return send(done(.failure(.git("cloning is not available here")))) }
            send(done(await cloning.clone(repository) { send(progress($0)) }))
        case .updateClone(let repository, let update, let done):
            guard let cloning else { return send(done(.failure(.git("cloning is not available here")))) }
            send(done(await cloning.update(repository, update)))
        case .perform(let request, let outcome):
            send(outcome(await perform(request)))
        case .countDown(let until, let tick):
            // A redraw a second while the wait lasts, and one more to clear it.
            while clock.now() < until {
                let left = until.timeIntervalSince(clock.now())
                guard (try? await clock.sleep(.milliseconds(Int(min(1, left) * 1000)))) != nil else { return }
                send(tick())
            }
            send(tick())
        case .wait(let milliseconds, let done):
            guard (try? await clock.sleep(.milliseconds(milliseconds))) != nil else { return }
            send(done())
        case .saveColumns(let chosen):
            columns?.save(chosen)
        case .compareForks(let repositories, let compared):
            send(compared(await changes?.compareForks(repositories) ?? [:]))
        case .applyChange(let item, let pauseFirst, let batch, let applied):
            guard let changes else { return send(applied((.failed("changing repositories is not available here"), batch ?? 0))) }
            // GitHub's pause between writes; a screen closed meanwhile starts no more.
            if pauseFirst, (try? await clock.sleep(changes.pause)) == nil { return }
            send(applied(await changes.apply(item, batch: batch)))
        case .recordChanges(let outcomes, let items, let listing):
            await sync.record(outcomes, of: items, in: listing)
        case .readJournal(let read):
            send(read(changes?.journal?.entries() ?? []))
        }
    }

    /// The reads a first frame may be drawn from (a list's cached rows, the cached organisations
    /// of Member of) and work without side effects (a large list's preparation, a timer). All
    /// else waits for the first frame: GitHub, the clones, the cache's writes.
    static func mayDrawFirstFrame(_ request: EffectRequest) -> Bool {
        switch request {
        case .readCachedList, .readCachedMemberships, .work, .wait, .countDown: true
        default: false
        }
    }

    /// The CI column's answers: each repository's latest default-branch run, four at a time,
    /// each delivered as soon as it is known.
    private func latestRuns(of repositories: [Repository], fetch: Bool, deliver: @escaping @Sendable ([RepoID: CIStatus]) -> Void) async {
        let sync = self.sync
        await Self.fourAtATime(repositories, deliver: deliver) { repository in
            let page = await sync.activityPage(ActivityQuery(.runs), of: repository, fetch: fetch)
            guard let page, case .runs(let runs) = page.items else { return [repository.id: .unknown] }
            return [repository.id: runs.first.map(CIStatus.latest) ?? .noRuns]
        }
    }

    /// The Pull requests tab's review decisions and checks: each one's reviews and its head
    /// commit's check runs and statuses, four pull requests at a time, each delivered as soon as
    /// it is known.
    private func pullStatuses(of pulls: [PullRequestSummary], in repository: Repository, fetch: Bool,
                              deliver: @escaping @Sendable ([Int: PullRequestStatus]) -> Void) async {
        let sync = self.sync
        @Sendable func page(_ kind: ActivityKind, of sha: String?) async -> ActivityPage? {
            guard let sha else { return nil }
            return await sync.activityPage(ActivityQuery(kind, ref: sha), of: repository, fetch: fetch)
        }
        await Self.fourAtATime(pulls, deliver: deliver) { pull in
            async let reviews = sync.activityPage(ActivityQuery(.reviews, subject: Int64(pull.number)), of: repository, fetch: fetch)
            async let checkRuns = page(.checkRuns, of: pull.headSHA)
            async let statuses = page(.statuses, of: pull.headSHA)
            var status = PullRequestStatus(review: nil, checks: nil)
            if case .reviews(let items)? = await reviews?.items {
                status.review = ReviewDecision(reviews: items, requestedReviewers: pull.requestedReviewers)
            }
            // Both are needed to say how the checks stand: one unknown leaves them unknown.
            if case .checkRuns(let runs)? = await checkRuns?.items, case .statuses(let states)? = await statuses?.items {
                status.checks = ChecksSummary(runs, statuses: states)
            }
            return [pull.number: status]
        }
    }

    /// `work` on each of `items`, four at a time, each answer delivered as soon as it comes;
    /// cancelled, nothing more is delivered.
    private static func fourAtATime<Item: Sendable, Answer: Sendable>(
        _ items: [Item], deliver: @escaping @Sendable (Answer) -> Void, work: @escaping @Sendable (Item) async -> Answer
    ) async {
        await withTaskGroup(of: Answer.self) { group in
            var waiting = items.makeIterator()
            func startNext() -> Bool {
                guard let item = waiting.next() else { return false }
                group.addTask { await work(item) }
                return true
            }
            for _ in 0..<4 where startNext() {}
            while let answer = await group.next() {
                guard !Task.isCancelled else { return }
                deliver(answer)
                _ = startNext()
            }
        }
    }

    private func perform(_ request: ExternalRequest) async -> ExternalActionOutcome {
        guard let external else { return .failed("opening and copying are not available here") }
        switch request {
        case .open(let url): return await external.open(url)
        case .copy(let text): return await external.copy(text)
        case .runInClone(let program, let directory): return await external.run(program, in: directory)
        case .runCommand(let command): return await external.run(command)
        }
    }
}
