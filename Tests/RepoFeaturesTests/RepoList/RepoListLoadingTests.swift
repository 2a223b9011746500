import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The list's loads as a state machine: cache first, then GitHub, whole state and whole effect
/// list after every step.
struct RepoListLoadingTests {
    static let cached = CachedRepositories(user: Fixtures.octocat, repositories: Fixtures.unsorted,
                                           fetchedAt: Fixtures.ago(3 * Fixtures.hour),
                                           pageValidators: [PageValidator(url: "page1", etag: "\"a\"", repositoryCount: 8)])
    static let fresh = CachedRepositories(user: Fixtures.octocat, repositories: Fixtures.unsorted, fetchedAt: Fixtures.now)

    static func newList(network: NetworkPolicy = .online, rows: Int = 21) -> Exhaustive<RepoList.State, RepoList.Action, RepoList.Reaction> {
        var state = RepoList.State(user: Fixtures.octocat, network: network)
        state.visibleRows = rows
        return Exhaustive(list: state)
    }

    /// A first load with nothing cached: the cache read, then GitHub's answer, `fresh`.
    static func loadCold(_ list: inout Exhaustive<RepoList.State, RepoList.Action, RepoList.Reaction>) {
        list.send(.load, effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen), .owners(.recordOpened(Fixtures.octocat))]) { $0.load = .readingCache }
        list.send(.cachedListRead(Listing(Fixtures.octocat), nil), effects: [.revalidateList(Listing(Fixtures.octocat), known: nil)]) { $0.load = .asking(pages: nil) }
        list.send(.listRevalidated(Listing(Fixtures.octocat), .success(Self.fresh)), effects: [.findClones(Self.fresh.repositories)]) {
            $0.load = nil
            $0.known = Self.fresh
            $0.freshness = .current(since: Fixtures.now)
            $0.arrangement = ListArrangement(Fixtures.unsorted, view: $0.view)
        }
    }

    /// A first load that finds `cached`: shown at once, GitHub asked next.
    static func showCached(_ list: inout Exhaustive<RepoList.State, RepoList.Action, RepoList.Reaction>) {
        list.send(.load, effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen), .owners(.recordOpened(Fixtures.octocat))]) { $0.load = .readingCache }
        list.send(.cachedListRead(Listing(Fixtures.octocat), Self.cached), effects: [.revalidateList(Listing(Fixtures.octocat), known: Self.cached), .findClones(Self.cached.repositories)]) {
            $0.load = .asking(pages: nil)
            $0.known = Self.cached
            $0.freshness = .cached(at: Self.cached.fetchedAt)
            $0.arrangement = ListArrangement(Fixtures.unsorted, view: $0.view)
        }
    }

    @Test func aColdStartReadsTheCacheThenAsksGitHubAndShowsTheRowsPushedNewestFirst() {
        var list = Self.newList()

        Self.loadCold(&list)
        #expect(Array(list.state.rows) == Fixtures.sorted)
    }

    @Test func aWarmStartShowsTheCachedRowsAtOnceThenAsksWithTheirValidators() {
        var list = Self.newList()
        list.send(.load, effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen), .owners(.recordOpened(Fixtures.octocat))]) { $0.load = .readingCache }

        list.send(.cachedListRead(Listing(Fixtures.octocat), Self.cached), effects: [.revalidateList(Listing(Fixtures.octocat), known: Self.cached), .findClones(Self.cached.repositories)]) {
            $0.load = .asking(pages: nil)
            $0.known = Self.cached
            $0.freshness = .cached(at: Self.cached.fetchedAt)
            $0.arrangement = ListArrangement(Fixtures.unsorted, view: $0.view)
        }
        list.send(.listRevalidated(Listing(Fixtures.octocat), .success(Self.fresh))) {
            $0.load = nil
            $0.known = Self.fresh
            $0.freshness = .current(since: Fixtures.now)
            // Compared with the cached copy: nothing changed since it was fetched.
            $0.sinceLastVisit = ListChanges(since: Self.cached.fetchedAt, changes: [])
        }
    }

    @Test func offlineShowsTheCachedRowsAndNeverAsksGitHub() {
        var list = Self.newList(network: .offline)
        list.send(.load, effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen), .owners(.recordOpened(Fixtures.octocat))]) { $0.load = .readingCache }

        list.send(.cachedListRead(Listing(Fixtures.octocat), Self.cached), effects: [.findClones(Self.cached.repositories)]) {
            $0.load = nil
            $0.known = Self.cached
            $0.freshness = .offline(at: Self.cached.fetchedAt)
            $0.arrangement = ListArrangement(Fixtures.unsorted, view: $0.view)
        }
        // `r` offline reads the cache again, never GitHub.
        list.send(.refresh, effects: Fixtures.refreshing([.readCachedList(Listing(Fixtures.octocat), head: nil),
                                      Fixtures.localOnlySearch(Self.cached.repositories)], of: list.state)) { $0.load = .readingCache }
    }

    @Test func offlineWithNothingCachedIsAFailureThatSaysSo() {
        var list = Self.newList(network: .offline)
        list.send(.load, effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen), .owners(.recordOpened(Fixtures.octocat))]) { $0.load = .readingCache }

        list.send(.cachedListRead(Listing(Fixtures.octocat), nil)) {
            $0.load = nil
            $0.failure = .nothingCachedOffline
        }
    }

    @Test func aRefreshKeepsTheRowsAndAsksWithTheValidatorsOfTheLatestData() {
        var list = Self.newList()
        Self.loadCold(&list)

        list.send(.refresh, effects: Fixtures.refreshing([.revalidateList(Listing(Fixtures.octocat), known: Self.fresh),
                                      Fixtures.localOnlySearch(Self.fresh.repositories)], of: list.state)) { $0.load = .asking(pages: nil) }
    }

    @Test func aFailedRefreshKeepsTheRowsWithTheError() {
        var list = Self.newList()
        Self.showCached(&list)

        list.send(.listRevalidated(Listing(Fixtures.octocat), .failure(.transport("connection refused")))) {
            $0.load = nil
            $0.refreshError = .transport("connection refused")
        }
    }

    @Test func aFirstLoadThatFailsHalfWayShowsTheFailureNotHalfAList() {
        var list = Self.newList()
        list.send(.load, effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen), .owners(.recordOpened(Fixtures.octocat))]) { $0.load = .readingCache }
        list.send(.cachedListRead(Listing(Fixtures.octocat), nil), effects: [.revalidateList(Listing(Fixtures.octocat), known: nil)]) { $0.load = .asking(pages: nil) }
        let half = Array(Fixtures.unsorted.prefix(3))
        list.send(.pagesArrived(Listing(Fixtures.octocat), ListingProgress(user: Fixtures.octocat, pagesDone: 1, pagesTotal: 3, pagesUnchanged: 0,
                                                repositories: half))) {
            $0.load = .asking(pages: RepoList.PageProgress(done: 1, total: 3))
            $0.arrangement = ListArrangement(half, view: $0.view)
            $0.freshness = .arriving(since: Fixtures.now)
        }

        list.send(.listRevalidated(Listing(Fixtures.octocat), .failure(.http(status: 502, message: nil)))) {
            $0.load = nil
            $0.arrangement = ListArrangement([], view: $0.view)
            $0.failure = .github(.http(status: 502, message: nil))
        }
    }

    /// From 20,000 repositories a list is ranked and sorted off the main actor: the rows shown so
    /// far stay until the runtime's preparation comes back, asked for once; a preparation that
    /// newer data overtook is dropped.
    @Test func aLargeListIsPreparedOffTheMainActorAndShownWhenReady() {
        let large = Fixtures.projects(ListArrangement.preparedApart + 1)
        let entry = CachedRepositories(user: Fixtures.octocat, repositories: large, fetchedAt: Fixtures.now)
        let newer = CachedRepositories(user: Fixtures.octocat, repositories: Array(large.dropLast()), fetchedAt: Fixtures.now)
        var list = Self.newList()
        list.send(.load, effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen), .owners(.recordOpened(Fixtures.octocat))]) { $0.load = .readingCache }
        let head = Array(large.prefix(3))
        list.send(.cachedHeadRead(Listing(Fixtures.octocat), head)) {
            $0.arrangement = ListArrangement(head, view: $0.view)
            $0.freshness = .arriving(since: Fixtures.now)
        }

        // The head stays on screen; the whole list is asked to be prepared, once.
        list.send(.cachedListRead(Listing(Fixtures.octocat), entry),
                  effects: [.revalidateList(Listing(Fixtures.octocat), known: entry), .findClones(large), .prepareList(large, sort: .default)]) {
            $0.load = .asking(pages: nil)
            $0.known = entry
            $0.freshness = .cached(at: Fixtures.now)
            $0.arrangement.receive(large, view: $0.view)
            let asked = $0.arrangement.preparationToAskFor()
            #expect(asked == large)
        }
        #expect(list.state.arrangement.latestCount == large.count)
        list.send(.moveSelection(by: 1)) {
            $0.selection = ListSelection(index: 1)
            $0.userMoved = true
        }

        // GitHub's answer comes first and replaces what waits: the older preparation is dropped.
        // The comparison with the rows known before is made off the main actor too.
        list.send(.listRevalidated(Listing(Fixtures.octocat), .success(newer)),
                  effects: [.findClones(newer.repositories), .prepareList(newer.repositories, sort: .default),
                            .compareLists(before: large, after: newer.repositories, since: Fixtures.now)]) {
            $0.load = nil
            $0.known = newer
            $0.freshness = .current(since: Fixtures.now)
            $0.arrangement.receive(newer.repositories, view: $0.view)
            let asked = $0.arrangement.preparationToAskFor()
            #expect(asked == newer.repositories)
        }
        list.send(.listPrepared(PreparedList(large, sort: .default)))
        list.send(.listPrepared(PreparedList(newer.repositories, sort: .default))) {
            $0.arrangement = ListArrangement(newer.repositories, view: $0.view)
            // The user's repository stays selected (pushed newest first, it is now row 1).
            $0.selection = ListSelection(index: 1)
        }
        #expect(list.state.selectedRepository == head.sorted { $0.pushedAt! > $1.pushedAt! }[1])
        #expect(list.state.arrangement.latestCount == newer.repositories.count)
        list.send(.listsCompared(ListChanges.between(large, newer.repositories, since: Fixtures.now))) {
            $0.sinceLastVisit = ListChanges(since: Fixtures.now, changes: [.init(repository: large.last!, kinds: [.gone])])
        }
    }

    /// Issue 14, item 6: a cold multi-page load in name order must not leave the selection in
    /// the middle of the list.
    @Test func untilTheUserMovesTheSelectionStaysOnTheFirstRowWhileRowsArrive() {
        let projects = Fixtures.projects(30)
        var state = RepoList.State(user: Fixtures.octocat, sort: RepoSort(field: .name))
        state.visibleRows = 5
        state.load = .asking(pages: nil)
        var list = Exhaustive(list: state)
        // Page 1 holds the later names; page 2 brings names that sort before them.
        let pageOne = Array(projects[10...]), all = projects
        list.send(.pagesArrived(Listing(Fixtures.octocat), ListingProgress(user: Fixtures.octocat, pagesDone: 1, pagesTotal: 2, pagesUnchanged: 0,
                                                repositories: pageOne))) {
            $0.load = .asking(pages: RepoList.PageProgress(done: 1, total: 2))
            $0.arrangement = ListArrangement(pageOne, view: $0.view)
            $0.freshness = .arriving(since: Fixtures.now)
        }
        list.send(.listRevalidated(Listing(Fixtures.octocat), .success(CachedRepositories(user: Fixtures.octocat, repositories: all, fetchedAt: Fixtures.now))),
                  effects: [.findClones(all)]) {
            $0.load = nil
            $0.known = CachedRepositories(user: Fixtures.octocat, repositories: all, fetchedAt: Fixtures.now)
            $0.freshness = .current(since: Fixtures.now)
            $0.arrangement = ListArrangement(all, view: $0.view)
        }
        #expect(list.state.selectedRepository == projects[0])
    }

    @Test func onceTheUserMovedTheSelectionStaysOnTheirRepositoryWhenNewDataArrives() {
        var list = Self.newList()
        Self.showCached(&list)
        list.send(.moveSelection(by: 2)) {
            $0.selection = ListSelection(index: 2)
            $0.userMoved = true
        }
        // Spoon-Knife was pushed again: it is now first, and stays selected.
        var pushed = Fixtures.spoonKnife
        pushed.pushedAt = Fixtures.now
        let changed = CachedRepositories(user: Fixtures.octocat, repositories: Fixtures.unsorted.map { $0.id == pushed.id ? pushed : $0 },
                                         fetchedAt: Fixtures.now)

        list.send(.listRevalidated(Listing(Fixtures.octocat), .success(changed)), effects: [.findClones(changed.repositories)]) {
            $0.load = nil
            $0.known = changed
            $0.freshness = .current(since: Fixtures.now)
            $0.sinceLastVisit = ListChanges(since: Self.cached.fetchedAt, changes: [.init(repository: pushed, kinds: [.pushed])])
            $0.arrangement = ListArrangement(changed.repositories, view: $0.view)
            $0.selection = ListSelection(index: 0)
        }
        #expect(list.state.selectedRepository == pushed)
    }

    @Test func anAnswerForALoadThatIsNoLongerInFlightChangesNothing() {
        var list = Self.newList()

        list.send(.cachedListRead(Listing(Fixtures.octocat), Self.cached))
        list.send(.listRevalidated(Listing(Fixtures.octocat), .success(Self.fresh)))
        list.send(.pagesArrived(Listing(Fixtures.octocat), ListingProgress(user: Fixtures.octocat, pagesDone: 1, pagesTotal: nil, pagesUnchanged: 0,
                                                repositories: Fixtures.unsorted)))
    }

    /// The first screen of a warm start, read apart from the rest of the cached list: shown at
    /// once as rows so far, the user's move kept when the whole list replaces it.
    @Test func theFirstScreenComesBeforeTheWholeCachedListAndTheUsersSelectionSurvivesIt() {
        var list = Self.newList()
        list.send(.load, effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen), .owners(.recordOpened(Fixtures.octocat))]) { $0.load = .readingCache }
        let head = [Fixtures.sorted[2], Fixtures.sorted[0], Fixtures.sorted[1]]

        list.send(.cachedHeadRead(Listing(Fixtures.octocat), head)) {
            $0.arrangement = ListArrangement(head, view: $0.view)
            $0.freshness = .arriving(since: Fixtures.now)
        }
        #expect(Array(list.state.rows) == Array(Fixtures.sorted.prefix(3)))
        list.send(.moveSelection(by: 1)) {
            $0.selection = ListSelection(index: 1)
            $0.userMoved = true
        }
        list.send(.cachedListRead(Listing(Fixtures.octocat), Self.cached), effects: [.revalidateList(Listing(Fixtures.octocat), known: Self.cached), .findClones(Self.cached.repositories)]) {
            $0.load = .asking(pages: nil)
            $0.known = Self.cached
            $0.freshness = .cached(at: Self.cached.fetchedAt)
            $0.arrangement = ListArrangement(Fixtures.unsorted, view: $0.view)
        }
        #expect(list.state.selectedRepository == Fixtures.sorted[1])
        // A first screen that comes late is not shown over the whole list.
        list.send(.cachedHeadRead(Listing(Fixtures.octocat), head))
    }

    @Test func aFirstScreenWhoseListIsGoneMeanwhileIsNotKept() {
        var list = Self.newList(network: .offline)
        list.send(.load, effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen), .owners(.recordOpened(Fixtures.octocat))]) { $0.load = .readingCache }
        list.send(.cachedHeadRead(Listing(Fixtures.octocat), [Fixtures.helloWorld])) {
            $0.arrangement = ListArrangement([Fixtures.helloWorld], view: $0.view)
            $0.freshness = .arriving(since: Fixtures.now)
        }

        list.send(.cachedListRead(Listing(Fixtures.octocat), nil)) {
            $0.load = nil
            $0.arrangement = ListArrangement([], view: $0.view)
            $0.freshness = .current(since: .distantPast)
            $0.failure = .nothingCachedOffline
        }
    }

    @Test func aStartThatHidesRowsOrSortsByNameReadsTheWholeListOnly() {
        var filtered = RepoList.State(user: Fixtures.octocat)
        filtered.view.setFilter("lang:swift", now: Fixtures.now)
        var forksHidden = RepoList.State(user: Fixtures.octocat)
        forksHidden.view.hidesForks = true
        let byName = RepoList.State(user: Fixtures.octocat, sort: RepoSort(field: .name))
        #expect([filtered, forksHidden, byName].map(RepoListInteractor.firstScreen(of:)) == [nil, nil, nil])
        var tall = RepoList.State(user: Fixtures.octocat, sort: RepoSort(field: .stars, direction: .ascending))
        tall.visibleRows = 70
        #expect(RepoListInteractor.firstScreen(of: tall) == ListHead(.stars, descending: false, count: 140))
    }
}
