import Foundation
import RepoCore

/// The list's scopes and the owner's pin, beside the interactor's core.
extension RepoListInteractor {
    /// Shows another of the user's lists: what was on screen goes, the new scope loads (from
    /// the cache first) and replaces the load in flight — whose late results are dropped, as
    /// they name the scope they were for. The query, type tab and columns stay.
    static func switchScope(to scope: RepoScope, _ state: inout RepoList.State) -> RepoList.Reaction {
        guard scope != state.scope, state.scopes.contains(scope) else { return [] }
        if scope == .search {
            state.sortOutsideSearch = state.view.sort
        } else if state.scope == .search {
            state.view.sort = state.sortOutsideSearch ?? .default
            state.sortOutsideSearch = nil
        }
        state.scope = scope
        state.memberships = nil
        state.view.sort = state.view.sort.entering(scope)
        forgetRows(&state)
        return startLoad(&state)
    }

    /// Another list is about to load in place of this one (a scope, a search): what was on
    /// screen and what was known of it go.
    static func forgetRows(_ state: inout RepoList.State) {
        state.known = nil
        state.load = nil
        state.refreshError = nil
        state.failure = nil
        state.freshness = .current(since: .distantPast)
        state.userMoved = false
        show([], in: &state)
    }

    static func pinNotice(_ login: GitHubUsername, pinned: Bool?) -> StatusNotice {
        switch pinned {
        case true?: StatusNotice(message: "pinned \(login.rawValue) — u lists it first", tone: .normal)
        case false?: StatusNotice(message: "unpinned \(login.rawValue)", tone: .normal)
        case nil: StatusNotice(message: "pins are kept in the cache, and this run has none", tone: .warning)
        }
    }
}
