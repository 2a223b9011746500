import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Where a mouse event lands, as whole lists of commands, for both layouts.
struct MouseRoutingTests {
    typealias Command = MouseRouting.Command

    /// 80×24: header rows 0–1, column titles on row 2, list rows from row 3, status on row 23.
    static let single = AppLayout(size: Size(width: 80, height: 24))
    /// 120×40: the list in columns 0–59, the divider at 60, the detail from 61.
    static let split = AppLayout(size: Size(width: 120, height: 40))

    static func press(_ x: Int, _ y: Int, clicks: Int = 1) -> MouseEvent {
        MouseEvent(x: x, y: y, kind: .press, clicks: clicks)
    }

    @Test(arguments: [
        (press(10, 3), [Command.list(.selectVisibleRow(0))]),
        (press(79, 12), [.list(.selectVisibleRow(9))]),
        (press(10, 5, clicks: 2), [.list(.selectVisibleRow(2)), .list(.openSelected)]),
        (MouseEvent(x: 10, y: 5, kind: .release), []),
        (MouseEvent(x: 10, y: 5, kind: .wheelDown), [.list(.moveSelection(by: 3))]),
        (MouseEvent(x: 10, y: 0, kind: .wheelUp), []),          // the header
        (MouseEvent(x: 10, y: 2, kind: .wheelUp), [.list(.moveSelection(by: -3))]), // titles: the list's pane
        (press(10, 0), []),                                     // the header
        (press(10, 1), []),                                     // the language bar
        (press(10, 2), []),                                     // the column titles
        (press(10, 23), []),                                    // the status line
    ])
    func singleLayoutList(event: MouseEvent, expected: [Command]) {
        #expect(MouseRouting.commands(for: event, layout: Self.single, detailOpen: false) == expected)
    }

    @Test(arguments: [
        (MouseEvent(x: 10, y: 5, kind: .wheelDown), [Command.detail(.scroll(by: 3))]),
        (MouseEvent(x: 10, y: 5, kind: .wheelUp), [.detail(.scroll(by: -3))]),
        (press(10, 5), []),
        (press(10, 5, clicks: 2), []),
    ])
    func singleLayoutDetail(event: MouseEvent, expected: [Command]) {
        #expect(MouseRouting.commands(for: event, layout: Self.single, detailOpen: true) == expected)
    }

    @Test(arguments: [
        // (event, detail open, commands)
        (press(10, 3), false, [Command.list(.selectVisibleRow(0))]),
        (press(10, 3), true, [.closeDetail, .list(.selectVisibleRow(0))]),
        (press(10, 4, clicks: 2), true, [.closeDetail, .list(.selectVisibleRow(1)), .list(.openSelected)]),
        (MouseEvent(x: 30, y: 10, kind: .wheelDown), true, [.list(.moveSelection(by: 3))]),
        (press(90, 10), false, [.list(.openSelected)]),            // the preview: focus it
        (MouseEvent(x: 90, y: 10, kind: .wheelDown), false, [.list(.openSelected)]),
        (press(90, 10), true, []),
        (MouseEvent(x: 90, y: 10, kind: .wheelDown), true, [.detail(.scroll(by: 3))]),
        (MouseEvent(x: 90, y: 10, kind: .release), false, []),
        (press(60, 10), false, []),                                // the divider
        (press(90, 39), false, []),                                // the status line
    ])
    func splitLayout(event: MouseEvent, detailOpen: Bool, expected: [Command]) {
        #expect(MouseRouting.commands(for: event, layout: Self.split, detailOpen: detailOpen) == expected)
    }

    @Test func aTooSmallTerminalIgnoresTheMouse() {
        let layout = AppLayout(size: Size(width: 30, height: 6))
        #expect(MouseRouting.commands(for: Self.press(3, 3), layout: layout, detailOpen: false) == [])
    }

    @Test func withoutTheLanguageBarRowsStartOneLineHigher() {
        let short = AppLayout(size: Size(width: 80, height: 12))
        #expect(MouseRouting.commands(for: Self.press(3, 2), layout: short, detailOpen: false)
            == [.list(.selectVisibleRow(0))])
    }
}

/// The navigator carrying the commands out, on the screen a person sees.
@MainActor
struct NavigatorMouseTests {
    static func octocatSource() -> StubRepoSource {
        StubRepoSource(.success(Fixtures.unsorted), fresh: ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)])
    }

    @Test func aClickSelectsTheRowUnderThePointerAndADoubleClickOpensIt() async {
        let screen = NavigatorHarness(size: Size(width: 80, height: 24), source: Self.octocatSource())
        await screen.start()

        await screen.press(.mouse(MouseEvent(x: 20, y: 5, kind: .press, clicks: 1)))
        #expect(screen.lines[5] == "› Spoon-Knife          This repo is for de…  HTML         ★ 12k  2 hours ago")
        #expect(screen.navigator.detail == nil)

        await screen.press(.mouse(MouseEvent(x: 20, y: 5, kind: .press, clicks: 2)))
        #expect(screen.navigator.detail?.header == "octocat/Spoon-Knife")
    }

    @Test func aClickBelowTheLastRowChangesNothing() async {
        let screen = NavigatorHarness(size: Size(width: 80, height: 24), source: Self.octocatSource())
        await screen.start()
        let before = screen.lines

        await screen.press(.mouse(MouseEvent(x: 20, y: 20, kind: .press, clicks: 1)))
        #expect(screen.lines == before)
    }

    @Test func theWheelMovesTheSelectionByThreeAndScrollsTheDetail() async {
        let screen = NavigatorHarness(size: Size(width: 80, height: 24), source: Self.octocatSource())
        await screen.start()

        await screen.press(.mouse(MouseEvent(x: 20, y: 8, kind: .wheelDown)))
        #expect(screen.lines[6].hasPrefix("› octocat.github.io"))
        await screen.press(.mouse(MouseEvent(x: 20, y: 8, kind: .wheelUp)))
        #expect(screen.lines[3].hasPrefix("› linguist"))

        await screen.press(.down, .down, .enter)
        let top = screen.lines
        await screen.press(.mouse(MouseEvent(x: 20, y: 8, kind: .wheelDown)))
        // The detail's body is rows 2–22 (the last holds the "↓ n more" marker): three lines up.
        #expect(Array(screen.lines[2...18]) == Array(top[5...21]))
        #expect(screen.lines[2...18] != top[2...18])
    }

    @Test func inTheSplitLayoutAClickOnTheListLeavesTheDetailForTheList() async {
        let screen = NavigatorHarness(size: Size(width: 120, height: 40), source: Self.octocatSource())
        await screen.start()
        await screen.press(.down, .down, .enter)
        #expect(screen.navigator.detail != nil)

        await screen.press(.mouse(MouseEvent(x: 5, y: 3, kind: .press, clicks: 1)))
        #expect(screen.navigator.detail == nil)
        #expect(screen.lines[3].hasPrefix("› linguist"))
    }
}
