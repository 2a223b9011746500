import Foundation
import RepoCore

extension RepoList {
    /// The whole list scene as one value.
    public struct State: Equatable, Sendable {
        var user: GitHubUsername
        /// Which of the user's lists is shown (Tab cycles).
        public var scope: RepoScope
        /// Learnt from the owner's repositories: an organisation stars nothing, so it has no
        /// Starred scope.
        var ownerIsOrganization = false
        /// The owner is the token's user: their organisations are a scope too (Member of).
        var ownerIsViewer = false
        /// The Member of scope's organisations, once known.
        public var memberships: CachedMemberships?
        var network: NetworkPolicy
        /// The data last known, with the validators a refresh sends back; nil before any arrived.
        public var known: CachedRepositories?
        /// The rows on screen: `known` (or the first pages) sorted, filtered, kinds hidden.
        var arrangement: ListArrangement
        var view: ListView
        var selection = ListSelection()
        /// Rows of repositories the pane shows (from the layout pass).
        var visibleRows = 1
        public var freshness: Freshness = .current(since: .distantPast)
        /// What the last revalidation changed against the rows known before it (the cache's
        /// copy from the last visit, at first); nil before one, or when nothing did.
        var sinceLastVisit: ListChanges?
        /// A large list's rows before and after a revalidation, to be compared off the main
        /// actor (`.compareLists`); taken by the reducer as soon as it is set.
        var comparisonToAskFor: ListComparison?
        /// A load in flight; nil when none is.
        public var load: Load?
        /// A refresh failed; the previous rows are kept.
        public var refreshError: GitHubError?
        /// Why there is nothing to show: a first load failed.
        public var failure: FailureReason?
        /// Whether the user has moved the selection: until then it stays on the first row
        /// while rows arrive; afterwards it stays on their repository.
        var userMoved = false
        /// Marked for `c` (`m`), by repository.
        var marked: Set<RepoID> = []
        /// On disk where `c` would clone them.
        var cloned: Set<RepoID> = []
        /// What git said of those clones, as it comes (the CLONE column, `is:dirty` …).
        var cloneStates: [RepoID: CloneState] = [:]
        /// Clones in the owner's folder that `known` does not hold, shown as rows of their own.
        var localOnly: [LocalOnlyRow] = []
        /// The Search scope's last search as typed (`lang:swift cli`), and as sent to GitHub
        /// (`language:swift cli`); both empty until one is made.
        var searchText = ""
        var search = ""
        /// Only the Search scope is offered: `--search` without a login or a token, so there
        /// is no owner whose lists the other tabs would show.
        var searchesOnly = false
        /// Loading puts the owner among `u`'s recent owners (`recordOpened`).
        var remembersOwner = true
        /// The order the owner's lists had when Search was entered (which orders its results
        /// most starred first), given back when it is left.
        var sortOutsideSearch: RepoSort?

        init(user: GitHubUsername, scope: RepoScope = .repositories, network: NetworkPolicy = .online,
                    sort: RepoSort = .default) {
            self.user = user
            self.scope = scope
            self.network = network
            // A starred list opens newest star first, a search most starred first, unless another
            // order was asked for.
            let sort = sort == .default && scope != .repositories && scope != .memberOf
                ? RepoSort.default.entering(scope) : sort.field.exists(in: scope) ? sort : .default
            self.view = ListView(sort: sort)
            self.arrangement = ListArrangement(sort: sort)
        }

        /// What is shown: whose list, which scope.
        public var listing: Listing { Listing(user, scope, search: search) }

        /// The scopes the scope bar offers: the owner's lists, then Search.
        var scopes: [RepoScope] {
            if searchesOnly { return [.search] }
            if ownerIsOrganization { return [.repositories, .search] }
            return ownerIsViewer || scope == .memberOf ? [.repositories, .starred, .memberOf, .search] : [.repositories, .starred, .search]
        }

        /// The Search scope before a search was made: nothing to load, a hint to show.
        var awaitsSearch: Bool { scope == .search && search.isEmpty }

        /// How many rows the scope shows: repositories, or organisations in Member of.
        var rowCount: Int {
            scope == .memberOf ? memberships?.organizations.count ?? 0 : rows.count
        }

        /// The rows on screen, in display order.
        public var rows: RepositoryRows { arrangement.visible }

        var selectedRepository: Repository? {
            rows.indices.contains(selection.index) ? rows[selection.index] : nil
        }
    }

    public enum Load: Equatable, Sendable {
        case readingCache
        /// GitHub is being asked; `pages` once the first page arrived.
        case asking(pages: PageProgress?)
    }

    public struct PageProgress: Equatable, Sendable {
        var done: Int
        /// nil until GitHub's `Link: rel="last"` (or the cache) tells how many there are.
        var total: Int?

        init(done: Int, total: Int?) {
            self.done = done
            self.total = total
        }
    }

    public enum FailureReason: Equatable, Sendable {
        /// GitHub could not be asked or said no, and nothing was cached.
        case github(GitHubError)
        /// `--offline`, and the cache holds nothing for the user.
        case nothingCachedOffline
    }
}
