import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// `m`, `M` and `c` as a person presses them: marks in the gutter and the status line, a single
/// clone in the status line (Esc cancels it), a batch in the panel (x cancels, Esc hides, P shows
/// it again), ✓ on the rows on disk — whole screens where the layout is the point.
struct CloneFlowTests {
    static let size = Size(width: 80, height: 12)

    static func world(_ projects: [Repository]) -> World {
        World(github: [Fixtures.octocat: .success(projects)])
    }

    @Test func marksShowInTheGutterAndTheStatusLineAndMClearsThem() {
        var screen = AppDriver(size: Self.size, world: Self.world(Fixtures.projects(5)))
        screen.start()
        screen.press(.character("m"), .character("m"))

        #expect(screen.lines == [
            " octocat · 5 repositories · ★ 1.5k · pushed ↓            Repos  Starred  Search",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            " •project-01           Project number 1      Swift        ★ 100  1 hour ago",
            " •project-02           Project number 2      Swift        ★ 200  2 hours ago",
            "› project-03           Project number 3      Swift        ★ 300  3 hours ago",
            "  project-04           Project number 4      Swift        ★ 400  4 hours ago",
            "  project-05           Project number 5      Swift        ★ 500  5 hours ago",
            "",
            "",
            "",
            "",
            " 3/5 · 2 marked (c clones, M clears) · updated just now          ⏎ open  ? help",
        ])
        screen.press(.character("M"))
        #expect(screen.lines[2].hasPrefix("  project-01"))
        #expect(screen.lines.last?.hasPrefix(" 3/5 · updated just now") == true)
    }

    @Test func aSingleCloneRunsInTheStatusLineAndEscCancelsIt() {
        var screen = AppDriver(size: Self.size, world: Self.world(Fixtures.projects(3)))
        screen.start()
        screen.holding = true
        screen.press(.character("c"))

        #expect(screen.held == [.clone(job: 1, Fixtures.projects(3)[0])])
        screen.send(.cloneProgress(job: 1, CloneProgress(phase: "receiving objects", percent: 45)))
        #expect(screen.lines.last?.hasPrefix(" cloning octocat/project-01: receiving objects 45%… — esc cancels") == true)

        screen.press(.escape)
        #expect(screen.held.suffix(1) == [.stopClone(job: 1)])
        #expect(screen.app.notice == StatusNotice(message: "clone of octocat/project-01 cancelled — nothing left behind", tone: .normal))
        #expect(screen.app.screens.count == 1)
    }

    @Test func escInAPromptClearsThePromptNotTheClone() {
        var screen = AppDriver(size: Self.size, world: Self.world(Fixtures.projects(3)))
        screen.start()
        screen.holding = true
        screen.press(.character("c"), .character("/"), .character("x"), .escape)

        #expect(screen.held == [.clone(job: 1, Fixtures.projects(3)[0])])
        #expect(screen.app.clones.isBusy)
    }

    @Test func aFinishedCloneIsSaidAndItsRowTicked() {
        var screen = AppDriver(size: Self.size, world: Self.world(Fixtures.projects(3)))
        screen.start()
        screen.press(.down, .character("c"))

        #expect(screen.app.notice == StatusNotice(message: "cloned octocat/project-02 into /src/octocat/project-02", tone: .normal))
        #expect(screen.lines[3] == "›✓project-02           Project number 2      Swift        ★ 200  2 hours ago")
    }

    @Test func aFailedCloneSaysWhyInPlainWords() {
        var world = Self.world(Fixtures.projects(3))
        world.cloneResults = ["octocat/project-01": .failure(.exists(path: "/src/octocat/project-01"))]
        var screen = AppDriver(size: Self.size, world: world)
        screen.start()
        screen.press(.character("c"))

        #expect(screen.app.notice == StatusNotice(
            message: "could not clone octocat/project-01: /src/octocat/project-01 already exists — not touched", tone: .warning))
    }

    @Test func rowsAlreadyOnDiskAreTickedWhenTheListArrives() {
        var world = Self.world(Fixtures.projects(3))
        world.onDisk = [Fixtures.projects(3)[2].id]
        var screen = AppDriver(size: Self.size, world: world)
        screen.start()

        #expect(screen.lines[4] == " ✓project-03           Project number 3      Swift        ★ 300  3 hours ago")
    }

    /// Issue 27: what git says of each clone on disk, in the CLONE column — the rows on screen
    /// asked first, refreshed with `r` — the most pressing fact of each.
    @Test func theCloneColumnSaysWhatGitSaysOfEachCloneOnDisk() {
        let projects = Fixtures.projects(5)
        var world = Self.world(projects)
        world.onDisk = [projects[0].id, projects[1].id, projects[2].id, projects[3].id]
        world.cloneStates = [
            projects[0].id: .read(CloneFacts(branch: "main", upstream: "origin/main"), at: "/src/octocat/project-01"),
            projects[1].id: .read(CloneFacts(branch: "main", upstream: "origin/main", behind: 3, changes: 2), at: "/src/octocat/project-02"),
            projects[2].id: .unreadable("not a git repository", at: "/src/octocat/project-03"),
        ]
        var screen = AppDriver(size: Self.size, world: world)
        screen.app.columns = [.name, .clone, .stars]
        screen.start()

        #expect(screen.effects.filter { if case .list(_, .readCloneStates) = $0 { true } else { false } } == [
            .list(ScreenID(1), .readCloneStates(Array(projects.prefix(4)), refresh: false)),
        ])
        #expect(screen.lines.prefix(8) == [
            " octocat · 5 repositories · ★ 1.5k · pushed ↓            Repos  Starred  Search",
            "  NAME                                                   CLONE          STARS",
            "›✓project-01                                             clean          ★ 100",
            " ✓project-02                                             dirty ↓3       ★ 200",
            " ✓project-03                                             unreadable     ★ 300",
            " ✓project-04                                             ·              ★ 400",
            "  project-05                                                            ★ 500",
            "",
        ])
        screen.press(.character("r"))
        #expect(screen.effects.suffix(3).contains(.list(ScreenID(1), .readCloneStates(Array(projects.prefix(4)), refresh: true))))
    }

    /// `e` and `$` run the editor or a shell in the clone git answered for; a row without a
    /// clone says so, and runs nothing.
    @Test func eAndDollarRunInTheCloneAndARowWithoutOneSaysSo() {
        let projects = Fixtures.projects(2)
        var world = Self.world(projects)
        world.onDisk = [projects[0].id]
        world.cloneStates = [projects[0].id: .read(CloneFacts(branch: "main", upstream: "origin/main"), at: "/src/octocat/project-01")]
        var screen = AppDriver(size: Self.size, world: world)
        screen.start()
        screen.holding = true
        screen.press(.character("e"), .character("$"))
        #expect(screen.held == [
            .perform(.runInClone(.editor, directory: "/src/octocat/project-01")),
            .perform(.runInClone(.shell, directory: "/src/octocat/project-01")),
        ])

        screen.press(.down, .character("e"))
        #expect(screen.held.count == 2)
        #expect(screen.app.notice == StatusNotice(message: "octocat/project-02 is not cloned — c clones it", tone: .warning))
    }

    /// `--pick`: Enter ends the app with the clone's path — at once for a clone git answered for,
    /// after cloning for one not on disk (one found there already counts), and a failed clone
    /// lets another be picked.
    @Test func pickingEndsWithTheClonesPathCloningItFirstWhenNeeded() {
        let projects = Fixtures.projects(3)
        var world = Self.world(projects)
        world.onDisk = [projects[0].id]
        world.cloneStates = [projects[0].id: .read(CloneFacts(branch: "main", upstream: "origin/main"), at: "/src/octocat/project-01")]
        world.cloneResults = ["octocat/project-03": .failure(.exists(path: "/src/octocat/project-03"))]
        var screen = AppDriver(size: Self.size, world: world)
        screen.app.picking = .choosing
        screen.start()
        screen.press(.enter)
        #expect(screen.app.picking == .picked("/src/octocat/project-01"))
        #expect(screen.app.isFinished)

        var cloning = AppDriver(size: Self.size, world: world)
        cloning.app.picking = .choosing
        cloning.start()
        cloning.holding = true
        cloning.press(.down, .enter)
        #expect(cloning.held == [.clone(job: 1, projects[1])])
        #expect(cloning.app.picking == .cloning(projects[1].id))
        cloning.send(.cloneFinished(job: 1, .failure(.git("network unreachable"))))
        #expect(cloning.app.picking == .choosing)
        #expect(!cloning.app.isFinished)
        cloning.holding = false
        cloning.press(.down, .enter)
        #expect(cloning.app.picking == .picked("/src/octocat/project-03"))
        #expect(cloning.app.isFinished)

        // Help, the palette and the status line say what Enter does here.
        var keys = KeyMaps.standard
        keys.picks = true
        #expect(keys.list.hints().first == KeyHint("⏎", "pick", priority: 40))
        #expect(keys.list.first { $0.name == "open" }?.summary == "pick: print the path of its clone and exit (cloning it first)")
    }

    /// The detail (and the split layout's preview) has a Clone section with what git said, and
    /// the branch's last commit, asked of git when the detail opens.
    @Test func theDetailSaysWhereTheCloneIsAndHowFarFromItsUpstream() throws {
        let projects = Fixtures.projects(2)
        var world = Self.world(projects)
        world.onDisk = [projects[1].id]
        world.cloneStates = [
            projects[1].id: .read(CloneFacts(branch: "topic", upstream: "origin/topic", behind: 3, changes: 2), at: "/src/octocat/project-02"),
        ]
        world.lastCommits = ["/src/octocat/project-02": LocalCommit(date: Fixtures.ago(2 * Fixtures.day), author: "Mona", subject: "Fix the build")]
        var screen = AppDriver(size: Size(width: 80, height: 40), world: world)
        screen.start()
        screen.press(.down, .enter)

        #expect(screen.effects.contains(.readLastCommit(path: "/src/octocat/project-02")))
        let lines = screen.lines
        let start = try #require(lines.firstIndex { $0.contains("Clone ─") })
        #expect(Array(lines[start...(start + 6)]) == [
            " ── Clone ─────────────────────────────────────────────────────────────────────",
            " Path           /src/octocat/project-02",
            " Branch         topic",
            " Upstream       origin/topic, 3 behind",
            " Fetched        not since cloned",
            " Changes        2 paths uncommitted",
            " Last commit    2 days ago by Mona: Fix the build",
        ])
        screen.press(.escape, .up, .enter)
        #expect(!screen.lines.contains { $0.contains("Clone ─") })
    }

    /// `is:dirty` and friends keep what git said, and the list follows when git says more.
    @Test func cloneQualifiersKeepWhatGitSaidAndFollowItsAnswers() {
        let projects = Fixtures.projects(4)
        var world = Self.world(projects)
        world.onDisk = [projects[0].id, projects[1].id, projects[2].id]
        world.cloneStates = [
            projects[0].id: .read(CloneFacts(branch: "main", upstream: "origin/main", changes: 1), at: "/src/octocat/project-01"),
            projects[1].id: .read(CloneFacts(branch: "main", upstream: "origin/main", behind: 2), at: "/src/octocat/project-02"),
        ]
        var screen = AppDriver(size: Self.size, world: world)
        screen.start()
        screen.press(.character("/"))
        for character in "is:dirty" { screen.press(.character(character)) }
        #expect(screen.list?.rows.map(\.name) == ["project-01"])

        // git answers for the third clone: dirty and ahead.
        screen.send(.screen(ScreenID(1), .list(.cloneStatesRead([
            projects[2].id: .read(CloneFacts(branch: "main", upstream: "origin/main", ahead: 1, changes: 3), at: "/src/octocat/project-03"),
        ]))))
        #expect(screen.list?.rows.map(\.name) == ["project-01", "project-03"])

        for _ in "is:dirty" { screen.press(.backspace) }
        for character in "-is:cloned" { screen.press(.character(character)) }
        #expect(screen.list?.rows.map(\.name) == ["project-04"])
        for _ in "-is:cloned" { screen.press(.backspace) }
        for character in "is:behind" { screen.press(.character(character)) }
        #expect(screen.list?.rows.map(\.name) == ["project-02"])
    }

    @Test func aBatchOfMarksClonesInThePanelWhichHidesShowsAndCancels() {
        let projects = Fixtures.projects(6)
        var screen = AppDriver(size: Size(width: 80, height: 14), world: Self.world(projects))
        screen.start()
        screen.holding = true
        screen.press(.character("m"), .character("m"), .character("m"), .character("m"), .character("m"), .character("c"))

        #expect(screen.held == (0..<4).map { .clone(job: $0 + 1, projects[$0]) })
        screen.send(.cloneFinished(job: 1, .success("/src/octocat/project-01")))
        screen.send(.cloneFinished(job: 2, .failure(.authenticationFailed)))
        #expect(Array(screen.lines[1...7]) == [
            "┌─ clones — 1 done · 1 failed · 3 left · x cancels · esc hides ────────────────┐",
            "│ ✓ octocat/project-01 /src/octocat/project-01                                 │",
            "│ ✖ octocat/project-02 authentication failed — check your SSH key or           │",
            "│   credentials                                                                │",
            "│ › octocat/project-03 starting                                                │",
            "│ › octocat/project-04 starting                                                │",
            "│ › octocat/project-05 starting                                                │",
        ])

        screen.press(.escape)
        #expect(screen.box == nil)
        #expect(screen.lines.last?.hasPrefix(" cloning: 1 done · 1 failed · 3 left — P shows them") == true)
        screen.press(.character("P"), .character("x"))
        #expect(screen.held.suffix(3) == [.stopClone(job: 3), .stopClone(job: 4), .stopClone(job: 5)])
        #expect(screen.app.notice == StatusNotice(message: "clones cancelled: 1 done · 1 failed", tone: .normal))
    }
}
