import RepoCore

extension AppEffect {
    /// The effect's contract with the world: what to ask, and the action each result becomes.
    /// nil for the runtime's own (`.cancel`, `.stopClone`: it cancels what holds the key).
    public var request: EffectRequest? {
        switch self {
        case .list(let id, let effect): Self.request(effect, to: id)
        case .detail(let id, let effect): Self.request(effect, to: id)
        case .owners(let id, .loadOwners): .knownOwners(Reply { .screen(id, .owners(.ownersLoaded($0))) })
        case .bulkChange(let id, .compareForks(let repositories)):
            .compareForks(repositories, Reply { .screen(id, .bulkChange(.forksCompared($0))) })
        case .bulkChange(let id, .apply(let item, let index, let batch)):
            .applyChange(item, pauseFirst: index > 0, batch: batch,
                         Reply { .screen(id, .bulkChange(.applied(index: index, $0.outcome, batch: $0.batch))) })
        case .bulkChange(_, .record(let outcomes, let items, let listing)): .recordChanges(outcomes, of: items, in: listing)
        case .history(let id, .readJournal): .readJournal(Reply { .screen(id, .history(.journalRead($0))) })
        case .activityDetail(let id, .loadPage(let query, let repository, let fetch)):
            .loadActivity(query, repository, fetch: fetch, cached: Reply { .screen(id, .activityDetail(.pageCached(query, $0))) },
                          fetched: Reply { .screen(id, .activityDetail(.pageFetched(query, $0))) })
        case .identifyViewer: .identifyViewer(Reply { .viewerIdentified($0) })
        case .toggleStar(let repository):
            .toggleStar(repository, Reply { .starToggled(fullName: repository.fullName, $0) })
        case .clone(let job, let repository):
            .clone(repository, progress: Reply { .cloneProgress(job: job, $0) }, done: Reply { .cloneFinished(job: job, $0) })
        case .updateClone(let job, let repository, let update):
            .updateClone(repository, update, done: Reply { .cloneUpdated(job: job, $0) })
        case .perform(let request): .perform(request, Reply { .externalOutcome($0) })
        case .countDown(let until): .countDown(until: until, tick: Reply { .tick })
        case .ciAfterRest(let milliseconds): .wait(milliseconds: milliseconds, done: Reply { .ciRested })
        case .readCI(let repositories, let fetch): .readLatestRuns(repositories, fetch: fetch, read: Reply { .ciRead($0) })
        case .previewAfterRest(let list, let repository, let milliseconds):
            .wait(milliseconds: milliseconds, done: Reply { .previewRested(list: list, repository) })
        case .saveColumns(let columns): .saveColumns(columns)
        case .readLastCommit(let path): .readLastCommit(path: path, Reply { .lastCommitRead(path: path, $0) })
        case .cancel, .stopClone: nil
        }
    }

    private static func request(_ effect: RepoList.Effect, to id: ScreenID) -> EffectRequest {
        func reply<Value>(_ action: @escaping @Sendable (Value) -> RepoList.Action) -> Reply<Value> {
            Reply { .screen(id, .list(action($0))) }
        }
        return switch effect {
        case .readCachedList(let listing, let head):
            .readCachedList(listing, head: head, headRead: reply { .cachedHeadRead(listing, $0) }, read: reply { .cachedListRead(listing, $0) })
        case .revalidateList(let listing, let known):
            .revalidateList(listing, known: known, pages: reply { .pagesArrived(listing, $0) }, done: reply { .listRevalidated(listing, $0) })
        case .prepareList(let repositories, let sort):
            .work(reply { .listPrepared(PreparedList(repositories, sort: sort)) })
        case .compareLists(let before, let after, let since):
            .work(reply { .listsCompared(ListChanges.between(before, after, since: since)) })
        case .readCachedMemberships: .readCachedMemberships(reply { .cachedMembershipsRead($0) })
        case .revalidateMemberships(let user, let known): .revalidateMemberships(user, known: known, done: reply { .membershipsRevalidated($0) })
        case .owners(.recordOpened(let login)): .recordOpened(login)
        case .owners(.togglePin(let login)): .togglePin(login, reply { .pinToggled(login, pinned: $0) })
        case .findClones(let repositories): .findClones(repositories, reply { .clonesFound($0) })
        case .readCloneStates(let repositories, let refresh):
            .readCloneStates(repositories, refresh: refresh, read: reply { .cloneStatesRead($0) })
        case .findLocalOnly(let probe, let known): .findLocalOnly(probe: probe, known: known, reply { .localOnlyFound($0) })
        case .askAboutLocalOnly(let repositories): .askAboutLocalOnly(repositories, reply { .localOnlyFates($0) })
        }
    }

    private static func request(_ effect: RepoDetail.Effect, to id: ScreenID) -> EffectRequest {
        func reply<Value>(_ action: @escaping @Sendable (Value) -> RepoDetail.Action) -> Reply<Value> {
            Reply { .screen(id, .detail(action($0))) }
        }
        return switch effect {
        case .loadRepository(let repository, let network): .loadRepository(repository, network, reply { .repositoryLoaded($0) })
        case .loadReadme(let repository, let revalidate):
            .loadReadme(repository, revalidate: revalidate, reply { answer in
                .readmeLoaded(cached: answer.cached.map(RepoDetail.Readme.init), fresh: answer.fresh.map { $0.map(RepoDetail.Readme.init) })
            })
        case .loadPart(let kind, let repository, let fetch):
            .loadPart(kind, repository, fetch: fetch, cached: reply { .partCached(kind, $0) }, fetched: reply { .partFetched(kind, $0) })
        case .fetchPartLater(let kind, let repository, let seconds):
            .fetchPartLater(kind, repository, afterSeconds: seconds, reply { .partFetched(kind, $0) })
        case .loadActivity(let query, let repository, let fetch):
            .loadActivity(query, repository, fetch: fetch, cached: reply { .activityCached(query, $0) },
                          fetched: reply { .activityFetched(query, $0) })
        case .restBeforePullStatuses(let milliseconds): .wait(milliseconds: milliseconds, done: reply { .pullStatusesRested })
        case .loadPullStatuses(let pulls, let repository, let fetch):
            .readPullStatuses(pulls, of: repository, fetch: fetch, read: reply { .pullStatusesRead($0) })
        case .checkStar(let repository): .checkStar(repository, reply { .starChecked($0) })
        case .setStar(let repository, let starred): .setStar(repository, starred, reply { .starSet(to: starred, error: $0) })
        }
    }
}

extension RepoDetail.Readme {
    /// The file, or "no README" for the nil that stands for GitHub's 404.
    init(_ file: ReadmeFile?) {
        self = file.map { .file($0) } ?? .none
    }
}
