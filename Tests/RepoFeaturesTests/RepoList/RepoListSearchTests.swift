import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 29, item 4: the Search scope as state — offered after the owner's lists once a list is
/// in it, empty until a search is made, the prompt's text sent to GitHub on Enter (never filtering the results while
/// typed), what cannot be sent said, and each search a list of its own.
struct RepoListSearchTests {
    static func search(_ query: String) -> Listing { Listing(Fixtures.octocat, .search, search: query) }
    static let firstScreen = ListHead(.stars, descending: true, count: 100)

    /// octocat's list started in the Search scope (`--scope search`): nothing to load.
    static func inSearch() -> Exhaustive<RepoList.State, RepoList.Action, RepoList.Reaction> {
        var state = RepoList.State(user: Fixtures.octocat, scope: .search)
        state.visibleRows = 21
        var list = Exhaustive(list: state)
        list.send(.load, effects: [.owners(.recordOpened(Fixtures.octocat))])
        return list
    }

    /// `/`, `text` typed at once, Enter: sent to GitHub as `sent`, read from the cache first.
    static func searchFor(_ text: String, sent: String, in list: inout Exhaustive<RepoList.State, RepoList.Action, RepoList.Reaction>) {
        list.send(.beginFilter) { $0.view.prompt = .filter(cursor: $0.searchText.count) }
        list.send(.prompt(.edit(.insert(text)))) {
            $0.view.draftSearch(text)
            $0.view.prompt = .filter(cursor: text.count)
        }
        list.send(.prompt(.accept), effects: [.readCachedList(Self.search(sent), head: Self.firstScreen)]) {
            $0.view.prompt = nil
            $0.view.draftSearch("")
            $0.searchText = text
            $0.search = sent
            $0.arrangement = ListArrangement([], view: $0.view)
            $0.load = .readingCache
        }
    }

    @Test func searchIsTheLastScopeAndWaitsForASearch() {
        let list = Self.inSearch()
        #expect(list.state.scopes == [.repositories, .starred, .search])
        var organisation = list.state
        organisation.ownerIsOrganization = true
        #expect(organisation.scopes == [.repositories, .search])
        #expect(list.state.awaitsSearch)
        #expect(RepoListPresenter.header(list.state) == "search GitHub")
        #expect(RepoListPresenter.emptyMessage(list.state)
            == "search all of GitHub: / then words and qualifiers (lang:swift stars:>100), Enter")
    }

    @Test func typingFiltersNothingAndEnterSendsTheSearchInGitHubsSyntax() {
        var list = Self.inSearch()
        list.send(.beginFilter) { $0.view.prompt = .filter(cursor: 0) }
        for character in "lang:go" {
            list.send(.prompt(.edit(.insert(String(character))))) {
                $0.view.draftSearch($0.view.filter + String(character))
                $0.view.prompt = .filter(cursor: $0.view.filter.count)
            }
        }
        #expect(list.state.view.query == .everything)
        list.send(.prompt(.accept), effects: [.readCachedList(Self.search("language:go"), head: Self.firstScreen)]) {
            $0.view.prompt = nil
            $0.view.draftSearch("")
            $0.searchText = "lang:go"
            $0.search = "language:go"
            $0.arrangement = ListArrangement([], view: $0.view)
            $0.load = .readingCache
        }
        list.send(.cachedListRead(Self.search("language:go"), nil), effects: [.revalidateList(Self.search("language:go"), known: nil)]) {
            $0.load = .asking(pages: nil)
        }
        let found = CachedRepositories(user: Fixtures.octocat, scope: .search, repositories: RepoListScopeTests.starred,
                                       fetchedAt: Fixtures.now, search: "language:go",
                                       searchTotal: SearchTotal(count: 2_400, incomplete: false))
        list.send(.listRevalidated(Self.search("language:go"), .success(found)), effects: [.findClones(found.repositories)]) {
            $0.load = nil
            $0.known = found
            $0.freshness = .current(since: Fixtures.now)
            $0.arrangement = ListArrangement(RepoListScopeTests.starred, view: $0.view)
        }
        #expect(RepoListPresenter.header(list.state) == "search language:go · 3 of 2400 found · ★ 3.3k · stars ↓")

        // `/` again opens the prompt on the search as typed.
        list.send(.beginFilter) {
            $0.view.draftSearch("lang:go")
            $0.view.prompt = .filter(cursor: 7)
        }
    }

    @Test func whatGitHubCannotBeAskedIsSaidAndASearchOfNothingElseAsksNothing() {
        var list = Self.inSearch()
        list.send(.beginFilter) { $0.view.prompt = .filter(cursor: 0) }
        list.send(.prompt(.edit(.insert("is:dirty")))) {
            $0.view.draftSearch("is:dirty")
            $0.view.prompt = .filter(cursor: 8)
        }
        list.send(.prompt(.accept), effects: .delegate(.notice(StatusNotice(
            message: "nothing GitHub can search for — is:dirty (clones are known only on this machine)", tone: .warning)))) {
            $0.view.prompt = nil
            $0.view.draftSearch("")
        }
        list.send(.beginFilter) { $0.view.prompt = .filter(cursor: 0) }
        list.send(.prompt(.edit(.insert("cli is:dirty")))) {
            $0.view.draftSearch("cli is:dirty")
            $0.view.prompt = .filter(cursor: 12)
        }
        var expected = RepoList.Reaction(effects: [.readCachedList(Self.search("cli"), head: Self.firstScreen)])
        expected.delegates = [.notice(StatusNotice(message: "not sent to GitHub: is:dirty (clones are known only on this machine)",
                                                   tone: .warning))]
        list.send(.prompt(.accept), effects: expected) {
            $0.view.prompt = nil
            $0.view.draftSearch("")
            $0.searchText = "cli is:dirty"
            $0.search = "cli"
            $0.arrangement = ListArrangement([], view: $0.view)
            $0.load = .readingCache
        }
    }

    @Test func anAnswerForAnEarlierSearchIsDropped() {
        var list = Self.inSearch()
        Self.searchFor("cli", sent: "cli", in: &list)
        list.send(.cachedListRead(Self.search("tui"), nil))
        list.send(.listRevalidated(Self.search("tui"), .failure(.cancelled)))
    }

    @Test func searchOrdersItsResultsMostStarredFirstAndLeavingItGivesTheOwnersOrderBack() {
        var state = RepoList.State(user: Fixtures.octocat, sort: RepoSort(field: .name))
        state.visibleRows = 21
        var list = Exhaustive(list: state)
        list.send(.selectScope(.search)) {
            $0.scope = .search
            $0.sortOutsideSearch = RepoSort(field: .name)
            $0.view.sort = RepoSort(field: .stars)
            $0.arrangement = ListArrangement([], view: $0.view)
        }
        list.send(.selectScope(.repositories), effects: [.readCachedList(Listing(Fixtures.octocat), head: nil)]) {
            $0.scope = .repositories
            $0.sortOutsideSearch = nil
            $0.view.sort = RepoSort(field: .name)
            $0.load = .readingCache
            $0.arrangement = ListArrangement([], view: $0.view)
        }
    }
}
