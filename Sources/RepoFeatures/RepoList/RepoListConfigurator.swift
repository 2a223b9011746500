import Foundation
import RepoCore

/// Makes a list screen: its first state, started by loading.
enum RepoListConfigurator {
    static func screen(user: GitHubUsername, network: NetworkPolicy, sort: RepoSort,
                              ownerIsViewer: Bool = false, fuzzyWords: Bool = false) -> ConfiguredScreen {
        var state = RepoList.State(user: user, network: network, sort: sort)
        state.ownerIsViewer = ownerIsViewer
        state.view.fuzzyWords = fuzzyWords
        return ConfiguredScreen(.list(state), start: .list(.load))
    }

    /// The same, in `scope`, narrowed from the start by the query `filter`, read at `now` — or,
    /// in the Search scope, searching GitHub for it (`searchesOnly`: no other scope offered).
    /// `remembersOwner`: the owner goes among `u`'s recent owners as the list loads.
    static func screen(user: GitHubUsername, scope: RepoScope, network: NetworkPolicy, sort: RepoSort, filter: String,
                       now: Date, fuzzyWords: Bool = false, searchesOnly: Bool = false, remembersOwner: Bool = true) -> ConfiguredScreen {
        var state = RepoList.State(user: user, scope: scope, network: network, sort: sort)
        state.view.fuzzyWords = fuzzyWords
        state.searchesOnly = searchesOnly
        // A search alone has no owner to remember.
        state.remembersOwner = remembersOwner && !searchesOnly
        if scope == .search {
            state.searchText = filter
            state.search = GitHubSearchSyntax(typed: filter, now: now).query
        } else {
            state.view.setFilter(filter, now: now)
        }
        return ConfiguredScreen(.list(state), start: .list(.load))
    }
}
