import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Where a mouse event lands, as the whole list of actions it sends, for both layouts.
struct MouseHitTestTests {
    /// What a mouse event may ask for, written the way the old routing table read.
    enum Command: Equatable, Sendable {
        case list(RepoList.Action)
        case detail(RepoDetail.Action)
        case closeDetail
    }

    /// 80×24: header rows 0–1, column titles on row 2, list rows from row 3, status on row 23.
    static let single = Size(width: 80, height: 24)
    /// 120×40: the list in columns 0–59, the divider at 60, the detail from 61.
    static let split = Size(width: 120, height: 40)

    static func press(_ x: Int, _ y: Int, clicks: Int = 1) -> MouseEvent {
        MouseEvent(x: x, y: y, kind: .press, clicks: clicks)
    }

    /// octocat's list on a `size` screen, with Spoon-Knife's detail open when `detailOpen`.
    static func app(_ size: Size, detailOpen: Bool) -> AppState {
        var screen = AppDriver(size: size)
        screen.start()
        if detailOpen { screen.press(.down, .down, .enter) }
        return screen.app
    }

    /// The actions `commands` stand for in `app`: its list is screen 1, an open detail screen 2.
    static func actions(_ commands: [Command]) -> [AppAction] {
        commands.map { command in
            switch command {
            case .list(let action): .screen(ScreenID(1), .list(action))
            case .detail(let action): .screen(ScreenID(2), .detail(action))
            case .closeDetail: .screen(ScreenID(2), .detail(.back))
            }
        }
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
        (press(10, 2), [.list(.sortBy(.name))]),                // the NAME title
        (press(24, 2), []),                                     // DESCRIPTION: not a sort order
        (press(62, 2), [.list(.sortBy(.stars))]),               // STARS
        (press(70, 2), [.list(.sortBy(.pushed))]),              // PUSHED
        (press(10, 23), []),                                    // the status line
    ])
    func singleLayoutList(event: MouseEvent, expected: [Command]) {
        #expect(MouseHitTest.actions(for: event, in: Self.app(Self.single, detailOpen: false)) == Self.actions(expected))
    }

    @Test(arguments: [
        (MouseEvent(x: 10, y: 5, kind: .wheelDown), [Command.detail(.scroll(by: 3))]),
        (MouseEvent(x: 10, y: 5, kind: .wheelUp), [.detail(.scroll(by: -3))]),
        (press(10, 5), []),
        (press(10, 5, clicks: 2), []),
    ])
    func singleLayoutDetail(event: MouseEvent, expected: [Command]) {
        #expect(MouseHitTest.actions(for: event, in: Self.app(Self.single, detailOpen: true)) == Self.actions(expected))
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
        #expect(MouseHitTest.actions(for: event, in: Self.app(Self.split, detailOpen: detailOpen)) == Self.actions(expected))
    }

    @Test func aTooSmallTerminalIgnoresTheMouse() {
        #expect(MouseHitTest.actions(for: Self.press(3, 3), in: Self.app(Size(width: 30, height: 6), detailOpen: false)) == [])
    }

    @Test func withoutTheLanguageBarRowsStartOneLineHigher() {
        #expect(MouseHitTest.actions(for: Self.press(3, 2), in: Self.app(Size(width: 80, height: 12), detailOpen: false))
            == Self.actions([.list(.selectVisibleRow(0))]))
    }

    @Test func whileTheColumnChooserIsOpenTheMouseDoesNothing() {
        var screen = AppDriver(size: Self.single)
        screen.start()
        screen.press(.character("C"))

        #expect(MouseHitTest.actions(for: Self.press(10, 3), in: screen.app) == [])
    }
}

/// The app carrying the actions out, on the screen a person sees.
struct AppMouseTests {
    @Test func aClickSelectsTheRowUnderThePointerAndADoubleClickOpensIt() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()

        screen.press(.mouse(MouseEvent(x: 20, y: 5, kind: .press, clicks: 1)))
        #expect(screen.lines[5] == "› Spoon-Knife          This repo is for de…  HTML         ★ 12k  2 hours ago")
        #expect(screen.detail == nil)

        screen.press(.mouse(MouseEvent(x: 20, y: 5, kind: .press, clicks: 2)))
        #expect(screen.detail?.repository.fullName == "octocat/Spoon-Knife")
    }

    @Test func aClickOnATitleSortsByItAndAgainReverses() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()

        screen.press(.mouse(MouseEvent(x: 62, y: 2, kind: .press, clicks: 1)))
        let byStars = screen.lines
        screen.press(.mouse(MouseEvent(x: 62, y: 2, kind: .press, clicks: 1)))

        #expect(byStars[0] == " octocat · 8 repositories · ★ 17k · stars ↓              Repos  Starred  Search")
        #expect(byStars[3].hasPrefix("  Spoon-Knife"))
        #expect(screen.lines[0] == " octocat · 8 repositories · ★ 17k · stars ↑              Repos  Starred  Search")
        #expect(screen.lines[3].hasPrefix("  hello-worId"))
    }

    @Test func aClickBelowTheLastRowChangesNothing() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()
        let before = screen.lines

        screen.press(.mouse(MouseEvent(x: 20, y: 20, kind: .press, clicks: 1)))
        #expect(screen.lines == before)
    }

    @Test func theWheelMovesTheSelectionByThreeAndScrollsTheDetail() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()

        screen.press(.mouse(MouseEvent(x: 20, y: 8, kind: .wheelDown)))
        #expect(screen.lines[6].hasPrefix("› octocat.github.io"))
        screen.press(.mouse(MouseEvent(x: 20, y: 8, kind: .wheelUp)))
        #expect(screen.lines[3].hasPrefix("› linguist"))

        screen.press(.down, .down, .enter)
        let top = screen.lines
        screen.press(.mouse(MouseEvent(x: 20, y: 8, kind: .wheelDown)))
        // The detail's body is rows 2–22 (the last holds the "↓ n more" marker): three lines up.
        #expect(Array(screen.lines[2...18]) == Array(top[5...21]))
        #expect(screen.lines[2...18] != top[2...18])
    }

    @Test func inTheSplitLayoutAClickOnTheListLeavesTheDetailForTheList() {
        var screen = AppDriver(size: Size(width: 120, height: 40))
        screen.start()
        screen.press(.down, .down, .enter)
        #expect(screen.detail != nil)

        screen.press(.mouse(MouseEvent(x: 5, y: 3, kind: .press, clicks: 1)))
        #expect(screen.detail == nil)
        #expect(screen.lines[3].hasPrefix("› linguist"))
    }
}
