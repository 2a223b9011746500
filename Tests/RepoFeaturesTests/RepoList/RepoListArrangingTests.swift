import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Filter, sort, hidden kinds and the user prompt, through the list's state machine: the whole
/// state and every effect after each action.
struct RepoListArrangingTests {
    static func loaded() -> Exhaustive<RepoList.State, RepoList.Action, RepoList.Reaction> {
        var state = RepoList.State(user: Fixtures.octocat)
        state.visibleRows = 21
        state.known = CachedRepositories(user: Fixtures.octocat, repositories: Fixtures.unsorted, fetchedAt: Fixtures.now)
        state.freshness = .current(since: Fixtures.now)
        state.arrangement = ListArrangement(Fixtures.unsorted, view: state.view)
        return Exhaustive(list: state)
    }

    /// The arrangement `view` gives the fixtures, and the selection on `index`.
    static func arranged(_ state: inout RepoList.State, _ view: RepoList.ListView, index: Int = 0) {
        state.view = view
        state.arrangement = ListArrangement(Fixtures.unsorted, view: view)
        state.selection = ListSelection(index: index)
    }

    static func type(_ text: String, into list: inout Exhaustive<RepoList.State, RepoList.Action, RepoList.Reaction>,
                     then views: [RepoList.ListView]) {
        for (character, view) in zip(text, views) {
            list.send(.prompt(.edit(.insert(String(character))))) { arranged(&$0, view) }
        }
    }

    /// `~hw`: fuzzy, so the initials find Hello-World.
    /// Issue 26, item 4: equality says what an arrangement holds and waits for — a state with
    /// 20,001 repositories waiting to be prepared is not an empty one — and not what it keeps
    /// to answer faster.
    @Test func arrangementsAreEqualWhenTheyHoldShowAndAwaitTheSame() {
        let view = RepoList.ListView()
        let large = Fixtures.projects(ListArrangement.preparedApart + 1)
        var waiting = ListArrangement()
        waiting.receive(large, view: view)
        #expect(waiting != ListArrangement())
        var askedFor = waiting
        let asked = askedFor.preparationToAskFor()
        #expect(asked == large)
        #expect(askedFor != waiting)
        let installed = askedFor.install(PreparedList(large, sort: view.sort), view: view)
        #expect(installed)
        #expect(askedFor == ListArrangement(large, view: view))

        // The same rows from different data are different values.
        var hidden = view
        hidden.setFilter("nothing-matches-this", now: Fixtures.now)
        #expect(ListArrangement(Fixtures.projects(3), view: hidden) != ListArrangement(Fixtures.projects(4), view: hidden))
        // What a filter kept to search faster is not.
        var searched = ListArrangement(Fixtures.projects(30), view: view)
        searched.arrange(hidden)
        searched.arrange(view)
        #expect(searched == ListArrangement(Fixtures.projects(30), view: view))
    }

    @Test func typingAFilterNarrowsTheListLiveWithTheBestMatchSelected() {
        var list = Self.loaded()

        list.send(.beginFilter) { $0.view.prompt = .filter(cursor: 0) }
        Self.type("~hw", into: &list, then: (1...3).map { .init(filter: String("~hw".prefix($0)), prompt: .filter(cursor: $0)) })
        list.send(.prompt(.accept)) { $0.view.prompt = nil }

        // Names first (a prefix best), then descriptions.
        #expect(list.state.rows == [Fixtures.helloWorld, Fixtures.helloWorId])
        #expect(list.state.selectedRepository == Fixtures.helloWorld)
    }

    /// The prompt line offers the values of the qualifier at the cursor on every frame: they are
    /// counted once when the cursor first comes into such a value, and again only for new data.
    @Test func aQualifiersValuesAreCountedOnceWhenTheCursorComesIntoOne() {
        var state = Self.loaded().state
        // Typing a query asks nothing of the world: every step is stated to be effect-free.
        func type(_ text: String) {
            for character in text {
                #expect(RepoListInteractor.reduce(&state, .prompt(.edit(.insert(String(character)))), now: Fixtures.now) == [])
            }
        }
        #expect(RepoListInteractor.reduce(&state, .beginFilter, now: Fixtures.now) == [])
        type("lang")
        #expect(state.arrangement.countedValueSources == [])
        type(":")
        #expect(state.arrangement.countedValueSources == [.language])
        #expect(state.arrangement.values(of: .language) == QueryCompletion.values(of: .language, in: Fixtures.unsorted))
        type(" is:")
        #expect(state.arrangement.countedValueSources == [.language, .kind])

        state.arrangement.replace(Array(Fixtures.unsorted.dropFirst()), view: state.view)
        #expect(state.arrangement.countedValueSources == [])
    }

    @Test func aFilterSearchesOnlyWhatMatchedBeforeAndGivesTheSameRowsAsFromScratch() {
        var list = Self.loaded()
        list.send(.beginFilter) { $0.view.prompt = .filter(cursor: 0) }
        Self.type("h", into: &list, then: [.init(filter: "h", prompt: .filter(cursor: 1))])

        #expect(list.state.rows == [Fixtures.helloWorld, Fixtures.helloWorId, Fixtures.octocatIO, Fixtures.spoonKnife,
                                    Fixtures.gitConsortium])
    }

    @Test func escapeInThePromptClearsTheFilterAndKeepsTheSelectedRepository() {
        var list = Self.loaded()
        list.send(.beginFilter) { $0.view.prompt = .filter(cursor: 0) }
        Self.type("~hw", into: &list, then: (1...3).map { .init(filter: String("~hw".prefix($0)), prompt: .filter(cursor: $0)) })
        list.send(.prompt(.moveSelection(by: 1))) {
            $0.selection = ListSelection(index: 1)
            $0.userMoved = true
        }

        list.send(.prompt(.cancel)) { Self.arranged(&$0, .init(), index: 6) }
        #expect(list.state.selectedRepository == Fixtures.helloWorId)
    }

    @Test func escapeInTheListClearsAKeptFilterThenGoesBackToThePreviousUser() {
        var list = Self.loaded()
        list.send(.beginFilter) { $0.view.prompt = .filter(cursor: 0) }
        Self.type("spoon", into: &list, then: (1...5).map { .init(filter: String("spoon".prefix($0)), prompt: .filter(cursor: $0)) })
        list.send(.prompt(.accept)) { $0.view.prompt = nil }

        list.send(.back) { Self.arranged(&$0, .init(), index: 2) }
        list.send(.back, effects: .delegate(.previousUser))
    }

    @Test func aFilterMatchingNothingShowsNoRows() {
        var list = Self.loaded()
        list.send(.beginFilter) { $0.view.prompt = .filter(cursor: 0) }
        Self.type("zq", into: &list, then: [.init(filter: "z", prompt: .filter(cursor: 1)), .init(filter: "zq", prompt: .filter(cursor: 2))])

        #expect(list.state.rows == [])
        #expect(list.state.selectedRepository == nil)
    }

    @Test func sortingKeepsTheSelectionOnTheSameRepository() {
        var list = Self.loaded()
        list.send(.moveSelection(by: 2)) {
            $0.selection = ListSelection(index: 2)
            $0.userMoved = true
        }
        let byName = RepoOrdering.sorted(Fixtures.sorted, by: RepoSort(field: .name))
        let spoonKnife = byName.firstIndex(of: Fixtures.spoonKnife) ?? -1
        let updated = RepoSort(field: .updated)

        // Updated: no dates in the fixtures, so by name.
        list.send(.cycleSort) { Self.arranged(&$0, .init(sort: updated), index: spoonKnife) }
        list.send(.reverseSort) { Self.arranged(&$0, .init(sort: updated.reversed), index: spoonKnife) }
        #expect(Array(list.state.rows) == byName)
    }

    @Test func aClickOnATitleSortsByItsFieldAndAgainReverses() {
        var list = Self.loaded()

        // The selection stays on linguist, first when pushed newest first.
        list.send(.sortBy(.stars)) { Self.arranged(&$0, .init(sort: RepoSort(field: .stars)), index: 2) }
        list.send(.sortBy(.stars)) { Self.arranged(&$0, .init(sort: RepoSort(field: .stars, direction: .ascending)), index: 5) }
        #expect(list.state.rows.map(\.stargazersCount) == [0, 5, 150, 300, 999, 1_234, 2_654, 12_345])
    }

    @Test func forksAndArchivedRepositoriesCanBeHiddenWithTheSelectionKept() {
        var list = Self.loaded()
        list.send(.moveSelection(by: 4)) {
            $0.selection = ListSelection(index: 4)
            $0.userMoved = true
        }

        list.send(.toggleForks) { Self.arranged(&$0, .init(hidesForks: true), index: 2) }
        list.send(.toggleArchived) { Self.arranged(&$0, .init(hidesForks: true, hidesArchived: true), index: 2) }
        list.send(.toggleForks) { Self.arranged(&$0, .init(hidesArchived: true), index: 4) }
        #expect(list.state.selectedRepository == Fixtures.helloWorld)
    }

    @Test func whenTheSelectedRepositoryIsHiddenTheFirstRowIsSelected() {
        var list = Self.loaded()

        // linguist, selected, is a fork.
        list.send(.toggleForks) { Self.arranged(&$0, .init(hidesForks: true)) }
        #expect(list.state.selectedRepository == Fixtures.spoonKnife)
    }

    @Test func uAsksForThePickerEvenAfterAFailedFirstLoad() {
        var state = RepoList.State(user: Fixtures.octocat)
        state.failure = .github(.userNotFound("octocat"))
        var list = Exhaustive(list: state)

        list.send(.askForUser, effects: .delegate(.chooseOwner(current: Fixtures.octocat)))
    }

    @Test func aRefreshKeepsTheFilterApplied() {
        var list = Self.loaded()
        list.send(.beginFilter) { $0.view.prompt = .filter(cursor: 0) }
        list.send(.prompt(.edit(.insert("git")))) { Self.arranged(&$0, .init(filter: "git", prompt: .filter(cursor: 3))) }
        list.send(.prompt(.accept)) { $0.view.prompt = nil }
        let filtered = list.state.rows
        let known = list.state.known

        list.send(.refresh, effects: Fixtures.refreshing([.revalidateList(Listing(Fixtures.octocat), known: known),
                                      Fixtures.localOnlySearch(known?.repositories ?? [])], of: list.state)) { $0.load = .asking(pages: nil) }
        list.send(.listRevalidated(Listing(Fixtures.octocat), .success(CachedRepositories(user: Fixtures.octocat, repositories: Fixtures.unsorted,
                                                               fetchedAt: Fixtures.now)))) {
            $0.load = nil
            $0.sinceLastVisit = ListChanges(since: known?.fetchedAt ?? .distantPast, changes: [])
        }
        #expect(list.state.rows == filtered)
    }
}
