import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// `o`, `O`, `y`, `Y`: the key tables, the request each makes of a repository, the effects the
/// list and detail interactors ask for, the notices, and the status line showing them.
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

    // MARK: Effects

    @Test func anActionOnARepositoryIsANoticeAndTheRequestOrTheProblemAlone() {
        var bare = Self.spoonKnife
        bare.sshURL = nil

        #expect(RepositoryActionLogic.requests(.openPage, on: Self.spoonKnife) == [
            .notice(StatusNotice(message: "opening https://github.com/octocat/Spoon-Knife…", tone: .busy)),
            .perform(.open(Self.page)),
        ])
        #expect(RepositoryActionLogic.requests(.copySSHURL, on: bare) == [
            .notice(StatusNotice(message: "GitHub gave no SSH URL for octocat/Spoon-Knife", tone: .error)),
        ])
    }

    @Test func theListActsOnTheSelectedRepositoryAndNothingWhenEmpty() {
        var state = RepoList.State(user: Fixtures.octocat)
        state.known = CachedRepositories(user: Fixtures.octocat, repositories: [Self.spoonKnife], fetchedAt: Fixtures.now)
        state.arrangement = ListArrangement([Self.spoonKnife], view: state.view)
        var list = Exhaustive(list: state)
        var empty = Exhaustive(list: RepoList.State(user: Fixtures.octocat))

        list.send(.act(.openOwnerPage), effects: RepoList.Reaction(delegates: [
            .notice(StatusNotice(message: "opening https://github.com/octocat…", tone: .busy)),
            .perform(.open(Self.ownerPage)),
        ]))
        empty.send(.act(.openPage))
    }

    @Test func theOutcomeIsShownInTheStatusLineUntilTheNextKey() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()

        screen.press(.character("o"))
        let shown = screen.lines.last
        screen.press(.down)

        #expect(shown == " opened https://github.com/octocat/linguist   ⏎ open  / filter  ⇥ scope  ? help")
        #expect(screen.lines.last == " 2/8 · updated just now               ⏎ open  / filter  s sort  ⇥ scope  ? help")
    }

    @Test func aLongNoticeIsCutWithTheKeyThatShowsItWhole() {
        var world = World.octocat()
        world.outcome = { _ in .failed(String(repeating: "no browser found ", count: 8)) }
        var screen = AppDriver(size: Size(width: 80, height: 24), world: world)
        screen.start()

        screen.press(.character("o"))

        #expect(screen.lines.last == " no browser found no browser found no browser found no browser found no… ! more")
    }
}
