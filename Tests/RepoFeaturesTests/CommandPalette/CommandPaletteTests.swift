import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 26, item 7: the command palette lists what the keys of the screen below do, narrows
/// as the filter narrows, and runs a command exactly as its key would.
struct CommandPaletteTests {
    static let single = Size(width: 80, height: 24)
    static let sort = CommandPalette.Command(key: .character("s"), keys: "s", summary: "sort by the next field")
    static let reverse = CommandPalette.Command(key: .character("S"), keys: "S", summary: "reverse the order")
    static let clone = CommandPalette.Command(key: .character("c"), keys: "c", summary: "clone the marked repositories, or this one")

    static func typing(_ text: String, into screen: inout AppDriver) {
        for character in text { screen.press(.character(character)) }
    }

    // MARK: Matching

    @Test func wordsMatchAsTheFiltersFreeWordsDoAWordStartBeforeTheMiddleOfAWord() {
        let commands = [Self.clone, Self.reverse, Self.sort]
        #expect(CommandMatching.matches(commands, query: "") == commands)
        // "or" starts "order" but sits inside "sort": the word start ranks first.
        #expect(CommandMatching.matches(commands, query: "or") == [Self.reverse, Self.clone, Self.sort])
        #expect(CommandMatching.matches(commands, query: "SORT next") == [Self.sort])
        #expect(CommandMatching.matches(commands, query: "~rvrs") == [Self.reverse])
        #expect(CommandMatching.matches(commands, query: "rvrs") == [])
    }

    // MARK: The state machine

    @Test func typingNarrowsArrowsMoveEnterRunsTheHighlightedOneAndEscCloses() {
        var palette = Exhaustive(CommandPalette.State(commands: [Self.clone, Self.reverse, Self.sort])) { state, action in
            CommandPaletteInteractor.reduce(&state, action)
        }
        palette.send(.resized(rows: 2)) { $0.visibleRows = 2 }
        palette.send(.prompt(.moveSelection(by: 2))) { $0.selection = ListSelection(index: 2, offset: 1) }
        palette.send(.prompt(.edit(.insert("r")))) {
            $0.editor = LineEditor(text: "r")
            $0.selection = ListSelection()
        }
        // "r" starts "reverse", starts a word in the clone's summary, and sits inside "sort".
        #expect(palette.state.matches == [Self.reverse, Self.clone, Self.sort])
        palette.send(.prompt(.edit(.moveLeft))) { $0.editor = LineEditor(text: "r", cursor: 0) }
        palette.send(.prompt(.moveSelection(by: 2))) { $0.selection = ListSelection(index: 2, offset: 1) }
        palette.send(.prompt(.complete))
        palette.send(.prompt(.accept), effects: .delegate(.run(Self.sort)))
        palette.send(.prompt(.edit(.moveToEnd))) { $0.editor = LineEditor(text: "r") }
        palette.send(.prompt(.edit(.insert("zz")))) {
            $0.editor = LineEditor(text: "rzz")
            $0.selection = ListSelection()
        }
        // Nothing matches: Enter keeps the text to be corrected.
        palette.send(.prompt(.accept))
        palette.send(.prompt(.cancel), effects: .delegate(.close))
    }

    // MARK: In the app

    @Test func colonOverTheListShowsItsCommandsAndTheAppsWithTheTextInTheStatusLine() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        screen.press(.character(":"))
        Self.typing("mark", into: &screen)

        // The box is as tall as its matches, so the rows below it still show.
        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓             Repos  Starred  Search",
            "  All 8  Sources 6  Forks 2  Archived 1   █████████████  ● CSS 33%  ● Other 67%",
            "┌─ commands — 6 of 40 ─────────────────────────────────────────────────────────┐",
            "│ m               mark / unmark for c, F and U, and move down                  │",
            "│ c               clone the marked repositories, else the selected one         │",
            "│ F               fetch the marked clones, else every clone (git fetch)        │",
            "│ A               change repositories: the marked, else those the filter show… │",
            "│ U               fast-forward the clean, behind clones (marked, else all)     │",
            "│ M               unmark all                                                   │",
            "└──────────────────────────────────────────────────────────────────────────────┘",
            "  test-repo1           archived Testing re…                 ★ 5  never",
        ] + Array(repeating: "", count: 12) + [
            " :mark                                                         ⏎ run  Esc close",
        ])
    }

    @Test func runningACommandDoesWhatItsKeyDoesAndSaysTheKey() {
        var byKey = AppDriver(size: Self.single, world: .octocat())
        byKey.start()
        byKey.press(.character("S"))
        var byPalette = AppDriver(size: Self.single, world: .octocat())
        byPalette.start()

        byPalette.press(.control("p"))
        Self.typing("reverse", into: &byPalette)
        byPalette.press(.enter)

        #expect(byPalette.app.screens == byKey.app.screens)
        #expect(byPalette.app.notice == StatusNotice(message: "reverse the order — its key: S", tone: .normal))
    }

    @Test func aCommandThatOpensAScreenOpensIt() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        screen.press(.down)
        let selected = screen.list?.selectedRepository
        screen.press(.character(":"))
        Self.typing("open the", into: &screen)
        #expect(screen.app.screens.count == 2)

        screen.press(.enter)

        #expect(screen.detail?.repository == selected)
        #expect(screen.app.screens.count == 2)
    }

    @Test func overTheDetailOnlyTheDetailsCommandsAndTheRoutesOpenOverItAreListed() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        screen.press(.enter, .character(":"))

        guard case .palette(let palette)? = screen.app.focused?.screen else {
            Issue.record("no palette over the detail")
            return
        }
        #expect(palette.commands == KeyMaps.standard.detail.commands()
            + AppRouter.bindings.filter { [.help, .messages, .clones, .history].contains($0.action) }.commands()
            + GlobalKeyMap.bindings.commands())
    }

    @Test func aReboundKeyIsTheOneListedAndPressed() {
        var keys = KeyMaps()
        #expect(keys.bind("refresh", in: .list, to: [.character("R")]) == nil)
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.context.keys = keys
        screen.start()
        screen.press(.character(":"))
        Self.typing("refresh", into: &screen)

        guard case .palette(let palette)? = screen.app.focused?.screen else {
            Issue.record("no palette")
            return
        }
        #expect(palette.matches == [CommandPalette.Command(key: .character("R"), keys: "R", summary: "refresh from GitHub")])
        screen.press(.enter)
        #expect(screen.app.notice == StatusNotice(message: "refresh from GitHub — its key: R", tone: .normal))
    }

    @Test func escClosesItAndNothingElseHappens() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        let before = screen.lines
        screen.press(.character(":"))
        Self.typing("q", into: &screen)

        screen.press(.escape)

        #expect(screen.lines == before)
        #expect(!screen.app.isFinished)
    }
}
