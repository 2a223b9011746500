import RepoCore

/// The Pull requests tab's review decisions and checks: after every action, the open pull
/// requests on screen that are not known are noted, and asked about once the list has rested,
/// so scrolling through a long list asks only about where it stops.
extension RepoDetailInteractor {
    /// The open pull requests on screen whose status is unknown, or stale after `r` — none while
    /// GitHub is asked for the list again: the rows shown may name head commits it has moved on from.
    static func pullsWanted(_ state: RepoDetail.State) -> [PullRequestSummary] {
        guard state.tab == .pullRequests, let list = state.lists[.pullRequests], list.load == .shown,
              !list.fetchingFirst, list.refreshed == nil,
              case .pullRequests(let pulls) = list.shown, !pulls.isEmpty else { return [] }
        let rows = ActivityListLayout.visibleRows(paneHeight: state.pane.height)
        let first = ActivityListLayout.scroll(list.scroll, keeping: list.selection, rows: rows, count: pulls.count)
        return pulls[first..<min(pulls.count, first + rows)].filter { pull in
            pull.state == "open" && (state.pulls.known[pull.number] == nil || state.pulls.stale.contains(pull.number))
        }
    }

    /// After any action: when the pull requests waiting (and not being asked about) changed,
    /// wait for the list to rest again.
    static func followPullStatuses(_ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        let wanted = pullsWanted(state).map(\.number).filter { !state.pulls.asked.contains($0) }
        guard wanted != state.pulls.wanted else { return [] }
        state.pulls.wanted = wanted
        return wanted.isEmpty ? [] : [.restBeforePullStatuses(milliseconds: RepoDetail.PullStatuses.restMilliseconds)]
    }

    /// The list rested: every pull request wanted is asked about — those of a batch this one
    /// replaces included. A batch that would reach into the last tenth of the budget is cut to
    /// what is spare; with nothing spare, the cache alone is asked — but only once no batch is
    /// in flight, which a cache read must not cancel (its last answer asks again).
    static func pullStatusesRested(_ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        var pulls = pullsWanted(state)
        state.pulls.wanted = []
        guard !pulls.isEmpty else { return [] }
        var fetch = state.network == .online
        if fetch, let budget = state.budget {
            let spare = (budget.remaining - budget.limit / 10 - state.pulls.requestsSent) / RepoDetail.PullStatuses.requestsPerPull
            if spare > 0 { pulls = Array(pulls.prefix(spare)) } else { fetch = false }
        }
        if !fetch, state.network == .online, !state.pulls.asked.isEmpty { return [] }
        if fetch { state.pulls.requestsSent += pulls.count * RepoDetail.PullStatuses.requestsPerPull }
        state.pulls.asked = Set(pulls.map(\.number))
        return [.loadPullStatuses(pulls, state.repository, fetch: fetch)]
    }

    static func receivePullStatuses(_ statuses: [Int: PullRequestStatus], _ state: inout RepoDetail.State) {
        state.pulls.known.merge(statuses) { $1 }
        state.pulls.asked.subtract(statuses.keys)
        state.pulls.stale.subtract(statuses.keys)
    }
}
