import RepoCore

/// The Pull requests tab's review decisions and checks (issue 29): after every action, the open
/// pull requests on screen that are not known are noted, and asked about once the list has
/// rested, so scrolling through a long list asks only about where it stops — three requests
/// each (the reviews, the head commit's check runs and its statuses), each a conditional one the
/// cache answers offline; never into the last tenth of the budget the detail opened with; again
/// only after `r`.
extension RepoDetailInteractor {
    static let pullStatusRestMilliseconds = 300
    /// What one pull request's status costs: its reviews, its head's check runs and statuses.
    static let requestsPerPull = 3

    /// The open pull requests on screen whose status is unknown, or stale after `r` — none while
    /// GitHub is asked for the list again: the rows shown may name head commits it has moved on from.
    static func pullsWanted(_ state: RepoDetail.State) -> [PullRequestSummary] {
        guard state.tab == .pullRequests, let list = state.lists[.pullRequests], list.load == .shown,
              !list.fetchingFirst, list.refreshed == nil,
              case .pullRequests(let pulls) = list.shown, !pulls.isEmpty else { return [] }
        let rows = ActivityListLayout.visibleRows(paneHeight: state.pane.height)
        let first = ActivityListLayout.scroll(list.scroll, keeping: list.selection, rows: rows, count: pulls.count)
        return pulls[first..<min(pulls.count, first + rows)].filter { $0.state == "open" && state.pulls.wants($0.number) }
    }

    /// After any action: when the pull requests waiting (and not being asked about) changed,
    /// wait for the list to rest again.
    static func followPullStatuses(_ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        state.pulls.follow(pullsWanted(state).map(\.number)) ? [.restBeforePullStatuses(milliseconds: pullStatusRestMilliseconds)] : []
    }

    /// The list rested: the pull requests wanted are asked about, cut short of the last tenth of
    /// the budget (`RestingAsks.batch`).
    static func pullStatusesRested(_ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        let spare = state.budget.map { ($0.remaining - $0.limit / 10 - state.pullRequestsSent) / requestsPerPull }
        guard let (pulls, fetch) = state.pulls.batch(of: pullsWanted(state), key: \.number, online: state.network == .online,
                                                     spare: spare) else { return [] }
        if fetch { state.pullRequestsSent += pulls.count * requestsPerPull }
        return [.loadPullStatuses(pulls, state.repository, fetch: fetch)]
    }

    static func receivePullStatuses(_ statuses: [Int: PullRequestStatus], _ state: inout RepoDetail.State) {
        state.pulls.read(statuses)
    }
}
