import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Filter, sort, help and a second user as whole screens, through the navigator.
@MainActor
struct BrowsingScreenTests {
    static let size = Size(width: 80, height: 12)

    func start(_ source: StubRepoSource = StubRepoSource(.success(Fixtures.unsorted))) async -> NavigatorHarness {
        let screen = NavigatorHarness(size: Self.size, source: source)
        await screen.start()
        return screen
    }

    func type(_ text: String, on screen: NavigatorHarness) async {
        for character in text { await screen.press(.character(character)) }
    }

    @Test func theFilterPromptNarrowsTheListAndCountsWhatIsLeft() async {
        let screen = await start()

        await screen.press(.character("/"))
        await type("hw", on: screen)

        #expect(screen.lines == [
            " octocat · 2 of 8 repositories · ★ 17k · pushed ↓",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "› Hello-World          My first repository…  Ruby        ★ 2.6k  3 days ago",
            "  hello-worId          My first repository…                 ★ 0  3 years ago",
            "", "", "", "", "", "", "",
            " /hw                                                          ⏎ keep  Esc clear",
        ])
        let buffer = screen.navigator.render()
        #expect(buffer[2, 2].style == Palette.match.adding(Palette.selected.attributes))
        #expect(buffer[8, 2].style == Palette.match.adding(Palette.selected.attributes))
        #expect(buffer[3, 2].style != Palette.match.adding(Palette.selected.attributes))
        #expect(buffer[4, 11].style == Palette.promptCursor)
    }

    @Test func enterKeepsTheFilterAndTheStatusLineSaysWhichItIs() async {
        let screen = await start()

        await screen.press(.character("/"))
        await type("spoon", on: screen)
        await screen.press(.enter, .character("f"))

        // Spoon-Knife by name, then descriptions holding s…p…o…o…n ("This repo is for demonstration").
        #expect(screen.lines.first == " octocat · 4 of 8 repositories · ★ 17k · pushed ↓ · no forks")
        #expect(screen.lines[2].hasPrefix("› Spoon-Knife"))
        #expect(screen.lines.last == " 1/4 · /spoon · updated just now               ⏎ open  / filter  s sort  ? help")
    }

    @Test func aFilterThatMatchesNothingSaysSo() async {
        let screen = await start()

        await screen.press(.character("/"))
        await type("zzz", on: screen)

        #expect(screen.lines[6] == "              no repository matches “zzz” — Esc clears the filter")
    }

    @Test func sortingShowsTheOrderInTheHeader() async {
        let screen = await start()

        await screen.press(.character("s"), .character("s"), .character("s"), .character("s"), .character("S"))

        #expect(screen.lines.prefix(4) == [
            " octocat · 8 repositories · ★ 17k · stars ↑",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "  hello-worId          My first repository…                 ★ 0  3 years ago",
            "  test-repo1           archived Testing re…                 ★ 5  never",
        ])
        // The selection stays on linguist, now further down.
        #expect(screen.lines.contains("› linguist             fork Language Savan…  Ruby        ★ 1.2k  5 minutes ago"))
    }

    @Test func helpListsEveryBindingOfEveryTable() {
        let text = HelpOverlay.lines(width: 200).joined(separator: "\n")
        let summaries = RepoListKeyMap.bindings.map(\.summary) + RepoDetailKeyMap.bindings.map(\.summary)
            + PromptKeyMap.bindings.map(\.summary) + Navigator.globalBindings.map(\.summary)
        #expect(summaries.filter { !text.contains($0) } == [])
        let labels = RepoListKeyMap.bindings.map(\.keyLabels) + RepoDetailKeyMap.bindings.map(\.keyLabels)
        #expect(labels.filter { !text.contains($0) } == [])
    }

    @Test func questionMarkShowsHelpOverTheListAndAnyOtherKeyClosesIt() async {
        let screen = await start()

        await screen.press(.character("?"))
        let help = screen.lines
        await screen.press(.down)
        let scrolled = screen.lines
        await screen.press(.escape)

        // Eight of the lines fit; the rest are counted (the tables grow as keys are added).
        let more = " ↓ \(HelpOverlay.lines(width: 68).count - 8) more "
        #expect(help == [
            " octocat · 8 repositories · ★ 17k · pushed ↓",
            "    ┌─ keys — ↑↓ scroll, any other key closes ─────────────────────────────┐",
            "    │ List                                                                 │",
            "    │   ↑ k                  move up                                       │",
            "    │   ↓ j                  move down                                     │",
            "    │   PgUp Ctrl-B          page up                                       │",
            "    │   PgDn Ctrl-F Space    page down                                     │",
            "    │   Home g               first repository                              │",
            "    │   End G                last repository                               │",
            "    │   Enter → l            open the detail                               │",
            "    └──────────────────────────────────────────────────────────" + more + "─┘",
            " 1/8 · updated just now                        ⏎ open  / filter  s sort  ? help",
        ])
        #expect(scrolled[2] == "    │   ↑ k                  move up                                       │")
        #expect(scrolled[9] == "    │   /                    filter: type to narrow the list               │")
        #expect(screen.lines[1] == "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED")
        #expect(screen.navigator.help == nil)
    }

    @Test func uOpensAnotherUserAndEscapeComesBack() async {
        let others = Fixtures.projects(3).map { repository in
            var moved = repository
            moved.owner.login = "torvalds"
            moved.fullName = "torvalds/" + repository.name
            return moved
        }
        let screen = await start(StubRepoSource(.success(Fixtures.unsorted), .success(others)))
        await screen.press(.down, .down)

        await screen.press(.character("u"))
        await type("torvalds", on: screen)
        let prompt = screen.lines.last
        await screen.press(.enter)
        await screen.navigator.list?.interactor.waitForLoad()
        let second = screen.lines
        await screen.press(.escape)

        #expect(prompt == " user: torvalds                                              ⏎ open  Esc cancel")
        #expect(second.first == " octocat › torvalds · 3 repositories · ★ 600 · pushed ↓")
        #expect(second[2].hasPrefix("› project-01"))
        #expect(screen.lines.first == " octocat · 8 repositories · ★ 17k · pushed ↓")
        #expect(screen.lines[4].hasPrefix("› Spoon-Knife"))
        #expect(screen.navigator.lists.count == 1)
    }
}

/// The run loop draws when the navigator says something changed; a start must not, before the
/// list's first answer, or a warm start would flash "loading" before the cached rows.
@MainActor
struct FirstFrameTests {
    final class Counter { var count = 0 }

    @Test func startingAsksForNoFrameUntilTheListAnswers() async {
        let changes = Counter()
        let navigator = Navigator(size: Size(width: 80, height: 24),
                                  environment: SceneEnvironment(source: StubRepoSource(.success(Fixtures.unsorted)),
                                                                now: { Fixtures.now }, timeZone: Fixtures.utc),
                                  onChange: { changes.count += 1 })

        navigator.start(user: Fixtures.octocat)
        let beforeTheAnswer = changes.count
        await navigator.list?.interactor.waitForLoad()

        #expect(beforeTheAnswer == 0)
        #expect(changes.count == 1)
    }
}
