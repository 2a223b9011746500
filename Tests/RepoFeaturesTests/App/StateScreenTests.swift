import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The list's states and the status line's own messages (notice, budget, countdown) as whole screens.
struct StateScreenTests {
    static let single = Size(width: 80, height: 24)
    static let split = Size(width: 120, height: 40)

    @Test func firstLoadShowsACentredLoadingMessage() throws {
        var screen = AppDriver(size: Self.single)
        screen.holding = true
        screen.start()

        #expect(screen.lines == Self.screen(header: " octocat", centred: "Loading octocat's repositories…", x: 24,
                                            status: " loading…"))
    }

    @Test func emptyUserShowsACentredMessage() {
        var screen = AppDriver(size: Self.single, world: World(github: [Fixtures.octocat: .success([])]))
        screen.start()

        #expect(screen.lines == Self.screen(header: " octocat · 0 repositories · ★ 0 · pushed ↓", centred: "no public repositories", x: 29,
                                            status: " updated just now"))
    }

    @Test func failedFirstLoadShowsACentredError() {
        var screen = AppDriver(size: Self.single, world: World(github: [Fixtures.octocat: .failure(.transport("connection refused"))]))
        screen.start()

        #expect(screen.lines == Self.screen(
            header: " octocat", centred: "cannot reach GitHub: connection refused — r to retry", x: 14, status: " error"))
    }

    @Test func unknownUserShowsACentredErrorWithoutRetryHint() {
        var screen = AppDriver(size: Self.single, world: World(github: [Fixtures.octocat: .failure(.userNotFound("octocat"))]))
        screen.start()

        #expect(screen.lines == Self.screen(
            header: " octocat", centred: "GitHub user 'octocat' not found", x: 24, status: " error"))
    }

    /// An 80×24 screen with a header, one centred message on row 12, and the list's status line.
    @Test func aFailureInTheSplitLayoutUsesTheWholeWidthForItsMessage() {
        var screen = AppDriver(size: Size(width: 100, height: 8),
                                   world: World(github: [Fixtures.octocat: .failure(.transport("connection refused"))]))
        screen.start()

        #expect(screen.lines == [
            " octocat                                                              Repositories  Starred  Search",
            "",
            "",
            "",
            "                        cannot reach GitHub: connection refused — r to retry",
            "",
            "",
            " error                                                    ⏎ open  / filter  s sort  ⇥ scope  ? help",
        ])
    }

    @Test func aStartupNoticeReplacesTheStatusMessageUntilTheFirstKey() {
        var screen = AppDriver(size: Self.single,
                               notice: StatusNotice(message: "unreadable cache moved aside to /c/repos.sqlite.corrupt-1\u{1B}[2J", tone: .warning))
        screen.start()
        let withNotice = screen.lines.last

        screen.press(.down)

        #expect(withNotice == " unreadable cache moved aside to /c/repos.sqlite.corrupt-1       ⏎ open  ? help")
        #expect(screen.lines.last == " 2/8 · updated just now               ⏎ open  / filter  s sort  ⇥ scope  ? help")
    }

    @Test func theStatusLineShowsGitHubsRemainingBudgetAndWarnsWhenItIsLow() {
        var screen = AppDriver(size: Size(width: 100, height: 8))
        screen.start()
        screen.send(.apiBudgetRead(APIBudget(remaining: 57, limit: 60)))
        let plenty = screen.lines.last
        screen.send(.apiBudgetRead(APIBudget(remaining: 5, limit: 60, resetAt: Fixtures.now.addingTimeInterval(30 * Fixtures.minute))))
        let low = screen.lines.last

        #expect(plenty == " 1/8 · updated just now                        API 57/60  ⏎ open  / filter  s sort  ⇥ scope  ? help")
        #expect(low == " 1/8 · updated just now · few API requests left until 12:30      API 5/60  ⏎ open  / filter  ? help")
    }

    @Test func aWaitBeforeARetryIsCountedDownInTheStatusLineAndGoneWhenOver() {
        var screen = AppDriver(size: Self.single)
        screen.start()
        screen.send(.retryWaitStarted(RetryWait(reason: "GitHub answered 503", until: Fixtures.now.addingTimeInterval(1.5))))
        let waiting = screen.lines.last
        screen.context.now = Fixtures.now.addingTimeInterval(1.5)
        screen.send(.tick)
        let over = screen.lines.last
        let countdowns = screen.effects.filter { if case .countDown = $0 { true } else { false } }

        #expect(waiting == " GitHub answered 503 — retrying in 2 s        ⏎ open  / filter  ⇥ scope  ? help")
        #expect(over == " 1/8 · updated just now               ⏎ open  / filter  s sort  ⇥ scope  ? help")
        #expect(screen.app.retryWait == nil)
        #expect(countdowns == [.countDown(until: Fixtures.now.addingTimeInterval(1.5))])
    }

    static func screen(header: String, centred text: String, x: Int, status: String) -> [String] {
        var lines = Array(repeating: "", count: 24)
        // The scope bar ends the header line; Tab's hint is in the status line.
        lines[0] = header.padding(toLength: 57, withPad: " ", startingAt: 0) + "Repos  Starred  Search"
        lines[12] = String(repeating: " ", count: x) + text
        lines[23] = status.padding(toLength: 36, withPad: " ", startingAt: 0) + "  ⏎ open  / filter  s sort  ⇥ scope  ? help"
        return lines
    }
}
