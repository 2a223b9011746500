import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The app's state machine: routes, overlays, the status line's own state, as whole values.
struct AppReducerTests {
    static let context = PresentationContext(now: Fixtures.now, timeZone: Fixtures.utc)

    func reduce(_ app: inout AppState, _ action: AppAction) -> [AppEffect] {
        AppReducer.reduce(&app, action, context: Self.context)
    }

    @Test func startingOpensTheFirstUsersListSizedForItsPaneAndReadsTheCache() {
        var app = AppState(size: Size(width: 80, height: 24))

        let effects = reduce(&app, .start(Fixtures.octocat, sort: RepoSort(field: .name)))

        var list = RepoList.State(user: Fixtures.octocat, sort: RepoSort(field: .name))
        list.visibleRows = 20
        list.load = .readingCache
        var expected = AppState(size: Size(width: 80, height: 24))
        expected.screens = [ScreenEntry(id: ScreenID(1), screen: .list(list))]
        expected.nextID = 2
        #expect(app == expected)
        // Sorted by name, no first screen is read apart: the cache cannot apply the natural name order.
        #expect(effects == [.list(ScreenID(1), .readCachedList(Listing(Fixtures.octocat), head: nil)), .list(ScreenID(1), .owners(.recordOpened(Fixtures.octocat)))])
    }

    /// The plain output (`--json`, a pipe) reads the list and leaves `u`'s recent owners alone.
    @Test func aStartThatRemembersNoOwnerOnlyReadsTheCache() {
        var app = AppState(size: Size(width: 80, height: 24))
        app.remembersStartOwner = false

        let effects = reduce(&app, .start(Fixtures.octocat, sort: .default))

        #expect(effects == [.list(ScreenID(1), .readCachedList(Listing(Fixtures.octocat), head: .firstScreen))])
    }

    @Test func openingTheDetailPushesItAndAsksForTheRepositoryClosingItCancelsWhatItStarted() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()
        screen.holding = true

        screen.press(.enter)
        let opened = screen.held
        screen.press(.escape)

        #expect(opened == [.detail(ScreenID(2), .loadRepository(Fixtures.linguist, .online))]
            + RepositoryInsight.Kind.allCases.map { .detail(ScreenID(2), .loadPart($0, Fixtures.linguist, fetch: true)) }
            + RepoDetailInteractorTests.tabPeeks(of: Fixtures.linguist).map { .detail(ScreenID(2), $0) })
        #expect(screen.effects.suffix(1) == [.cancel(ScreenID(2))])
        #expect(screen.app.screens.map(\.id) == [ScreenID(1)])
    }

    /// Effects with one key replace each other: a list's preparation must not cancel its load,
    /// whose pages may still be coming.
    @Test func preparingAListRunsBesideItsLoad() {
        let screen = ScreenID(1)
        let load = AppEffect.list(screen, .revalidateList(Listing(Fixtures.octocat), known: nil)).key
        let prepare = AppEffect.list(screen, .prepareList([], sort: .default)).key
        #expect(load == EffectKey(screen: screen, name: "load"))
        #expect(prepare == EffectKey(screen: screen, name: "arrange"))
    }

    @Test func anAnswerForAClosedScreenIsDropped() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()
        screen.press(.enter, .escape)
        let before = screen.app

        screen.send(.screen(ScreenID(2), .detail(.repositoryLoaded(.success(Fixtures.spoonKnifeFull)))))

        #expect(screen.app == before)
    }

    @Test func aKeyClearsTheNoticeAndHelpTakesKeysUntilClosed() {
        var app = AppState(size: Size(width: 80, height: 24), notice: StatusNotice(message: "copied", tone: .normal))
        #expect(reduce(&app, .start(Fixtures.octocat, sort: .default)) == [
            .list(ScreenID(1), .readCachedList(Listing(Fixtures.octocat), head: .firstScreen)),
            .list(ScreenID(1), .owners(.recordOpened(Fixtures.octocat))),
        ])
        var expected = app
        expected.notice = nil
        // Help is a box over the frame: 20 lines a page at 80×24, its line count told after drawing.
        var help = TextBox.State(kind: .help)
        help.pageHeight = 20
        expected.screens.append(ScreenEntry(id: ScreenID(2), screen: .textBox(help)))
        expected.nextID = 3

        #expect(reduce(&app, .key(.character("?"))) == [])
        #expect(app == expected)
        #expect(reduce(&app, .key(.character("q"))) == [.cancel(ScreenID(2))])
        expected.screens.removeLast()
        #expect(app == expected)
        // The start-up notice stays in the log.
        #expect(app.log == [LoggedMessage(at: Fixtures.now, text: "copied", tone: .normal)])
    }

    /// Issue 14, item 7: a message longer than the status line is cut there, with `! more` beside
    /// it, and `!` shows it whole — wrapped — with the earlier ones.
    @Test func aMessageTooLongForTheStatusLineIsReadInFullUnderTheExclamationMark() {
        var world = World.octocat()
        let long = "GitHub rate limit exceeded for 203.0.113.7 — the limit resets at 14:32 (in 23 minutes); "
            + "set GH_TOKEN for 5,000 requests an hour"
        world.outcome = { _ in .failed(long) }
        var screen = AppDriver(size: Size(width: 80, height: 24), world: world)
        screen.start()
        screen.press(.character("o"))
        let cut = screen.lines.last

        screen.press(.character("!"))
        let log = screen.lines

        #expect(cut == " GitHub rate limit exceeded for 203.0.113.7 — the limit resets at 14:32… ! more")
        #expect(Array(log[1...9]) == [
            "┌─ messages — ↑↓ scroll, any other key closes ─────────────────────────────────┐",
            "│ Now                                                                          │",
            "│ GitHub rate limit exceeded for 203.0.113.7 — the limit resets at 14:32 (in   │",
            "│ 23 minutes); set GH_TOKEN for 5,000 requests an hour                         │",
            "│                                                                              │",
            "│ Earlier                                                                      │",
            "│ 12:00 GitHub rate limit exceeded for 203.0.113.7 — the limit resets at 14:32 │",
            "│ (in 23 minutes); set GH_TOKEN for 5,000 requests an hour                     │",
            "│ 12:00 opening https://github.com/octocat/linguist…                           │",
        ])
        screen.press(.escape)
        #expect(screen.box == nil)
    }

    /// Issue 14, item 2: nothing can be seen below the minimum size, so only `q` and Ctrl-C act.
    @Test(arguments: [Key.character("/"), .character("u"), .character("?"), .character("C"), .enter, .down])
    func belowTheMinimumSizeOtherKeysDoNothing(key: Key) {
        var screen = AppDriver(size: Size(width: 30, height: 6))
        screen.start()
        let before = screen.app

        screen.press(key)

        #expect(screen.app == before)
    }

    @Test func belowTheMinimumSizeQAndCtrlCStillQuit() {
        var q = AppDriver(size: Size(width: 30, height: 6))
        q.start()
        var control = q

        q.press(.character("q"))
        control.press(.control("c"))

        #expect(q.app.isFinished)
        #expect(control.app.isFinished)
    }

    @Test func theBudgetOnlyGoesDownWithinOneWindowAndANewWindowReplacesIt() {
        var app = Exhaustive(app: AppState(size: Size(width: 80, height: 24)))
        let reset = Fixtures.now.addingTimeInterval(3_600)

        app.send(.apiBudgetRead(APIBudget(remaining: 50, limit: 60, resetAt: reset))) {
            $0.apiBudget = APIBudget(remaining: 50, limit: 60, resetAt: reset)
        }
        // A reading that arrived late, from the same window: nothing changes.
        app.send(.apiBudgetRead(APIBudget(remaining: 52, limit: 60, resetAt: reset)))
        app.send(.apiBudgetRead(APIBudget(remaining: 59, limit: 60, resetAt: reset.addingTimeInterval(3_600)))) {
            $0.apiBudget = APIBudget(remaining: 59, limit: 60, resetAt: reset.addingTimeInterval(3_600))
        }
    }

    @Test func aRetryWaitStartsACountdownAndATickAfterItClearsIt() {
        var app = Exhaustive(app: AppState(size: Size(width: 80, height: 24)))
        let wait = RetryWait(reason: "GitHub answered 503", until: Fixtures.now)

        app.send(.retryWaitStarted(wait), effects: [.countDown(until: Fixtures.now)]) { $0.retryWait = wait }
        app.send(.tick) { $0.retryWait = nil }
    }

    @Test func anOpenOrCopyIsAnEffectAndItsOutcomeTheNotice() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()
        screen.holding = true

        screen.press(.character("o"))
        let url = URL(string: "https://github.com/octocat/linguist")!
        #expect(screen.held == [.perform(.open(url))])
        #expect(screen.app.notice == StatusNotice(message: "opening https://github.com/octocat/linguist…", tone: .busy))

        screen.release()
        #expect(screen.app.notice == StatusNotice(message: "opened https://github.com/octocat/linguist", tone: .normal))
    }

    @Test func aRepositoryWithoutTheURLIsReportedWithoutAnEffect() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()
        let asked = screen.effects.count

        screen.press(.character("y"))

        #expect(screen.effects.count == asked)
        #expect(screen.app.notice == StatusNotice(message: "GitHub gave no clone URL for octocat/linguist", tone: .error))
    }

    @Test func aSignalFinishesTheApp() {
        var app = Exhaustive(app: AppState(size: Size(width: 80, height: 24)))

        app.send(.terminate) { $0.isFinished = true }
    }

    @Test func resizingTellsEveryScreenTheSizeOfItsNewPane() {
        var screen = AppDriver(size: Size(width: 80, height: 24))
        screen.start()
        screen.press(.enter)

        screen.resize(to: Size(width: 120, height: 40))

        #expect(screen.list?.visibleRows == 36)
        #expect(screen.detail?.pane == Size(width: 59, height: 37))
    }
}
