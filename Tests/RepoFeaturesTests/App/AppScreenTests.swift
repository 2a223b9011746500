import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

struct AppScreenTests {
    static let single = Size(width: 80, height: 24)
    static let split = Size(width: 120, height: 40)


    // MARK: Layouts

    @Test func singleLayoutShowsHeaderListAndStatus() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()

        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓",
            " ███████████████████████████████████████████  ● CSS 34%  ● HTML 33%  ● Ruby 33%",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "› linguist             fork Language Savan…  Ruby        ★ 1.2k  5 minutes ago",
            "  boysenberry-repo-1   fork Testing                       ★ 300  1 hour ago",
            "  Spoon-Knife          This repo is for de…  HTML         ★ 12k  2 hours ago",
            "  octocat.github.io                          CSS          ★ 999  yesterday",
            "  Hello-World          My first repository…  Ruby        ★ 2.6k  3 days ago",
            "  git-consortium       This repo is for de…               ★ 150  2 months ago",
            "  hello-worId          My first repository…                 ★ 0  3 years ago",
            "  test-repo1           archived Testing re…                 ★ 5  never",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            " 1/8 · updated just now                        ⏎ open  / filter  s sort  ? help",
        ])
    }

    @Test func splitLayoutShowsTheListBesideAPreviewOfTheSelection() {
        var screen = AppDriver(size: Self.split, world: .octocat())
        screen.start()
        screen.press(.down, .down)

        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓",
            " ███████████████████████████████████████████████████████████████████████████████████  ● CSS 34%  ● HTML 33%  ● Ruby 33%",
            "  NAME            DESCRIPTION         STARS  PUSHED         │ octocat/Spoon-Knife",
            "  linguist        fork Language Sa…  ★ 1.2k  5 minutes ago  │ This repo is for demonstration purposes only.",
            "  boysenberry-r…  fork Testing        ★ 300  1 hour ago     │",
            "› Spoon-Knife     This repo is for…   ★ 12k  2 hours ago    │ Language       HTML",
            "  octocat.githu…                      ★ 999  yesterday      │ Stars          12345",
            "  Hello-World     My first reposit…  ★ 2.6k  3 days ago     │ Forks          0",
            "  git-consortium  This repo is for…   ★ 150  2 months ago   │ Watchers       0",
            "  hello-worId     My first reposit…     ★ 0  3 years ago    │ Open issues    0",
            "  test-repo1      archived Testing…     ★ 5  never          │ License        —",
            "                                                            │ Topics         —",
            "                                                            │ Default branch —",
            "                                                            │ Homepage       —",
            "                                                            │ Size           0 KB",
            "                                                            │",
            "                                                            │ Created        —",
            "                                                            │ Updated        —",
            "                                                            │ Pushed         2 hours ago (2026-11-01 10:00)",
            "                                                            │",
            "                                                            │ Web            https://github.com/octocat/Spoon-Knife",
            "                                                            │ Clone          —",
            "                                                            │ SSH            —",
            "                                                            │ Git            —",
            "                                                            │",
            "                                                            │ Owner          octocat",
            "                                                            │ Avatar         https://avatars.githubusercontent.com/u/58",
            "                                                            │                3231?v=4",
            "                                                            │ ID             3",
            "                                                            │ Fork           no",
            "                                                            │ Archived       no",
            "                                                            │ Template       no",
            "                                                            │",
            "                                                            │",
            "                                                            │",
            "                                                            │",
            "                                                            │",
            "                                                            │",
            "                                                            │",
            " 3/8 · updated just now                                                                ⏎ open  / filter  s sort  ? help",
        ])
        #expect(screen.detail == nil)
    }

    @Test func enterInTheSplitLayoutOpensTheFreshDetailBesideTheList() {
        var screen = AppDriver(size: Self.split, world: .octocat())
        screen.start()
        screen.press(.down, .down, .enter)

        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓ › octocat/Spoon-Knife",
            " ███████████████████████████████████████████████████████████████████████████████████  ● CSS 34%  ● HTML 33%  ● Ruby 33%",
            "  NAME            DESCRIPTION         STARS  PUSHED         │ octocat/Spoon-Knife",
            "  linguist        fork Language Sa…  ★ 1.2k  5 minutes ago  │ template",
            "  boysenberry-r…  fork Testing        ★ 300  1 hour ago     │ This repo is for demonstration purposes only.",
            "› Spoon-Knife     This repo is for…   ★ 12k  2 hours ago    │",
            "  octocat.githu…                      ★ 999  yesterday      │ Language       HTML",
            "  Hello-World     My first reposit…  ★ 2.6k  3 days ago     │ Stars          12346",
            "  git-consortium  This repo is for…   ★ 150  2 months ago   │ Forks          150432",
            "  hello-worId     My first reposit…     ★ 0  3 years ago    │ Watchers       12346",
            "  test-repo1      archived Testing…     ★ 5  never          │ Open issues    7",
            "                                                            │ License        MIT",
            "                                                            │ Topics         demo, forking, tutorial",
            "                                                            │ Default branch main",
            "                                                            │ Homepage       https://octocat.github.io/Spoon-Knife",
            "                                                            │ Size           2.2 MB",
            "                                                            │",
            "                                                            │ Created        15 years ago (2011-01-26 19:06)",
            "                                                            │ Updated        1 hour ago (2026-11-01 10:30)",
            "                                                            │ Pushed         2 hours ago (2026-11-01 10:00)",
            "                                                            │",
            "                                                            │ Web            https://github.com/octocat/Spoon-Knife",
            "                                                            │ Clone          https://github.com/octocat/Spoon-Knife.git",
            "                                                            │ SSH            git@github.com:octocat/Spoon-Knife.git",
            "                                                            │ Git            git://github.com/octocat/Spoon-Knife.git",
            "                                                            │",
            "                                                            │ Owner          octocat",
            "                                                            │ Avatar         https://avatars.githubusercontent.com/u/58",
            "                                                            │                3231?v=4",
            "                                                            │ ID             3",
            "                                                            │ Fork           no",
            "                                                            │ Archived       no",
            "                                                            │ Template       yes",
            "                                                            │",
            "                                                            │ ── README ───────────────────────────────────────────────",
            "                                                            │ no README",
            "                                                            │",
            "                                                            │",
            "                                                            │",
            "                                                                                          ↑↓ scroll  esc/q back  ? help",
        ])
    }

    @Test func tooSmallTerminalSaysSo() {
        var screen = AppDriver(size: Size(width: 30, height: 6))
        screen.start()

        #expect(screen.lines == [
            "",
            "",
            "      terminal too small",
            "       30×6, need 40×8",
            "",
            "",
        ])
    }

    @Test func minimumSizeKeepsTheMostUsefulColumnsAndTheMostUsefulHints() {
        var screen = AppDriver(size: Size(width: 40, height: 8))
        screen.start()
        let list = screen.lines

        screen.press(.down, .down, .enter)

        #expect(list == [
            " octocat · 8 repositories · ★ 17k · pus…",
            "  NAME           STARS  PUSHED",
            "› linguist      ★ 1.2k  5 minutes ago",
            "  boysenberry…   ★ 300  1 hour ago",
            "  Spoon-Knife    ★ 12k  2 hours ago",
            "  octocat.git…   ★ 999  yesterday",
            "  Hello-World   ★ 2.6k  3 days ago",
            " 1/8 · updated just now  ⏎ open  ? help",
        ])
        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pus…",
            " octocat/Spoon-Knife",
            " template",
            " This repo is for demonstration",
            " purposes only.",
            "",
            "                              ↓ 39 more",
            "          ↑↓ scroll  esc/q back  ? help",
        ])
    }

    @Test func resizingBetweenLayoutsKeepsTheSelection() {
        var screen = AppDriver(size: Self.split, world: .octocat())
        screen.start()
        screen.press(.down, .down)
        var freshSingle = AppDriver(size: Self.single)
        freshSingle.start()
        freshSingle.press(.down, .down)
        let split = screen.lines

        screen.resize(to: Self.single)
        let single = screen.lines
        screen.resize(to: Self.split)

        #expect(single == freshSingle.lines)
        #expect(single[5] == "› Spoon-Knife          This repo is for de…  HTML         ★ 12k  2 hours ago")
        #expect(screen.lines == split)
    }

    // MARK: Narrow master → detail

    @Test func narrowDetailReplacesTheListAndBackRestoresSelectionAndScroll() {
        let projects = Fixtures.projects(30)
        var fresh = projects[27]
        fresh.description = "Project number 28, fetched again"
        fresh.openIssuesCount = 3
        var screen = AppDriver(
            size: Self.single, world: World(github: [Fixtures.octocat: .success(projects)], fresh: ["octocat/project-28": .success(fresh)]))
        screen.start()
        screen.press(.end, .up, .up)
        let list = screen.lines

        screen.press(.enter)
        let detail = screen.lines
        screen.press(.escape)

        #expect(list == [
            " octocat · 30 repositories · ★ 46k · pushed ↓",
            " ████████████████████████████████████████████████████████████████  ● Swift 100%",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "  project-11           Project number 11     Swift       ★ 1.1k  11 hours ago",
            "  project-12           Project number 12     Swift       ★ 1.2k  12 hours ago",
            "  project-13           Project number 13     Swift       ★ 1.3k  13 hours ago",
            "  project-14           Project number 14     Swift       ★ 1.4k  14 hours ago",
            "  project-15           Project number 15     Swift       ★ 1.5k  15 hours ago",
            "  project-16           Project number 16     Swift       ★ 1.6k  16 hours ago",
            "  project-17           Project number 17     Swift       ★ 1.7k  17 hours ago",
            "  project-18           Project number 18     Swift       ★ 1.8k  18 hours ago",
            "  project-19           Project number 19     Swift       ★ 1.9k  19 hours ago",
            "  project-20           Project number 20     Swift         ★ 2k  20 hours ago",
            "  project-21           Project number 21     Swift       ★ 2.1k  21 hours ago",
            "  project-22           Project number 22     Swift       ★ 2.2k  22 hours ago",
            "  project-23           Project number 23     Swift       ★ 2.3k  23 hours ago",
            "  project-24           Project number 24     Swift       ★ 2.4k  yesterday",
            "  project-25           Project number 25     Swift       ★ 2.5k  yesterday",
            "  project-26           Project number 26     Swift       ★ 2.6k  yesterday",
            "  project-27           Project number 27     Swift       ★ 2.7k  yesterday",
            "› project-28           Project number 28     Swift       ★ 2.8k  yesterday",
            "  project-29           Project number 29     Swift       ★ 2.9k  yesterday",
            "  project-30           Project number 30     Swift         ★ 3k  yesterday",
            " 28/30 · updated just now                      ⏎ open  / filter  s sort  ? help",
        ])
        #expect(detail == [
            " octocat · 30 repositories · ★ 46k · pushed ↓ › octocat/project-28",
            " ████████████████████████████████████████████████████████████████  ● Swift 100%",
            " octocat/project-28",
            " Project number 28, fetched again",
            "",
            " Language       Swift",
            " Stars          2800",
            " Forks          0",
            " Watchers       0",
            " Open issues    3",
            " License        —",
            " Topics         —",
            " Default branch —",
            " Homepage       —",
            " Size           0 KB",
            "",
            " Created        —",
            " Updated        —",
            " Pushed         yesterday (2026-10-31 08:00)",
            "",
            " Web            https://github.com/octocat/project-28",
            " Clone          —",
            "                                                                      ↓ 12 more",
            "                                                  ↑↓ scroll  esc/q back  ? help",
        ])
        #expect(screen.lines == list)
        #expect(screen.detail == nil)
    }

    @Test func narrowDetailScrollsToTheEnd() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        screen.press(.down, .down, .enter)
        screen.press(.end)

        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓ › octocat/Spoon-Knife",
            " ███████████████████████████████████████████  ● CSS 34%  ● HTML 33%  ● Ruby 33%",
            " Size           2.2 MB",
            "",
            " Created        15 years ago (2011-01-26 19:06)",
            " Updated        1 hour ago (2026-11-01 10:30)",
            " Pushed         2 hours ago (2026-11-01 10:00)",
            "",
            " Web            https://github.com/octocat/Spoon-Knife",
            " Clone          https://github.com/octocat/Spoon-Knife.git",
            " SSH            git@github.com:octocat/Spoon-Knife.git",
            " Git            git://github.com/octocat/Spoon-Knife.git",
            "",
            " Owner          octocat",
            " Avatar         https://avatars.githubusercontent.com/u/583231?v=4",
            " ID             3",
            " Fork           no",
            " Archived       no",
            " Template       yes",
            "",
            " ── README ────────────────────────────────────────────────────────────────────",
            " no README",
            "                                                                          (end)",
            "                                                  ↑↓ scroll  esc/q back  ? help",
        ])
    }

    @Test func detailThatCannotBeUpdatedKeepsTheListsCopyAndSaysWhy() {
        let source = World(github: [Fixtures.octocat: .success(Fixtures.unsorted)], fresh: ["octocat/Spoon-Knife": .failure(.transport("connection reset"))])
        var screen = AppDriver(size: Self.single, world: source)
        screen.start()
        screen.press(.down, .down, .enter)

        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓ › octocat/Spoon-Knife",
            " ███████████████████████████████████████████  ● CSS 34%  ● HTML 33%  ● Ruby 33%",
            " octocat/Spoon-Knife",
            " This repo is for demonstration purposes only.",
            "",
            " Language       HTML",
            " Stars          12345",
            " Forks          0",
            " Watchers       0",
            " Open issues    0",
            " License        —",
            " Topics         —",
            " Default branch —",
            " Homepage       —",
            " Size           0 KB",
            "",
            " Created        —",
            " Updated        —",
            " Pushed         2 hours ago (2026-11-01 10:00)",
            "",
            " Web            https://github.com/octocat/Spoon-Knife",
            " Clone          —",
            "                                                                      ↓ 12 more",
            " could not update: cannot reach GitHub: connection reset     esc/q back  ? help",
        ])
        #expect(screen.effects.filter { if case .detail(_, .loadRepository) = $0 { true } else { false } }.count == 1)
    }

    // MARK: States

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
            " octocat",
            "",
            "",
            "",
            "                        cannot reach GitHub: connection refused — r to retry",
            "",
            "",
            " error                                                             ⏎ open  / filter  s sort  ? help",
        ])
    }

    @Test func aStartupNoticeReplacesTheStatusMessageUntilTheFirstKey() {
        var screen = AppDriver(size: Self.single,
                               notice: StatusNotice(message: "unreadable cache moved aside to /c/repos.sqlite.corrupt-1\u{1B}[2J", tone: .warning))
        screen.start()
        let withNotice = screen.lines.last

        screen.press(.down)

        #expect(withNotice == " unreadable cache moved aside to /c/repos.sqlite.corrupt-1       ⏎ open  ? help")
        #expect(screen.lines.last == " 2/8 · updated just now                        ⏎ open  / filter  s sort  ? help")
    }

    @Test func theStatusLineShowsGitHubsRemainingBudgetAndWarnsWhenItIsLow() {
        var screen = AppDriver(size: Size(width: 100, height: 8))
        screen.start()
        screen.send(.apiBudgetRead(APIBudget(remaining: 57, limit: 60)))
        let plenty = screen.lines.last
        screen.send(.apiBudgetRead(APIBudget(remaining: 5, limit: 60, resetAt: Fixtures.now.addingTimeInterval(30 * Fixtures.minute))))
        let low = screen.lines.last

        #expect(plenty == " 1/8 · updated just now                                 API 57/60  ⏎ open  / filter  s sort  ? help")
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

        #expect(waiting == " GitHub answered 503 — retrying in 2 s         ⏎ open  / filter  s sort  ? help")
        #expect(over == " 1/8 · updated just now                        ⏎ open  / filter  s sort  ? help")
        #expect(screen.app.retryWait == nil)
        #expect(countdowns == [.countDown(until: Fixtures.now.addingTimeInterval(1.5))])
    }

    static func screen(header: String, centred text: String, x: Int, status: String) -> [String] {
        var lines = Array(repeating: "", count: 24)
        lines[0] = header
        lines[12] = String(repeating: " ", count: x) + text
        lines[23] = status.padding(toLength: 45, withPad: " ", startingAt: 0) + "  ⏎ open  / filter  s sort  ? help"
        return lines
    }

    // MARK: Keys

    @Test func ctrlCQuitsFromTheList() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()

        screen.press(.control("c"))

        #expect(screen.app.isFinished)
    }

    @Test func ctrlCQuitsFromTheDetail() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        screen.press(.enter)
        #expect(screen.detail != nil)

        screen.press(.control("c"))

        #expect(screen.app.isFinished)
    }

    @Test func qInTheListQuits() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()

        screen.press(.character("q"))

        #expect(screen.app.isFinished)
    }

    @Test(arguments: [Key.character("q"), .escape, .left, .character("h"), .backspace])
    func backKeysInTheDetailReturnToTheList(key: Key) {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        screen.press(.down, .down, .enter)
        #expect(screen.detail != nil)

        screen.press(key)

        #expect(screen.detail == nil)
        #expect(!screen.app.isFinished)
        #expect(screen.list?.selectedRepository == Fixtures.spoonKnife)
    }

    @Test func keysTheListDoesNotKnowChangeNothing() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        let before = screen.lines

        screen.press(.character("x"), .tab, .function(1), .unknown(999), .resize)

        #expect(screen.lines == before)
        #expect(screen.detail == nil)
        #expect(!screen.app.isFinished)
    }
}
