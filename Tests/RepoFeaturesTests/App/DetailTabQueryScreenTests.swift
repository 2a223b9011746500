import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 29, item 1: a tab's `/` query — words, `label:` and `author:` narrow the rows held as
/// they are typed; `state:closed` asks GitHub for the closed ones when Enter keeps it.
struct DetailTabQueryScreenTests {
    static let closed = ActivityPage(items: .issues([
        IssueSummary(number: 3, title: "Old crash", state: "closed", labels: [], author: "monalisa", comments: 0,
                     createdAt: Fixtures.ago(400 * 86_400), updatedAt: nil, htmlURL: "\(DetailTabsScreenTests.web)/issues/3"),
    ]), hasNextPage: false)

    static func openIssues() -> AppDriver {
        var screen = AppDriver(size: Size(width: 80, height: 8), world: DetailTabsScreenTests.world([
            ActivityQuery(.issues): .success(DetailTabsScreenTests.issues),
            ActivityQuery(.issues, state: .closed): .success(Self.closed),
        ]))
        screen.start()
        screen.press(.down, .down, .enter, .tab)
        return screen
    }

    static func type(_ text: String, _ screen: inout AppDriver) {
        for character in text { screen.press(.character(character)) }
    }

    @Test func wordsAndLabelsNarrowTheRowsAsTheyAreTyped() {
        var screen = Self.openIssues()
        screen.press(.character("/"))
        Self.type("label:bug", &screen)
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            " 1 of 2 open issues",
            " #42 Crash when the README is empty  bug          hubot  3 comments  2 days ago",
            "",
            "",
            "",
            "",
            " /label:bug                                       ⏎ keep  Esc clear  ⇥ complete",
        ])
        screen.press(.enter)
        #expect(screen.lines[1] == " 1 of 2 open issues · /label:bug")
        screen.press(.character("/"), .backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace,
                     .backspace, .backspace)
        Self.type("author:nobody", &screen)
        // The heading keeps the query kept last; the prompt shows the one being typed.
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            " 0 of 2 open issues · /label:bug",
            " none of the 2 held matches the query",
            "",
            "",
            "",
            "",
            " /author:nobody                                   ⏎ keep  Esc clear  ⇥ complete",
        ])
        // Esc puts the kept query back.
        screen.press(.escape)
        #expect(screen.lines[1] == " 1 of 2 open issues · /label:bug")
    }

    @Test func stateClosedAsksGitHubForTheClosedOnesAndSaysWhatDoesNotRead() {
        var screen = Self.openIssues()
        screen.press(.character("/"))
        Self.type("state:shut", &screen)
        #expect(screen.lines.last == " /state:shut  — state: open, closed or all        ⏎ keep  Esc clear  ⇥ complete")
        screen.press(.backspace, .backspace, .backspace, .backspace)
        Self.type("closed", &screen)
        screen.press(.enter)
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            " 1 closed issue · /state:closed",
            " #3 Old crash                                              monalisa  1 year ago",
            "",
            "",
            "",
            "",
            "        ↑↓ select  Enter read  o browser  ⇥ tabs  r refresh  esc/q back  ? help",
        ])
        #expect(screen.effects.contains(.detail(screen.app.screens.last!.id, .loadActivity(
            ActivityQuery(.issues, state: .closed), screen.app.screens.last.flatMap { RepoDetail.state(of: $0.screen) }!.repository,
            fetch: true))))
    }
}
