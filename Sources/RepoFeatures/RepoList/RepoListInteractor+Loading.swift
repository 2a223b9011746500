import Foundation
import RepoCore

/// The list's loads: the cache first (its first screen, then the whole list), then GitHub.
extension RepoListInteractor {
    /// A newer load replaces an older one (same effect, so the runtime cancels the older). The
    /// cache is read until something was shown, and on every `--offline` load; then GitHub is
    /// asked, conditionally, whether the rows are still current.
    static func startLoad(_ state: inout RepoList.State) -> RepoList.Reaction {
        if state.scope == .memberOf { return MembershipLoading.start(&state) }
        if state.awaitsSearch {
            state.load = nil
            return []
        }
        if state.known == nil || state.network == .offline {
            state.load = .readingCache
            return [.readCachedList(state.listing, head: firstScreen(of: state))]
        }
        state.load = .asking(pages: nil)
        return [.revalidateList(state.listing, known: state.known)]
    }

    /// The rows worth reading before the whole list on a first load: the first screens in the
    /// list's order, when nothing is shown yet and nothing hides rows (a filter or a hidden
    /// kind could leave the first screen empty). Names sort by rules the cache cannot apply.
    static func firstScreen(of state: RepoList.State) -> ListHead? {
        guard state.arrangement.base.isEmpty, !state.view.narrows else { return nil }
        return ListHead.firstScreen(sort: state.view.sort, visibleRows: state.visibleRows)
    }

    /// The first screen while the rest of the cached list is read: shown as rows arrived so far.
    static func receiveHead(_ rows: [Repository], into state: inout RepoList.State, now: Date) {
        guard state.load == .readingCache, state.known == nil, state.arrangement.base.isEmpty else { return }
        show(rows, in: &state)
        state.freshness = .arriving(since: now)
    }

    /// Shows what the cache held at once; online, GitHub is asked next.
    static func receiveCached(_ cached: CachedRepositories?, into state: inout RepoList.State) -> RepoList.Reaction {
        guard state.load == .readingCache else { return [] }
        let online = state.network == .online
        if let cached {
            adopt(cached, freshness: online ? .cached(at: cached.fetchedAt) : .offline(at: cached.fetchedAt), into: &state)
        } else if state.known == nil, !state.arrangement.base.isEmpty {
            // A first screen read from a list that is gone by now: not a list to keep showing.
            show([], in: &state)
            state.freshness = .current(since: .distantPast)
        }
        guard online else {
            state.load = nil
            if state.known == nil { state.failure = .nothingCachedOffline }
            return []
        }
        state.load = .asking(pages: nil)
        return [.revalidateList(state.listing, known: state.known)]
    }

    /// "loading 7/30 pages"; on a first load the pages that arrived in order are shown at
    /// once, and can be browsed.
    static func receivePages(_ progress: ListingProgress, into state: inout RepoList.State, now: Date) {
        guard case .asking = state.load else { return }
        state.load = .asking(pages: RepoList.PageProgress(done: progress.pagesDone, total: progress.pagesTotal))
        if state.known == nil, progress.repositories.count > state.arrangement.latestCount {
            show(progress.repositories, in: &state)
            state.freshness = .arriving(since: now)
        }
    }

    static func finishLoad(_ result: Result<CachedRepositories, GitHubError>, into state: inout RepoList.State) {
        settle(result, &state, hasData: state.known != nil,
               adopt: { entry, state in
                   noteChanges(from: state.known, to: entry, &state)
                   adopt(entry, freshness: .current(since: entry.fetchedAt), into: &state)
               },
               // Rows of a first load that failed half way are not a list to trust.
               discard: { show([], in: &$0) })
    }

    /// What GitHub's answer changed against the rows known before it (the last visit's, read
    /// from the cache): kept for the status line's summary and `N`. Nothing known before, or
    /// another list: nothing to compare with. From `ListArrangement.preparedApart` rows the
    /// comparison (about 42 ms for 100,000) is made off the main actor, as the list's preparation is.
    static func noteChanges(from known: CachedRepositories?, to entry: CachedRepositories, _ state: inout RepoList.State) {
        guard let known, known.listing == entry.listing else { return }
        guard max(known.repositories.count, entry.repositories.count) < ListArrangement.preparedApart else {
            state.comparisonToAskFor = ListComparison(before: known.repositories, after: entry.repositories, since: known.fetchedAt)
            return
        }
        noteChanges(ListChanges.between(known.repositories, entry.repositories, since: known.fetchedAt), &state)
    }

    /// Kept when something changed, or when there was no summary yet (so `N` can say nothing did).
    static func noteChanges(_ changes: ListChanges, _ state: inout RepoList.State) {
        if !changes.isEmpty || state.sinceLastVisit == nil { state.sinceLastVisit = changes }
    }

    /// `N`: the box of changes, or why there is none.
    static func showChanges(_ state: RepoList.State) -> RepoList.Reaction {
        guard let changes = state.sinceLastVisit else {
            let why = state.load == nil ? "nothing to compare with: this list had not been seen before this visit"
                : "still asking GitHub — the changes since the last visit come with its answer"
            return .delegate(.notice(StatusNotice(message: why, tone: .normal)))
        }
        guard !changes.isEmpty else {
            return .delegate(.notice(StatusNotice(message: "nothing changed since the last visit", tone: .normal)))
        }
        return .delegate(.showChanges(changes))
    }

    /// How a load that asked GitHub ends, in any scope: an answer is adopted; a failure leaves
    /// what is shown (as a failed refresh) or, with nothing shown, is the screen's failure.
    static func settle<Entry>(_ result: Result<Entry, GitHubError>, _ state: inout RepoList.State, hasData: Bool,
                              adopt: (Entry, inout RepoList.State) -> Void,
                              discard: (inout RepoList.State) -> Void = { _ in }) {
        guard case .asking = state.load else { return }
        state.load = nil
        switch result {
        case .success(let entry):
            state.refreshError = nil
            state.failure = nil
            adopt(entry, &state)
        case .failure(.cancelled):
            break
        case .failure(let error) where hasData:
            state.refreshError = error
        case .failure(let error):
            discard(&state)
            state.failure = .github(error)
        }
    }

    /// Takes `entry` as the data on screen, and its spelling of the login (GitHub's, `octocat` for
    /// a typed `Octocat`).
    static func adopt(_ entry: CachedRepositories, freshness: Freshness, into state: inout RepoList.State) {
        state.user = entry.user
        if entry.scope == .repositories, let owner = entry.repositories.first?.owner,
           owner.login.caseInsensitiveCompare(entry.user.rawValue) == .orderedSame {
            state.ownerIsOrganization = owner.isOrganization
        }
        state.known = entry
        state.freshness = freshness
        show(withLocalOnlyRows(entry.repositories, in: state), in: &state)
    }

    /// Puts `list` on screen in display order: the selection stays on the user's repository
    /// once they moved it, else on the first row.
    static func show(_ list: [Repository], in state: inout RepoList.State) {
        let kept = state.userMoved ? state.selectedRepository?.id : nil
        state.arrangement.receive(list, view: state.view)
        select(kept, in: &state)
    }
}
