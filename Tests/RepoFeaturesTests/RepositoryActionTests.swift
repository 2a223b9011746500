import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// `o`, `O`, `y`, `Y`: the key tables, the request each makes of a repository, the runner as the
/// list and detail interactors use it, the notices, and the status line showing them.
@MainActor
struct RepositoryActionTests {
    static let spoonKnife = Fixtures.spoonKnifeFull
    static let page = URL(string: "https://github.com/octocat/Spoon-Knife")!
    static let ownerPage = URL(string: "https://github.com/octocat")!

    // MARK: Key tables

    @Test func bothKeyTablesBindTheFourKeysWithTheirHelpSummaries() {
        let expected: [(keys: [Key], action: RepositoryAction, summary: String)] = [
            ([.character("o")], .openPage, "open in the browser"),
            ([.character("O")], .openOwnerPage, "open the owner's page"),
            ([.character("y")], .copyCloneURL, "copy the clone URL"),
            ([.character("Y")], .copySSHURL, "copy the SSH URL"),
        ]
        let listRows = RepoListKeyMap.bindings.compactMap { binding -> KeyBinding<RepositoryAction>? in
            guard case .act(let action) = binding.action else { return nil }
            return KeyBinding(binding.keys, action, binding.summary)
        }
        let detailRows = RepoDetailKeyMap.bindings.compactMap { binding -> KeyBinding<RepositoryAction>? in
            guard case .act(let action) = binding.action else { return nil }
            return KeyBinding(binding.keys, action, binding.summary)
        }
        let rows = expected.map { KeyBinding($0.keys, $0.action, $0.summary) }
        #expect(listRows == rows)
        #expect(detailRows == rows)
        for row in expected {
            #expect(RepoListKeyMap.action(for: row.keys[0]) == .act(row.action))
            #expect(RepoDetailKeyMap.action(for: row.keys[0]) == .act(row.action))
        }
    }

    // MARK: Requests

    @Test func eachActionAsksForItsPageOrURL() {
        #expect(RepositoryAction.openPage.request(for: Self.spoonKnife) == .success(.open(Self.page)))
        #expect(RepositoryAction.openOwnerPage.request(for: Self.spoonKnife) == .success(.open(Self.ownerPage)))
        #expect(RepositoryAction.copyCloneURL.request(for: Self.spoonKnife)
            == .success(.copy("https://github.com/octocat/Spoon-Knife.git")))
        #expect(RepositoryAction.copySSHURL.request(for: Self.spoonKnife)
            == .success(.copy("git@github.com:octocat/Spoon-Knife.git")))
    }

    @Test func withoutTheOwnersPageItIsDerivedFromTheRepositorysHostAndTheLogin() {
        var repository = Self.spoonKnife
        repository.owner.htmlURL = nil
        repository.htmlURL = "https://ghe.example.com:8443/octo-org/tools"
        repository.owner.login = "octo-org"
        #expect(RepositoryAction.openOwnerPage.request(for: repository)
            == .success(.open(URL(string: "https://ghe.example.com:8443/octo-org")!)))
    }

    @Test func missingURLsAreProblemsNotRequests() {
        var repository = Self.spoonKnife
        repository.cloneURL = nil
        repository.sshURL = ""
        #expect(RepositoryAction.copyCloneURL.request(for: repository) == .failure(.missing("clone URL", "octocat/Spoon-Knife")))
        #expect(RepositoryAction.copySSHURL.request(for: repository) == .failure(.missing("SSH URL", "octocat/Spoon-Knife")))
    }

    @Test func urlsWithControlCharactersAreNeverCopied() {
        var repository = Self.spoonKnife
        repository.cloneURL = "https://github.com/octocat/x.git\nrm -rf ~\n"
        repository.sshURL = "git@github.com:octocat/\u{1B}[31mx.git"
        #expect(RepositoryAction.copyCloneURL.request(for: repository)
            == .failure(.controlCharacters("clone URL", "octocat/Spoon-Knife")))
        #expect(RepositoryAction.copySSHURL.request(for: repository)
            == .failure(.controlCharacters("SSH URL", "octocat/Spoon-Knife")))
        #expect(RepositoryActionPresenter.notice(for: .controlCharacters("SSH URL", "octocat/x"))
            == StatusNotice(message: "not copying the SSH URL of octocat/x: it holds control characters", tone: .error))
    }

    @Test(arguments: ["javascript:alert(1)", "file:///etc/passwd", "--new-window", "https://", "github.com/octocat", ""])
    func onlyHttpAndHttpsPagesWithAHostAreEverOpened(htmlURL: String) {
        var repository = Self.spoonKnife
        repository.htmlURL = htmlURL
        #expect(RepositoryAction.openPage.request(for: repository) == .failure(.notAWebPage(htmlURL)))
    }

    // MARK: Notices

    @Test func aRequestThatWentOutIsShownAsBusy() {
        #expect(RepositoryActionPresenter.notice(for: .open(Self.page))
            == StatusNotice(message: "opening https://github.com/octocat/Spoon-Knife…", tone: .busy))
        #expect(RepositoryActionPresenter.notice(for: .copy("git@github.com:octocat/Spoon-Knife.git"))
            == StatusNotice(message: "copying git@github.com:octocat/Spoon-Knife.git…", tone: .busy))
    }

    @Test func outcomesBecomeSanitizedNotices() {
        #expect(RepositoryActionPresenter.notice(for: .opened(Self.page))
            == StatusNotice(message: "opened https://github.com/octocat/Spoon-Knife", tone: .normal))
        #expect(RepositoryActionPresenter.notice(for: .copied("https://github.com/octocat/Spoon-Knife.git"))
            == StatusNotice(message: "copied https://github.com/octocat/Spoon-Knife.git", tone: .normal))
        #expect(RepositoryActionPresenter.notice(for: .copied("git@x:a/b\u{1B}]52;c;AAAA\u{07}.git", warning: "xclip failed (exit status 1)"))
            == StatusNotice(message: "copied git@x:a/b.git · xclip failed (exit status 1)", tone: .warning))
        #expect(RepositoryActionPresenter.notice(for: .failed("no browser found — set $BROWSER"))
            == StatusNotice(message: "no browser found — set $BROWSER", tone: .error))
        #expect(RepositoryActionPresenter.notice(for: .notAWebPage("javascript:\u{07}x"))
            == StatusNotice(message: "not opening 'javascript:^Gx': not an http or https address", tone: .error))
        #expect(RepositoryActionPresenter.notice(for: .missing("SSH URL", "octocat/x"))
            == StatusNotice(message: "GitHub gave no SSH URL for octocat/x", tone: .error))
    }

    // MARK: Interactors

    @Test func theListActsOnTheSelectedRepositoryAndPresentsEachOutcome() async {
        let listPresenter = SpyRepoListPresenter()
        let router = SpyRepoListRouter()
        let sync = RepoSync(source: StubRepoSource(.success([Fixtures.linguist, Self.spoonKnife])), cache: nil,
                            network: .online, now: { Fixtures.now })
        let interactor = RepoListInteractor(user: Fixtures.octocat, sync: sync, presenter: listPresenter)
        interactor.router = router
        interactor.handle(.resized(Size(width: 80, height: 24)))
        interactor.handle(.load)
        await interactor.waitForLoad()
        interactor.handle(.moveSelection(by: 1)) // linguist was pushed last, so Spoon-Knife is second
        listPresenter.reset()
        let external = FakeExternalActions(copy: { .copied($0, warning: $0.hasPrefix("git@") ? "xclip failed (exit status 1)" : nil) })
        let spy = SpyRepositoryActionPresenter()
        let runner = RepositoryActionRunner(actions: external, presenter: spy)
        interactor.repositoryActions = runner

        for action in RepositoryAction.allCases {
            interactor.handle(.act(action))
            await runner.waitForActions()
        }

        #expect(external.calls == [
            .open(Self.page), .open(Self.ownerPage),
            .copy("https://github.com/octocat/Spoon-Knife.git"), .copy("git@github.com:octocat/Spoon-Knife.git"),
        ])
        #expect(spy.calls == [
            .started(.open(Self.page)), .outcome(.opened(Self.page)),
            .started(.open(Self.ownerPage)), .outcome(.opened(Self.ownerPage)),
            .started(.copy("https://github.com/octocat/Spoon-Knife.git")),
            .outcome(.copied("https://github.com/octocat/Spoon-Knife.git")),
            .started(.copy("git@github.com:octocat/Spoon-Knife.git")),
            .outcome(.copied("git@github.com:octocat/Spoon-Knife.git", warning: "xclip failed (exit status 1)")),
        ])
        #expect(listPresenter.calls == [])
        #expect(router.routes == [])
    }

    /// A list interactor loaded with `repositories`, acting through a fake and a spy.
    func actingInteractor(_ repositories: [Repository]) async
        -> (RepoListInteractor, FakeExternalActions, SpyRepositoryActionPresenter, RepositoryActionRunner) {
        let sync = RepoSync(source: StubRepoSource(.success(repositories)), cache: nil, network: .online,
                            now: { Fixtures.now })
        let interactor = RepoListInteractor(user: Fixtures.octocat, sync: sync, presenter: SpyRepoListPresenter())
        interactor.handle(.load)
        await interactor.waitForLoad()
        let external = FakeExternalActions()
        let spy = SpyRepositoryActionPresenter()
        let runner = RepositoryActionRunner(actions: external, presenter: spy)
        interactor.repositoryActions = runner
        return (interactor, external, spy, runner)
    }

    @Test func aRepositoryWithoutTheURLIsReportedWithoutLaunchingAnything() async {
        let (interactor, external, spy, runner) = await actingInteractor([Fixtures.linguist])

        interactor.handle(.act(.copySSHURL))
        await runner.waitForActions()

        #expect(external.calls == [])
        #expect(spy.calls == [.problem(.missing("SSH URL", "octocat/linguist"))])
    }

    @Test func anEmptyListHasNothingToActOn() async {
        let (interactor, external, spy, runner) = await actingInteractor([])

        interactor.handle(.act(.openPage))
        await runner.waitForActions()

        #expect(external.calls == [])
        #expect(spy.calls == [])
    }

    @Test func theDetailActsOnTheRepositoryItShows() async {
        let detailPresenter = SpyRepoDetailPresenter()
        let sync = RepoSync(source: StubRepoSource(), cache: nil, network: .offline, now: { Fixtures.now })
        let interactor = RepoDetailInteractor(repository: Self.spoonKnife, sync: sync, presenter: detailPresenter)
        let external = FakeExternalActions(open: { _ in .failed("no browser found — set $BROWSER") })
        let spy = SpyRepositoryActionPresenter()
        let runner = RepositoryActionRunner(actions: external, presenter: spy)
        interactor.repositoryActions = runner

        interactor.handle(.act(.openPage))
        await runner.waitForActions()
        interactor.handle(.act(.copyCloneURL))
        await runner.waitForActions()

        #expect(external.calls == [.open(Self.page), .copy("https://github.com/octocat/Spoon-Knife.git")])
        #expect(spy.calls == [
            .started(.open(Self.page)), .outcome(.failed("no browser found — set $BROWSER")),
            .started(.copy("https://github.com/octocat/Spoon-Knife.git")),
            .outcome(.copied("https://github.com/octocat/Spoon-Knife.git")),
        ])
        #expect(detailPresenter.calls == [])
    }

    @Test func withoutExternalActionsTheRunnerSaysSo() async {
        let spy = SpyRepositoryActionPresenter()
        let runner = RepositoryActionRunner(actions: nil, presenter: spy)

        runner.perform(.openPage, on: Self.spoonKnife)
        await runner.waitForActions()

        #expect(spy.calls == [.outcome(.failed("opening and copying are not available here"))])
    }

    // MARK: The status line

    @Test func theOutcomeIsShownInTheStatusLineUntilTheNextKey() async throws {
        let external = FakeExternalActions()
        let navigator = Navigator(
            size: Size(width: 80, height: 24),
            environment: SceneEnvironment(source: StubRepoSource(.success([Self.spoonKnife])), now: { Fixtures.now },
                                          timeZone: Fixtures.utc, externalActions: external),
            onChange: {})
        navigator.start(user: Fixtures.octocat)
        await navigator.list?.interactor.waitForLoad()

        navigator.handle(.character("y"))
        let copying = navigator.render().lines.last
        await navigator.list?.interactor.repositoryActions?.waitForActions()
        let copied = navigator.render().lines.last
        navigator.handle(.character("j"))

        #expect(external.calls == [.copy("https://github.com/octocat/Spoon-Knife.git")])
        #expect(copying == " copying https://github.com/octocat/Spoon-Knife.git…")
        #expect(copied == " copied https://github.com/octocat/Spoon-Knife.git")
        #expect(navigator.render().lines.last == " 1/1 · updated just now                        ⏎ open  / filter  s sort  ? help")
    }

    @Test func aLongNoticeIsTruncatedToTheWidth() async {
        let navigator = Navigator(
            size: Size(width: 40, height: 10),
            environment: SceneEnvironment(source: StubRepoSource(.success([Self.spoonKnife])), now: { Fixtures.now },
                                          timeZone: Fixtures.utc, externalActions: FakeExternalActions()),
            onChange: {})
        navigator.start(user: Fixtures.octocat)
        await navigator.list?.interactor.waitForLoad()

        navigator.handle(.character("Y"))
        await navigator.list?.interactor.repositoryActions?.waitForActions()

        #expect(navigator.render().lines.last == " copied git@github.com:octocat/Spoon-Kn…")
    }
}
