import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 26, item 1: help, the messages and the clones' panel are one kind of screen — a box of
/// lines that scrolls within what the frame last drew — reached like every other screen.
struct TextBoxTests {
    static func box(_ kind: TextBox.Kind) -> Exhaustive<TextBox.State, TextBox.Action, TextBox.Reaction> {
        Exhaustive(TextBox.State(kind: kind)) { state, action in TextBoxInteractor.reduce(&state, action) }
    }

    @Test func itScrollsWithinItsLinesAsLastDrawnAndAnyOtherKeyClosesIt() {
        var box = Self.box(.help)
        box.send(.resized(pageHeight: 3)) { $0.pageHeight = 3 }
        // Before the first frame it knows no lines, so it cannot scroll.
        box.send(.key(.down))
        box.send(.measured(lineCount: 10)) { $0.lineCount = 10 }
        box.send(.key(.down)) { $0.box = ScrollBox(scroll: 1) }
        box.send(.key(.pageDown)) { $0.box = ScrollBox(scroll: 4) }
        box.send(.key(.pageDown)) { $0.box = ScrollBox(scroll: 7) }
        box.send(.key(.character(" ")))
        // Fewer lines now (a narrower frame wraps less): the last page is earlier.
        box.send(.measured(lineCount: 5)) {
            $0.lineCount = 5
            $0.box = ScrollBox(scroll: 2)
        }
        box.send(.key(.character("x")), effects: .delegate(.close))
        box.send(.key(.character("?")), effects: .delegate(.close))
    }

    @Test func xInTheClonesPanelCancelsThemAndKeepsThePanel() {
        var box = Self.box(.clones)
        box.send(.key(.character("x")), effects: .delegate(.cancelClones))
        box.send(.key(.escape), effects: .delegate(.close))
    }

    @Test func helpOverTheListIsAScreenOnTopThatTakesEveryKey() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()
        let before = screen.app.screens

        screen.press(.character("?"))
        #expect(screen.box?.kind == .help)
        #expect(screen.box?.lineCount == HelpOverlay.lines(width: 76).count)
        // Keys that would act on the list act on the box: `s` closes it and sorts nothing.
        screen.press(.character("s"))

        #expect(screen.app.screens == before)
    }

    @Test func escOverABoxClosesTheBoxAndLeavesARunningCloneBe() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()
        screen.holding = true
        screen.press(.character("c"))
        #expect(screen.app.clones.isBusy)

        screen.press(.character("C"), .escape)

        #expect(screen.app.clones.isBusy)
        #expect(screen.app.screens.count == 1)
        screen.press(.escape)
        #expect(!screen.app.clones.isBusy)
    }
}
