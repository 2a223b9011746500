import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Scopes as state: Tab moves between an owner's repositories and what they starred, each
/// loaded (cache first) on its own, a late answer for the scope left behind dropped, and no
/// Starred scope for an organisation.
struct RepoListScopeTests {
    static let octocatStarred = Listing(Fixtures.octocat, .starred)

    /// Three repositories of other owners, starred an hour, a day and a week ago (in that
    /// order of GitHub's answer: newest star first), pushed in the opposite order.
    static let starred: [Repository] = [
        star(10, "torvalds", "linux", starredAgo: Fixtures.hour, pushedAgo: 30 * Fixtures.day),
        star(11, "apple", "swift", starredAgo: Fixtures.day, pushedAgo: 2 * Fixtures.day),
        star(12, "rust-lang", "rust", starredAgo: 7 * Fixtures.day, pushedAgo: Fixtures.minute),
    ]

    static func star(_ id: Int64, _ owner: String, _ name: String, starredAgo: TimeInterval, pushedAgo: TimeInterval) -> Repository {
        var repository = Fixtures.repository(id: id, name: name, owner: owner, stars: Int(id) * 100, pushedAt: Fixtures.ago(pushedAgo))
        repository.starredAt = Fixtures.ago(starredAgo)
        return repository
    }

    static func loaded() -> Exhaustive<RepoList.State, RepoList.Action, RepoList.Reaction> {
        var list = RepoListLoadingTests.newList()
        RepoListLoadingTests.loadCold(&list)
        return list
    }

    /// The switch from octocat's loaded repositories: the rows go, the starred list's cache is
    /// read first, newest star first.
    static func switchToStarred(_ list: inout Exhaustive<RepoList.State, RepoList.Action, RepoList.Reaction>,
                                with action: RepoList.Action) {
        list.send(action, effects: [.readCachedList(Self.octocatStarred, head: ListHead(.starred, descending: true, count: 100))]) {
            $0.scope = .starred
            $0.known = nil
            $0.load = .readingCache
            $0.freshness = .current(since: .distantPast)
            $0.view.sort = RepoSort(field: .starred)
            $0.arrangement = ListArrangement([], view: $0.view)
        }
    }

    @Test func tabShowsTheStarredListFromTheCacheFirstNewestStarFirst() {
        var list = Self.loaded()

        Self.switchToStarred(&list, with: .cycleScope(by: 1))
        list.send(.cachedListRead(Self.octocatStarred, nil), effects: [.revalidateList(Self.octocatStarred, known: nil)]) {
            $0.load = .asking(pages: nil)
        }
        let entry = CachedRepositories(user: Fixtures.octocat, scope: .starred, repositories: Self.starred, fetchedAt: Fixtures.now)
        list.send(.listRevalidated(Self.octocatStarred, .success(entry)), effects: [.findClones(entry.repositories)]) {
            $0.load = nil
            $0.known = entry
            $0.freshness = .current(since: Fixtures.now)
            $0.arrangement = ListArrangement(Self.starred, view: $0.view)
        }
        #expect(list.state.rows.map(\.name) == ["linux", "swift", "rust"])
    }

    @Test func shiftTabGoesBackAndTheStarOrderGivesWayToTheDefault() {
        var list = Self.loaded()
        Self.switchToStarred(&list, with: .cycleScope(by: 1))

        list.send(.cycleScope(by: -1), effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen)]) {
            $0.scope = .repositories
            $0.view.sort = .default
            $0.arrangement = ListArrangement([], view: $0.view)
        }
    }

    @Test func anAnswerForTheScopeLeftBehindIsDropped() {
        var list = Self.loaded()
        list.send(.refresh, effects: Fixtures.refreshing([.revalidateList(Listing(Fixtures.octocat), known: RepoListLoadingTests.fresh),
                                      Fixtures.localOnlySearch(RepoListLoadingTests.fresh.repositories)], of: list.state)) {
            $0.load = .asking(pages: nil)
        }
        Self.switchToStarred(&list, with: .selectScope(.starred))

        // The repositories' refresh finishes after the switch: nothing of it shows.
        list.send(.pagesArrived(Listing(Fixtures.octocat), ListingProgress(
            user: Fixtures.octocat, pagesDone: 1, pagesTotal: 1, pagesUnchanged: 0, repositories: Fixtures.unsorted)))
        list.send(.listRevalidated(Listing(Fixtures.octocat), .success(RepoListLoadingTests.fresh)))
        list.send(.cachedListRead(Listing(Fixtures.octocat), RepoListLoadingTests.cached))
        #expect(list.state.rows == [])
    }

    @Test func anAnswerForTheSameListSpelledDifferentlyStillCounts() {
        var list = RepoListLoadingTests.newList()
        list.send(.load, effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen), .owners(.recordOpened(Fixtures.octocat))]) { $0.load = .readingCache }
        list.send(.cachedListRead(Listing(Fixtures.user("OctoCat")), nil),
                  effects: [.revalidateList(Listing(Fixtures.octocat), known: nil)]) { $0.load = .asking(pages: nil) }
    }

    @Test func anOrganisationHasItsRepositoriesAndSearchButNoStarred() {
        var repositories = Fixtures.unsorted
        for index in repositories.indices { repositories[index].owner.isOrganization = true }
        var list = RepoListLoadingTests.newList()
        let entry = CachedRepositories(user: Fixtures.octocat, repositories: repositories, fetchedAt: Fixtures.now)
        list.send(.load, effects: [.readCachedList(Listing(Fixtures.octocat), head: .firstScreen), .owners(.recordOpened(Fixtures.octocat))]) { $0.load = .readingCache }
        list.send(.cachedListRead(Listing(Fixtures.octocat), entry),
                  effects: [.revalidateList(Listing(Fixtures.octocat), known: entry), .findClones(entry.repositories)]) {
            $0.load = .asking(pages: nil)
            $0.known = entry
            $0.ownerIsOrganization = true
            $0.freshness = .cached(at: Fixtures.now)
            $0.arrangement = ListArrangement(repositories, view: $0.view)
        }

        // An organisation's list has its repositories and the search of all GitHub, no Starred.
        #expect(list.state.scopes == [.repositories, .search])
        list.send(.selectScope(.starred))
    }

    @Test func theStarOrderIsOnlyOfferedInAStarredList() {
        var state = RepoList.State(user: Fixtures.octocat)
        var seen: [RepoSort.Field] = []
        for _ in 0..<7 {
            // Re-sorting an empty list asks nothing of the world.
            #expect(RepoListInteractor.reduce(&state, .cycleSort, now: Fixtures.now) == [])
            seen.append(state.view.sort.field)
        }
        #expect(seen == [.updated, .created, .name, .stars, .forks, .pushed, .updated])
    }

    /// Starred rows are other owners': each is named owner/name.
    @Test func tabOnScreenSwitchesTheScopeBarAndTheHeaderSaysStarred() {
        var screen = AppDriver(size: Size(width: 80, height: 8), world: Self.world())
        screen.start()
        screen.press(.tab)

        #expect(screen.lines == [
            " octocat · starred · 3 repositories · ★ 3.3k · starred…  Repos  Starred  Search",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "› torvalds/linux                                           ★ 1k  1 month ago",
            "  apple/swift                                            ★ 1.1k  2 days ago",
            "  rust-lang/rust                                         ★ 1.2k  1 minute ago",
            "",
            "",
            " 1/3 · updated just now               ⏎ open  / filter  s sort  ⇥ scope  ? help",
        ])
    }

    @Test func aClickOnAScopesTabShowsThatScope() {
        var screen = AppDriver(size: Size(width: 80, height: 8), world: Self.world())
        screen.start()
        // "Repos  Starred  Search" at the right end of the header line: Starred from column 64.
        screen.press(.mouse(MouseEvent(x: 66, y: 0, kind: .press, clicks: 1)))
        #expect(screen.app.lists.last?.state.scope == .starred)

        screen.press(.mouse(MouseEvent(x: 58, y: 0, kind: .press, clicks: 1)))
        #expect(screen.app.lists.last?.state.scope == .repositories)
        #expect(screen.app.lists.last?.state.rows.count == 8)
    }

    static func world() -> World {
        var world = World.octocat()
        world.starred = [Fixtures.octocat: .success(Self.starred)]
        return world
    }
}
