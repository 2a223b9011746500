import Foundation
import RepoCore

/// The cache-then-revalidate path the effect runtime takes: read what the cache holds, ask
/// GitHub whether it is still current (conditionally), store the answer.
struct RepoSync: Sendable {
    let source: any RepoSource
    let cache: (any RepoCache)?
    let now: @Sendable () -> Date
    /// A first screen or a whole list read as the cache opened, for the first question that
    /// matches it.
    let readAhead: CacheReadAhead?

    init(source: any RepoSource, cache: (any RepoCache)?, now: @escaping @Sendable () -> Date, readAhead: CacheReadAhead? = nil) {
        self.source = source
        self.cache = cache
        self.now = now
        self.readAhead = readAhead
    }

    /// What the cache holds for `listing`; nil when nothing is or it cannot be read — a cache is
    /// a convenience, so an unreadable entry counts as a miss, never as a failure.
    func cachedList(_ listing: Listing) async -> CachedRepositories? {
        if let early = readAhead?.take(listing) { return early }
        guard let cache else { return nil }
        return try? await cache.load(listing)
    }

    /// The first rows of what the cache holds for `listing` (`ListHead`); nil as `cachedList`,
    /// and when the cache cannot cut that head.
    func cachedListHead(_ listing: Listing, _ head: ListHead) async -> [Repository]? {
        if let early = readAhead?.take(listing, head) { return early }
        guard let cache else { return nil }
        return (try? await cache.loadHead(listing, head)) ?? nil
    }

    /// Asks GitHub whether `known` is still current (all of it, when `known` is nil) and stores
    /// the answer: a 304 only marks the stored set as confirmed; new data replaces it atomically.
    /// Returns what is now current. A failure stores nothing.
    func revalidateList(
        _ listing: Listing, known: CachedRepositories?, progress: ListingProgressObserver? = nil
    ) async -> Result<CachedRepositories, GitHubError> {
        let user = listing.owner
        let answer: Revalidation<RepoListing>
        do {
            answer = try await source.repositories(in: listing, revalidating: known, progress: progress)
        } catch {
            return .failure(GitHubError(error))
        }
        if Task.isCancelled { return .failure(.cancelled) }
        let date = now()
        switch answer {
        case .notModified:
            guard var confirmed = known else {
                return .failure(.unexpectedResponse("304 Not Modified to a request that was not conditional"))
            }
            confirmed.fetchedAt = date
            // A failed write costs only the next start's freshness; the data shown is right.
            try? await cache?.touch(listing, at: date)
            return .success(confirmed)
        case .modified(let fetched):
            let entry = CachedRepositories(
                user: listing.scope == .repositories ? Self.canonical(user, in: fetched.repositories) : user,
                scope: listing.scope, repositories: fetched.repositories, fetchedAt: date,
                pageValidators: fetched.pageValidators, search: listing.search, searchTotal: fetched.searchTotal)
            try? await cache?.replace(entry)
            return .success(entry)
        }
    }

    /// Folds the cache's log when it has grown large (`RepoCache.foldLargeLog`): as the app quits.
    func foldCacheLog() {
        cache?.foldLargeLog()
    }

    /// The token's user as an earlier run learnt it; nil when none did (or without a cache).
    func rememberedViewer() async -> GitHubUsername? {
        guard let cache else { return nil }
        return try? await cache.viewer()
    }

    /// The token's user: GitHub's answer, remembered in the cache; the cache's memory when
    /// GitHub cannot be asked (`online` false, or no answer). nil without a token.
    func viewer(online: Bool) async -> Result<GitHubUsername, GitHubError> {
        if online {
            do {
                let login = try await source.viewer()
                try? await cache?.storeViewer(login, at: now())
                return .success(login)
            } catch {
                let failure = GitHubError(error)
                // A rejected token must not fall back on what an earlier run of it saw.
                if case .unauthorized = failure { return .failure(failure) }
                if case .tokenRequired = failure { return .failure(failure) }
                if let remembered = try? await cache?.viewer() { return .success(remembered) }
                return .failure(failure)
            }
        }
        if let remembered = try? await cache?.viewer() { return .success(remembered) }
        return .failure(.unexpectedResponse("offline, and no earlier run asked GitHub who the token belongs to"))
    }

    // MARK: The token's user's organisations (Member of)

    /// What the cache holds; nil when nothing is or it cannot be read.
    func cachedMemberships() async -> CachedMemberships? {
        guard let cache else { return nil }
        return try? await cache.memberships()
    }

    /// Asks GitHub whether `known` is still current and stores the answer, as for a document.
    func revalidateMemberships(_ user: GitHubUsername, known: CachedMemberships?) async -> Result<CachedMemberships, GitHubError> {
        await revalidateDocument(
            cached: known, etag: known?.etag,
            fetch: { _ in try await source.memberships(revalidating: known) },
            confirm: { $0.fetchedAt = now() },
            entry: { CachedMemberships(user: user, organizations: $0.organizations, fetchedAt: now(), etag: $0.etag) },
            store: { try? await cache?.replace($0) })
    }

    // MARK: Owners kept at hand (`u`, `p`)

    /// How many `u` lists.
    static let knownOwnersShown = 50

    /// Pinned, then recently opened; none without a cache or when it cannot be read.
    func knownOwners() async -> [KnownOwner] {
        (try? await cache?.knownOwners(limit: Self.knownOwnersShown)) ?? []
    }

    /// A failed write costs only a line in `u`'s list.
    func recordOpened(_ login: GitHubUsername) async {
        try? await cache?.recordOpened(login, at: now())
    }

    /// Whether `login` is pinned now; nil without a cache (or when it cannot be written).
    func togglePin(_ login: GitHubUsername) async -> Bool? {
        guard let cache else { return nil }
        return try? await cache.togglePin(login, at: now())
    }

    /// The login as GitHub spells it (`Octocat` typed, `octocat` answered): the repositories'
    /// owner, when it is the user asked for; else as typed.
    static func canonical(_ user: GitHubUsername, in repositories: [Repository]) -> GitHubUsername {
        guard let owner = repositories.first?.owner.login, owner.caseInsensitiveCompare(user.rawValue) == .orderedSame,
              let canonical = try? GitHubUsername(validating: owner) else { return user }
        return canonical
    }

    // MARK: One repository (the detail pane)

    /// The repository as last fetched on its own; nil on a miss or an unreadable cache.
    func cachedRepository(_ repository: Repository) async -> CachedRepository? {
        guard let cache else { return nil }
        return try? await cache.repository(fullName: repository.fullName)
    }

    /// Fetches `repository` afresh, conditionally on `cached`, and stores what came back.
    func revalidateRepository(_ repository: Repository, cached: CachedRepository?) async -> Result<Repository, GitHubError> {
        await revalidateDocument(
            cached: cached, etag: cached?.etag,
            fetch: { try await source.repository(owner: repository.owner.login, name: repository.name, ifNoneMatch: $0) },
            confirm: { $0.fetchedAt = now() },
            entry: { CachedRepository(repository: $0.value, etag: $0.etag, fetchedAt: now()) },
            store: { try? await cache?.store($0) }
        ).map(\.repository)
    }

    /// What GitHub says of a local-only clone's name: there (under it or, after a 301, another), or gone.
    func fate(of repository: Repository) async -> LocalOnlyFate {
        do {
            let found = try await source.repository(owner: repository.owner.login, name: repository.name)
            return found.fullName.lowercased() == repository.fullName.lowercased() ? .onGitHub : .moved(to: found.fullName)
        } catch GitHubError.notFound {
            return .gone
        } catch let error as GitHubError {
            return .unknown(error.userMessage)
        } catch {
            return .unknown(String(describing: error))
        }
    }

    // MARK: A README (the detail pane)

    /// The README as last fetched; nil on a miss or an unreadable cache.
    func cachedReadme(_ repository: Repository) async -> CachedReadme? {
        guard let cache else { return nil }
        return try? await cache.readme(fullName: repository.fullName)
    }

    /// Fetches the README afresh, conditionally on `cached`, and stores what came back.
    /// Success is the file, or nil when the repository has none.
    func revalidateReadme(_ repository: Repository, cached: CachedReadme?) async -> Result<ReadmeFile?, GitHubError> {
        await revalidateDocument(
            cached: cached, etag: cached?.etag,
            fetch: { try await source.readme(owner: repository.owner.login, name: repository.name, ifNoneMatch: $0) },
            confirm: { $0.fetchedAt = now() },
            entry: { CachedReadme(fullName: repository.fullName, file: $0.value, etag: $0.etag, fetchedAt: now()) },
            store: { try? await cache?.store($0) }
        ).map(\.file)
    }

    // MARK: A part of the detail (languages, release …)

    /// The part as last fetched; nil on a miss or an unreadable cache.
    func cachedInsight(_ kind: RepositoryInsight.Kind, of repository: Repository) async -> CachedInsight? {
        guard let cache else { return nil }
        return try? await cache.insight(kind, fullName: repository.fullName)
    }

    /// Fetches the part afresh, conditionally on `cached`, and stores what came back — except
    /// a "still computing", which is no answer to keep.
    func revalidateInsight(_ kind: RepositoryInsight.Kind, of repository: Repository,
                           cached: CachedInsight?) async -> Result<RepositoryInsight, GitHubError> {
        await revalidateDocument(
            cached: cached, etag: cached?.etag,
            fetch: { try await source.insight(kind, owner: repository.owner.login, name: repository.name, ifNoneMatch: $0) },
            confirm: { $0.fetchedAt = now() },
            entry: { CachedInsight(fullName: repository.fullName, insight: $0.value, etag: $0.etag, fetchedAt: now()) },
            store: { entry in if entry.insight.isCacheable { try? await cache?.store(entry) } }
        ).map(\.insight)
    }

    // MARK: A page of the detail's issues, pull requests or runs

    /// The page as last fetched; nil on a miss or an unreadable cache.
    func cachedActivity(_ query: ActivityQuery, of repository: Repository) async -> CachedActivityPage? {
        guard let cache else { return nil }
        return try? await cache.activityPage(query, fullName: repository.fullName)
    }

    /// Fetches the page afresh, conditionally on `cached`, and stores what came back. Runs are
    /// those of the default branch.
    func revalidateActivity(_ query: ActivityQuery, of repository: Repository,
                            cached: CachedActivityPage?) async -> Result<ActivityPage, GitHubError> {
        await revalidateDocument(
            cached: cached, etag: cached?.page.predatesHeadCommits == true ? nil : cached?.etag,
            fetch: {
                try await source.activityPage(query, owner: repository.owner.login, name: repository.name,
                                              branch: repository.defaultBranch, ifNoneMatch: $0)
            },
            confirm: { $0.fetchedAt = now() },
            entry: { CachedActivityPage(fullName: repository.fullName, query: query, page: $0.value, etag: $0.etag, fetchedAt: now()) },
            store: { try? await cache?.store($0) }
        ).map(\.page)
    }

    /// The page as cached and — with `fetch` — revalidated; the cache's copy when GitHub fails;
    /// nil when neither has it.
    func activityPage(_ query: ActivityQuery, of repository: Repository, fetch: Bool) async -> ActivityPage? {
        let cached = await cachedActivity(query, of: repository)
        guard fetch else { return cached?.page }
        return (try? await revalidateActivity(query, of: repository, cached: cached).get()) ?? cached?.page
    }

    // MARK: The token's user's star

    func isStarred(_ repository: Repository) async -> Result<Bool, GitHubError> {
        await attempt { try await source.isStarred(owner: repository.owner.login, name: repository.name) }
    }

    func setStarred(_ starred: Bool, _ repository: Repository) async -> GitHubError? {
        if case .failure(let error) = await attempt({
            try await source.setStarred(starred, owner: repository.owner.login, name: repository.name)
        }) { return error }
        return nil
    }

    /// Flips the star, whichever way it is: what the list's `*` does. Starred now, or not.
    func toggleStar(_ repository: Repository) async -> Result<Bool, GitHubError> {
        switch await isStarred(repository) {
        case .success(let starred):
            return await setStarred(!starred, repository).map { .failure($0) } ?? .success(!starred)
        case .failure(let error):
            return .failure(error)
        }
    }

    private func attempt<Value>(_ body: () async throws -> Value) async -> Result<Value, GitHubError> {
        do {
            return .success(try await body())
        } catch {
            return .failure(Task.isCancelled ? .cancelled : GitHubError(error))
        }
    }

    // MARK: One document, conditionally

    /// A conditional GET of one document: a 304 confirms `cached` (its `fetchedAt` renewed), a
    /// 200 makes a new entry; either is stored. A failed write costs only a conditional request
    /// next time; the data shown is right.
    private func revalidateDocument<Entry, Answer>(
        cached: Entry?, etag: String?,
        fetch: (String?) async throws -> Revalidation<Answer>,
        confirm: (inout Entry) -> Void,
        entry: (Answer) -> Entry,
        store: (Entry) async -> Void
    ) async -> Result<Entry, GitHubError> {
        let answer: Revalidation<Answer>
        do {
            answer = try await fetch(etag)
        } catch {
            return .failure(GitHubError(error))
        }
        if Task.isCancelled { return .failure(.cancelled) }
        let result: Entry
        switch answer {
        case .notModified:
            guard var confirmed = cached else {
                return .failure(.unexpectedResponse("304 Not Modified to a request that was not conditional"))
            }
            confirm(&confirmed)
            result = confirmed
        case .modified(let fresh):
            result = entry(fresh)
        }
        await store(result)
        return .success(result)
    }
}

extension RepoSync {
    /// The cached list after applied changes, from GitHub's answers — no refetch: a changed
    /// repository takes its answer's place (keeping what only the list knows, its star date), a
    /// deleted one goes. The page validators go: they name pages as GitHub served them, not the
    /// rows changed here, and a page back as it was (an undo) would answer 304 for rows it no
    /// longer holds. GitHub's pages changed with the writes, so the next refresh downloads them
    /// anyway.
    func record(_ outcomes: [ChangeOutcome], of items: [ChangeItem], in listing: Listing) async {
        guard let cache, var entry = try? await cache.load(listing) else { return }
        var answers: [RepoID: Repository?] = [:]
        for (item, outcome) in zip(items, outcomes) {
            guard case .applied(_, let answer) = outcome else { continue }
            if item.change == .delete {
                answers[item.repository.id] = .some(nil)
            } else if let answer {
                answers[item.repository.id] = answer
            }
        }
        guard !answers.isEmpty else { return }
        entry.repositories = entry.repositories.compactMap { repository in
            guard let answer = answers[repository.id] else { return repository }
            guard var changed = answer else { return nil }
            changed.starredAt = repository.starredAt
            changed.viewerPermission = changed.viewerPermission ?? repository.viewerPermission
            // A listing row carries no page facts; the answer's would make it look like a page.
            changed.facts = repository.facts
            return changed
        }
        entry.pageValidators = []
        try? await cache.replace(entry)
    }
}
