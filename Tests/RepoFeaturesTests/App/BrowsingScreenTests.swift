import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Filter, sort, help, the column chooser and a second user as whole screens, through the app's reducer.
struct BrowsingScreenTests {
    static let size = Size(width: 80, height: 12)

    func start(_ world: World = World(github: [Fixtures.octocat: .success(Fixtures.unsorted)])) -> AppDriver {
        var screen = AppDriver(size: Self.size, world: world)
        screen.start()
        return screen
    }

    func type(_ text: String, on screen: inout AppDriver) {
        for character in text { screen.press(.character(character)) }
    }

    @Test func theFilterPromptNarrowsTheListAndCountsWhatIsLeft() {
        var screen = start()

        screen.press(.character("/"))
        type("~hw", on: &screen)

        #expect(screen.lines == [
            " octocat · 2 of 8 repositories · ★ 17k · pushed ↓        Repos  Starred  Search",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "› Hello-World          My first repository…  Ruby        ★ 2.6k  3 days ago",
            "  hello-worId          My first repository…                 ★ 0  3 years ago",
            "", "", "", "", "", "", "",
            " /~hw                                             ⏎ keep  Esc clear  ⇥ complete",
        ])
        var renderer = FrameRenderer()
        let buffer = renderer.render(AppPresenter.viewModel(screen.app, context: screen.context), size: screen.app.size)
        #expect(buffer[2, 2].style == Palette.match.adding(Palette.selected.attributes))
        #expect(buffer[8, 2].style == Palette.match.adding(Palette.selected.attributes))
        #expect(buffer[3, 2].style != Palette.match.adding(Palette.selected.attributes))
        #expect(buffer[5, 11].style == Palette.promptCursor)
    }

    @Test func aQualifierNarrowsTheListAndAHalfTypedOneIsExplainedWithoutHidingAnything() {
        var screen = start()

        screen.press(.character("/"))
        type("lang:ruby stars:>abc", on: &screen)

        #expect(screen.lines == [
            " octocat · 2 of 8 repositories · ★ 17k · pushed ↓        Repos  Starred  Search",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "› linguist             fork Language Savan…  Ruby        ★ 1.2k  5 minutes ago",
            "  Hello-World          My first repository…  Ruby        ★ 2.6k  3 days ago",
            "", "", "", "", "", "", "",
            " /lang:ruby stars:>abc  — stars: expects a number (>100, 10..50, >=1k)   ⏎ keep",
        ])
    }

    @Test func tabCompletesAQualifiersValueFromTheDataWithCountsBesideThePrompt() {
        var screen = start()

        screen.press(.character("/"))
        type("lang:r", on: &screen)
        #expect(screen.lines.last == " /lang:r   ⇥ ruby 2                               ⏎ keep  Esc clear  ⇥ complete")

        screen.press(.tab)
        #expect(screen.lines.first == " octocat · 2 of 8 repositories · ★ 17k · pushed ↓        Repos  Starred  Search")
        #expect(screen.lines.last == " /lang:ruby                                       ⏎ keep  Esc clear  ⇥ complete")
    }

    @Test func enterKeepsTheFilterAndTheHeaderSaysWhichItIs() {
        var screen = start()

        screen.press(.character("/"))
        type("spoon", on: &screen)
        screen.press(.enter, .character("f"))

        #expect(screen.lines.first == " octocat · 1 of 8 repositories · /spoon · ★ 17k · push…  Repos  Starred  Search")
        #expect(screen.lines[2].hasPrefix("› Spoon-Knife"))
        #expect(screen.lines.last == " 1/1 · updated just now               ⏎ open  / filter  s sort  ⇥ scope  ? help")
    }

    @Test func aFilterThatMatchesNothingSaysSo() {
        var screen = start()

        screen.press(.character("/"))
        type("zzz", on: &screen)

        #expect(screen.lines[6] == "              no repository matches “zzz” — Esc clears the filter")
    }

    @Test func sortingShowsTheOrderInTheHeader() {
        var screen = start()

        screen.press(.character("s"), .character("s"), .character("s"), .character("s"), .character("S"))

        #expect(screen.lines.prefix(4) == [
            " octocat · 8 repositories · ★ 17k · stars ↑              Repos  Starred  Search",
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
            + PromptKeyMap.bindings.map(\.summary) + ColumnChooserKeyMap.bindings.map(\.summary)
            + AppRouter.bindings.map(\.summary) + GlobalKeyMap.bindings.map(\.summary)
        #expect(summaries.filter { !text.contains($0) } == [])
        let labels = RepoListKeyMap.bindings.map(\.keyLabels) + RepoDetailKeyMap.bindings.map(\.keyLabels)
            + ColumnChooserKeyMap.bindings.map(\.keyLabels) + AppRouter.bindings.map(\.keyLabels)
        #expect(labels.filter { !text.contains($0) } == [])
    }

    @Test func questionMarkShowsHelpOverTheListAndAnyOtherKeyClosesIt() {
        var screen = start()

        screen.press(.character("?"))
        let help = screen.lines
        screen.press(.down)
        let scrolled = screen.lines
        screen.press(.escape)

        // Eight of the lines fit; the rest are counted (the tables grow as keys are added).
        let more = " ↓ \(HelpOverlay.lines(width: 76).count - 8) more "
        #expect(help == [
            " octocat · 8 repositories · ★ 17k · pushed ↓             Repos  Starred  Search",
            "┌─ keys — ↑↓ scroll, any other key closes ─────────────────────────────────────┐",
            "│ List                                                                         │",
            "│   ↑ k                  move up                                               │",
            "│   ↓ j                  move down                                             │",
            "│   PgUp Ctrl-B          page up                                               │",
            "│   PgDn Ctrl-F Space    page down                                             │",
            "│   Home g               first repository                                      │",
            "│   End G                last repository                                       │",
            "│   Enter → l            open the detail                                       │",
            "└" + String(repeating: "─", count: 77 - more.count) + more + "─┘",
            " 1/8 · updated just now               ⏎ open  / filter  s sort  ⇥ scope  ? help",
        ])
        #expect(scrolled[2] == "│   ↑ k                  move up                                               │")
        #expect(scrolled[9] == "│   /                    filter: type to narrow the list                       │")
        #expect(screen.lines[1] == "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED")
        #expect(screen.box == nil)
    }

    /// Issue 26, item 5: the help box scrolls no further than its last page, so Up after many
    /// Downs moves at once; its lines wrap at the box's width, never cut.
    @Test func helpScrollsNoFurtherThanItsLastPageAndWrapsItsLines() {
        var screen = start()
        screen.press(.character("?"))
        for _ in 0..<300 { screen.press(.down) }
        let lineCount = HelpOverlay.lines(width: 76).count
        let page = Self.size.height - 4
        #expect(screen.box?.box == Self.scrolled(to: lineCount - page))
        #expect(screen.lines[Self.size.height - 3].hasPrefix("│ "))
        screen.press(.up)
        #expect(screen.box?.box == Self.scrolled(to: lineCount - page - 1))

        let narrow = HelpOverlay.lines(width: 40)
        #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(!narrow.contains { $0.hasSuffix("…") })
        // Every word of every summary is there, on however many lines it takes.
        let words = Set(narrow.joined(separator: " ").split(separator: " "))
        let wanted = HelpOverlay.sections(.standard).flatMap(\.rows).flatMap { $0.summary.split(separator: " ") }
        #expect(wanted.filter { !words.contains($0) } == [])
    }

    static func scrolled(to line: Int) -> ScrollBox {
        var box = ScrollBox()
        for _ in 0..<line { box = box.handling(.down, pageHeight: 1, lineCount: line + 1) ?? box }
        return box
    }

    @Test func uOpensAnotherUserAndEscapeComesBack() {
        let others = Fixtures.projects(3).map { repository in
            var moved = repository
            moved.owner.login = "torvalds"
            moved.fullName = "torvalds/" + repository.name
            return moved
        }
        var screen = start(World(github: [Fixtures.octocat: .success(Fixtures.unsorted), Fixtures.user("torvalds"): .success(others)]))
        screen.press(.down, .down)

        screen.press(.character("u"))
        type("torvalds", on: &screen)
        let prompt = screen.lines.last
        screen.press(.enter)
        let second = screen.lines
        let opened = screen.app.lists.map(\.id)
        screen.press(.escape)

        #expect(prompt == " user: torvalds                                              ⏎ open  Esc cancel")
        #expect(second.first == " octocat › torvalds · 3 repositories · ★ 600 · pushed ↓  Repos  Starred  Search")
        #expect(second[2].hasPrefix("› project-01"))
        #expect(screen.lines.first == " octocat · 8 repositories · ★ 17k · pushed ↓             Repos  Starred  Search")
        #expect(screen.lines[4].hasPrefix("› Spoon-Knife"))
        #expect(screen.app.lists.map(\.id) == [opened[0]])
        // Closing the second list cancels what it started.
        #expect(screen.effects.last == .cancel(opened[1]))
    }

    @Test func theColumnChooserShowsOverTheListAndTheListFollowsEachChange() {
        var screen = start()

        screen.press(.character("C"), .down, .character(" "))
        let chooser = screen.lines
        screen.press(.escape)

        #expect(chooser == [
            " octocat · 8 repositories · ★ 17k · pushed ↓             Repos  Starred  Search",
            "  NAME            ┌─ columns — shown first, in order ────────┐ PUSHED",
            "› linguist        │ ticked columns show, left to right       │ 5 minutes ago",
            "  boysenberry-repo│ [✓] NAME                                 │ 1 hour ago",
            "  Spoon-Knife     │ [✓] LANGUAGE                             │ 2 hours ago",
            "  octocat.github.i│ [✓] STARS                                │ yesterday",
            "  Hello-World     │ [✓] PUSHED                               │ 3 days ago",
            "  git-consortium  │ [ ] DESCRIPTION                          │ 2 months ago",
            "  hello-worId     │ [ ] FORKS                                │ 3 years ago",
            "  test-repo1      │ [ ] ISSUES                               │ never",
            "                  └──────────────────────────────────────────┘",
            " 4 of 14 columns shown                      Space show/hide  K/J move  Esc done",
        ])
        #expect(screen.app.columns == [.name, .language, .stars, .pushed])
        #expect(screen.effects.suffix(2) == [.cancel(ScreenID(2)), .saveColumns([.name, .language, .stars, .pushed])])
        // Without the description, the name takes the room.
        #expect(screen.lines[1] == "  NAME                                     LANGUAGE     STARS  PUSHED")
        #expect(screen.app.screens.count == 1)
    }
}
