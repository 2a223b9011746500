import Foundation
import RepoCore

/// The detail's tabs of issues, pull requests and runs: each list is loaded the first time its
/// tab is shown — the cache's first page at once, then GitHub's unless offline or short of
/// budget — and its next page is asked for when the selection comes within a screenful of the
/// end of what is held. The overview's keys mean the same in a list: move, open, copy.
extension RepoDetailInteractor {
    /// Pages a narrowing query has asked for on its own, as they arrived, before it waits for
    /// the selection to reach the end: 500 rows of a list.
    static let pagesSearchedAhead = 10

    static func showTab(_ tab: RepoDetail.Tab, _ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        state.tab = tab
        guard let kind = tab.kind, state.lists[kind] == nil else { return [] }
        return startList(kind, &state)
    }

    /// The cache's first page of every tab not shown yet, read as the detail opens (nothing is
    /// asked of GitHub until the tab is shown).
    static func peekTabs(_ state: RepoDetail.State) -> RepoDetail.Reaction {
        RepoDetail.Reaction(effects: RepoDetail.Tab.allCases.compactMap(\.kind).filter { state.lists[$0] == nil }.map {
            .loadActivity(ActivityQuery($0), state.repository, fetch: false)
        })
    }

    /// Asks for the list's first page; `keepingRows` (`r`) leaves what is shown until it answers.
    /// A first page peeked at from the cache shows at once.
    static func startList(_ kind: ActivityKind, _ state: inout RepoDetail.State, keepingRows: Bool = false) -> RepoDetail.Reaction {
        var list = state.lists[kind] ?? RepoDetail.ActivityList(kind)
        let query = list.restart(fetch: state.fetchesParts, keepingRows: keepingRows)
        if let peeked = state.peeked.removeValue(forKey: kind) {
            list.receiveCached(query, peeked, fetching: state.fetchesParts, online: state.network == .online)
        }
        state.lists[kind] = list
        return [.loadActivity(query, state.repository, fetch: state.fetchesParts)]
    }

    static func receiveCachedActivity(_ query: ActivityQuery, _ page: ActivityPage?, _ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        guard state.lists[query.kind] != nil else {
            // A peek as the detail opened: kept for the tab's first frame.
            if let page, query == ActivityQuery(query.kind) { state.peeked[query.kind] = page }
            return []
        }
        let (fetching, online) = (state.fetchesParts, state.network == .online)
        state.lists[query.kind]?.receiveCached(query, page, fetching: fetching, online: online)
        return loadMoreIfNeeded(query.kind, &state, arriving: true)
    }

    static func receiveFetchedActivity(_ query: ActivityQuery, _ answer: Result<ActivityPage, GitHubError>,
                                       _ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        let asked = state.lists[query.kind]?.refreshQuery
        state.lists[query.kind]?.receiveFetched(query, answer)
        // `r` over several pages: the next one held is asked again as each arrives.
        if let next = state.lists[query.kind]?.refreshQuery, next != asked {
            return [.loadActivity(next, state.repository, fetch: true)]
        }
        return loadMoreIfNeeded(query.kind, &state, arriving: true)
    }

    /// Asks for the next page when the selection is within a screenful of the end of what is
    /// shown and GitHub linked one — not while the first page is still being asked for. A query
    /// that leaves few rows asks for page after page as they arrive, but only up to
    /// `pagesSearchedAhead`; beyond, moving at the end asks for each next one.
    static func loadMoreIfNeeded(_ kind: ActivityKind, _ state: inout RepoDetail.State, arriving: Bool = false) -> RepoDetail.Reaction {
        guard var list = state.lists[kind],
              list.shown.count - list.selection <= ActivityListLayout.visibleRows(paneHeight: state.pane.height) + 1,
              !(arriving && list.filter.narrows && list.pages >= pagesSearchedAhead),
              let next = list.askNextPage() else { return [] }
        state.lists[kind] = list
        return [.loadActivity(next, state.repository, fetch: state.fetchesParts)]
    }

    /// Moves the selection of the shown tab's list to `target` (clamped), scrolling it into view.
    static func select(_ target: Int, _ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        guard let kind = state.tab.kind, var list = state.lists[kind] else { return [] }
        list.selection = min(max(0, target), max(0, list.shown.count - 1))
        state.lists[kind] = list
        keepSelectionInView(&state)
        return loadMoreIfNeeded(kind, &state)
    }

    static func keepSelectionInView(_ state: inout RepoDetail.State) {
        guard let kind = state.tab.kind, var list = state.lists[kind] else { return }
        let rows = ActivityListLayout.visibleRows(paneHeight: state.pane.height)
        list.scroll = ActivityListLayout.scroll(list.scroll, keeping: list.selection, rows: rows, count: list.shown.count)
        state.lists[kind] = list
    }

    /// What the overview's keys do in a list: move the selection, open or copy the selected row's page.
    static func reduceInList(_ action: RepoDetail.Action, _ kind: ActivityKind, _ state: inout RepoDetail.State) -> RepoDetail.Reaction? {
        guard let list = state.lists[kind] else { return nil }
        let page = max(1, ActivityListLayout.visibleRows(paneHeight: state.pane.height) - 1)
        switch action {
        case .scroll(let delta): return select(list.selection + delta, &state)
        case .scrollPage(let pages): return select(list.selection + pages * page, &state)
        case .scrollToTop: return select(0, &state)
        case .scrollToBottom: return select(list.shown.count - 1, &state)
        case .openParent: return read(list, &state)
        case .act(.openPage): return openSelected(list, copy: false)
        case .act(.copyCloneURL): return openSelected(list, copy: true)
        default: return nil
        }
    }

    /// Enter: the selected row, read whole.
    private static func read(_ list: RepoDetail.ActivityList, _ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        let subject: ActivityDetail.Subject? = switch list.shown {
        case .issues(let issues): issues.indices.contains(list.selection) ? .issue(issues[list.selection]) : nil
        case .pullRequests(let pulls):
            pulls.indices.contains(list.selection)
                ? .pullRequest(pulls[list.selection], status: state.pulls.known[pulls[list.selection].number]) : nil
        case .runs(let runs): runs.indices.contains(list.selection) ? .run(runs[list.selection]) : nil
        case .comments, .jobs, .reviews, .checkRuns, .statuses: nil
        }
        guard let subject else { return [] }
        return .delegate(.read(subject, of: state.repository, state.network, state.budget))
    }

    private static func openSelected(_ list: RepoDetail.ActivityList, copy: Bool) -> RepoDetail.Reaction {
        guard let address = list.shown.htmlURL(at: list.selection) else { return [] }
        return RepoDetail.Reaction(delegates: RepositoryActionLogic.requests(forAddress: address, copy: copy).map { request in
            switch request {
            case .perform(let request): .perform(request)
            case .notice(let notice): .notice(notice)
            }
        })
    }
}
