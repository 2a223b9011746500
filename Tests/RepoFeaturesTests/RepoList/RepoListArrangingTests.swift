import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Filter, sort, hidden kinds and the user prompt, through the interactor: every presenter call
/// and every route, whole.
@MainActor
struct RepoListArrangingTests {
    let presenter = SpyRepoListPresenter()
    let router = SpyRepoListRouter()
    let all = RepoList.Totals(Fixtures.sorted)

    func makeLoadedInteractor() async -> RepoListInteractor {
        let sync = RepoSync(source: StubRepoSource(.success(Fixtures.unsorted)), cache: nil, network: .online,
                            now: { Fixtures.now })
        let interactor = RepoListInteractor(user: Fixtures.octocat, sync: sync, presenter: presenter)
        interactor.router = router
        interactor.handle(.resized(Size(width: 80, height: 24)))
        interactor.handle(.load)
        await interactor.waitForLoad()
        presenter.reset()
        return interactor
    }

    func rows(_ repositories: [Repository], index: Int = 0, view: RepoList.ListView)
        -> SpyRepoListPresenter.Call {
        .repositories(.init(
            user: Fixtures.octocat, repositories: repositories, selection: ListSelection(index: index),
            visibleRows: 21, freshness: .current(since: Fixtures.now), refreshError: nil,
            view: view, totals: all))
    }

    func type(_ text: String, into interactor: RepoListInteractor) {
        for character in text { interactor.handle(.prompt(.edit(.insert(String(character))))) }
    }

    @Test func typingAFilterNarrowsTheListLiveWithTheBestMatchSelected() async {
        let interactor = await makeLoadedInteractor()

        interactor.handle(.beginFilter)
        type("hw", into: interactor)
        interactor.handle(.prompt(.accept))

        let open = RepoList.ListView(prompt: .filter(cursor: 0))
        #expect(presenter.calls == [
            rows(Fixtures.sorted, view: open),
            // Names first (a prefix best), then descriptions ("This repo…").
            rows([Fixtures.helloWorld, Fixtures.helloWorId, Fixtures.octocatIO, Fixtures.spoonKnife, Fixtures.gitConsortium],
                 view: .init(filter: "h", prompt: .filter(cursor: 1))),
            rows([Fixtures.helloWorld, Fixtures.helloWorId], view: .init(filter: "hw", prompt: .filter(cursor: 2))),
            rows([Fixtures.helloWorld, Fixtures.helloWorId], view: .init(filter: "hw")),
        ])
        #expect(interactor.selectedRepository == Fixtures.helloWorld)
    }

    @Test func escapeInThePromptClearsTheFilterAndKeepsTheSelectedRepository() async {
        let interactor = await makeLoadedInteractor()
        interactor.handle(.beginFilter)
        type("hw", into: interactor)
        interactor.handle(.prompt(.moveSelection(by: 1)))
        presenter.reset()

        interactor.handle(.prompt(.cancel))

        #expect(presenter.calls == [rows(Fixtures.sorted, index: 6, view: .init())])
        #expect(interactor.selectedRepository == Fixtures.helloWorId)
    }

    @Test func escapeInTheListClearsAKeptFilterThenGoesBackToThePreviousUser() async {
        let interactor = await makeLoadedInteractor()
        interactor.handle(.beginFilter)
        type("spoon", into: interactor)
        interactor.handle(.prompt(.accept))
        presenter.reset()

        interactor.handle(.back)
        interactor.handle(.back)

        #expect(presenter.calls == [rows(Fixtures.sorted, index: 2, view: .init())])
        #expect(router.routes == [.previousUser])
    }

    @Test func aFilterMatchingNothingShowsNoRows() async {
        let interactor = await makeLoadedInteractor()
        interactor.handle(.beginFilter)
        type("zq", into: interactor)

        #expect(presenter.calls.last == rows([], view: .init(filter: "zq", prompt: .filter(cursor: 2))))
        #expect(interactor.selectedRepository == nil)
    }

    @Test func sortingKeepsTheSelectionOnTheSameRepository() async {
        let interactor = await makeLoadedInteractor()
        interactor.handle(.moveSelection(by: 2)) // Spoon-Knife
        presenter.reset()

        interactor.handle(.cycleSort) // updated: no dates in the fixtures, so by name
        interactor.handle(.reverseSort)

        let byName = RepoOrdering.sorted(Fixtures.sorted, by: RepoSort(field: .name))
        let updated = RepoSort(field: .updated)
        #expect(presenter.calls == [
            rows(byName, index: byName.firstIndex(of: Fixtures.spoonKnife) ?? -1, view: .init(sort: updated)),
            rows(byName, index: byName.firstIndex(of: Fixtures.spoonKnife) ?? -1, view: .init(sort: updated.reversed)),
        ])
        #expect(interactor.selectedRepository == Fixtures.spoonKnife)
    }

    @Test func forksAndArchivedRepositoriesCanBeHiddenWithTheSelectionKept() async {
        let interactor = await makeLoadedInteractor()
        interactor.handle(.moveToTop)
        interactor.handle(.moveSelection(by: 4)) // Hello-World
        presenter.reset()

        interactor.handle(.toggleForks)
        interactor.handle(.toggleArchived)
        interactor.handle(.toggleForks)

        let noForks = Fixtures.sorted.filter { !$0.isFork }
        #expect(presenter.calls == [
            rows(noForks, index: 2, view: .init(hidesForks: true)),
            rows(noForks.filter { !$0.isArchived }, index: 2, view: .init(hidesForks: true, hidesArchived: true)),
            rows(Fixtures.sorted.filter { !$0.isArchived }, index: 4, view: .init(hidesArchived: true)),
        ])
    }

    @Test func whenTheSelectedRepositoryIsHiddenTheFirstRowIsSelected() async {
        let interactor = await makeLoadedInteractor()

        interactor.handle(.toggleForks) // linguist, selected, is a fork

        #expect(presenter.calls == [rows(Fixtures.sorted.filter { !$0.isFork }, view: .init(hidesForks: true))])
    }

    @Test func theUserPromptRefusesAnInvalidLoginAndOpensAValidOne() async {
        let interactor = await makeLoadedInteractor()

        interactor.handle(.askForUser)
        type("a--b", into: interactor)
        interactor.handle(.prompt(.accept))
        interactor.handle(.prompt(.edit(.deleteToStart)))
        type("torvalds", into: interactor)
        interactor.handle(.prompt(.accept))

        let problem = "a GitHub user name cannot contain two hyphens in a row"
        // Open, four letters, the refusal, Ctrl-U, eight letters, the accepted name.
        #expect(presenter.calls.count == 16)
        #expect(presenter.calls[5] == rows(Fixtures.sorted, view: .init(prompt: .user(LineEditor(text: "a--b"), problem: problem))))
        #expect(presenter.calls.last == rows(Fixtures.sorted, view: .init()))
        #expect(router.routes == [.user(Fixtures.user("torvalds"))])
    }

    @Test func theUserPromptWorksOnAFailedFirstLoad() async {
        let sync = RepoSync(source: StubRepoSource(.failure(.userNotFound("octocat"))), cache: nil, network: .online,
                            now: { Fixtures.now })
        let interactor = RepoListInteractor(user: Fixtures.octocat, sync: sync, presenter: presenter)
        interactor.router = router
        interactor.handle(.load)
        await interactor.waitForLoad()
        presenter.reset()

        interactor.handle(.askForUser)
        interactor.handle(.prompt(.cancel))

        let failure = RepoList.Response.FailureReason.github(.userNotFound("octocat"))
        #expect(presenter.calls == [
            .failure(.init(user: Fixtures.octocat, reason: failure, prompt: .user(LineEditor(), problem: nil))),
            .failure(.init(user: Fixtures.octocat, reason: failure, prompt: nil)),
        ])
    }

    @Test func questionMarkRoutesToHelp() async {
        let interactor = await makeLoadedInteractor()
        interactor.handle(.showHelp)
        #expect(router.routes == [.help])
        #expect(presenter.calls == [])
    }

    @Test func aRefreshKeepsTheFilterApplied() async {
        let interactor = await makeLoadedInteractor()
        interactor.handle(.beginFilter)
        type("git", into: interactor)
        interactor.handle(.prompt(.accept))
        let filtered = interactor.selectedRepository

        interactor.handle(.refresh)
        await interactor.waitForLoad()

        guard case .repositories(let response)? = presenter.calls.last else {
            Issue.record("no rows after the refresh")
            return
        }
        let words = RepoFilter.words(of: "git")
        let expected = RepoFilter(Fixtures.sorted).matches(words).map { Fixtures.sorted[$0] }
        #expect(response.view == .init(filter: "git"))
        #expect(response.repositories == expected)
        #expect(interactor.selectedRepository == filtered)
    }
}
