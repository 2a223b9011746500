import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 27, item 4: `F` fetches the marked clones (else every clone) and `U` fast-forwards the
/// clean ones that are behind — four at a time in the clones' panel, each result in words, the
/// CLONE column following what git says afterwards; what `U` leaves alone is counted, never touched.
struct CloneUpdateFlowTests {
    static let projects = Fixtures.projects(4)

    static func path(_ index: Int) -> String { "/src/" + projects[index].fullName }

    static func clean(_ index: Int, ahead: Int = 0, behind: Int = 0, changes: Int = 0) -> CloneState {
        .read(CloneFacts(branch: "main", upstream: "origin/main", ahead: ahead, behind: behind, changes: changes), at: path(index))
    }

    /// Three of the four on disk, as `states` says.
    static func world(_ states: [Int: CloneState]) -> World {
        var world = World(github: [Fixtures.octocat: .success(projects)])
        world.onDisk = [projects[0].id, projects[1].id, projects[2].id]
        world.cloneStates = Dictionary(uniqueKeysWithValues: states.map { (projects[$0.key].id, $0.value) })
        return world
    }

    static func screen(_ world: World) -> AppDriver {
        var screen = AppDriver(size: Size(width: 80, height: 12), world: world)
        screen.app.columns = [.name, .clone, .stars]
        screen.start()
        return screen
    }

    @Test func fFetchesEveryCloneInThePanelAndTheColumnShowsWhatGitSaysAfter() {
        var world = Self.world([0: Self.clean(0), 1: Self.clean(1), 2: Self.clean(2)])
        world.cloneUpdates = [
            Self.projects[0].fullName: [.fetch: .success(.fetched(Self.clean(0, behind: 2)))],
            Self.projects[1].fullName: [.fetch: .success(.fetched(Self.clean(1)))],
            Self.projects[2].fullName: [.fetch: .failure(.network("Could not resolve host: github.com"))],
        ]
        var screen = Self.screen(world)
        screen.holding = true
        screen.press(.character("F"))

        #expect(screen.held == (0..<3).map { .updateClone(job: $0 + 1, Self.projects[$0], .fetch) })
        screen.release()
        #expect(Array(screen.lines[1...5]) == [
            "┌─ fetches — 2 done · 1 failed · x cancels · esc hides ────────────────────────┐",
            "│ ✓ octocat/project-01 fetched — 2 behind origin/main                          │",
            "│ ✓ octocat/project-02 fetched — up to date with origin/main                   │",
            "│ ✖ octocat/project-03 network error: Could not resolve host: github.com       │",
            "│                                                                              │",
        ])
        #expect(screen.app.notice == StatusNotice(message: "fetches finished: 2 done · 1 failed — P shows why", tone: .warning))

        screen.press(.escape)
        #expect(Array(screen.lines[2...6]) == [
            "›✓project-01                                             ↓2             ★ 100",
            " ✓project-02                                             clean          ★ 200",
            " ✓project-03                                             clean          ★ 300",
            "  project-04                                                            ★ 400",
            "",
        ])
    }

    @Test func uFastForwardsOnlyTheCleanClonesBehindAndCountsWhatItLeftAlone() {
        var world = Self.world([0: Self.clean(0, behind: 3), 1: Self.clean(1, behind: 1, changes: 2), 2: Self.clean(2, ahead: 1, behind: 1)])
        world.cloneUpdates = [Self.projects[0].fullName: [.fastForward: .success(.fastForwarded(commits: 3, Self.clean(0)))]]
        var screen = Self.screen(world)
        screen.holding = true
        screen.press(.character("U"))

        // One to move: the status line, not the panel.
        #expect(screen.held == [.updateClone(job: 1, Self.projects[0], .fastForward)])
        #expect(screen.box == nil)
        #expect(screen.app.notice == StatusNotice(
            message: "fast-forwarding 1 — 2 left alone: dirty, ahead, not behind or not read yet", tone: .normal))
        screen.release()
        #expect(screen.app.notice == StatusNotice(message: "octocat/project-01: fast-forwarded 3 commits to origin/main", tone: .normal))
        #expect(screen.lines[2] == "›✓project-01                                             clean          ★ 100")
    }

    @Test func marksChooseTheClonesAndWhatCannotBeDoneIsSaid() {
        var world = Self.world([0: Self.clean(0), 1: Self.clean(1, changes: 1)])
        world.cloneUpdates = [Self.projects[1].fullName: [.fetch: .success(.fetched(Self.clean(1, behind: 1, changes: 1)))]]
        var screen = Self.screen(world)
        screen.holding = true

        screen.press(.character("U"))
        #expect(screen.held == [])
        #expect(screen.app.notice == StatusNotice(
            message: "nothing to fast-forward: no clean clone is behind its upstream (F fetches first)", tone: .warning))

        // project-04 is not on disk.
        screen.press(.end, .character("m"))
        screen.press(.character("F"))
        #expect(screen.held == [])
        #expect(screen.app.notice == StatusNotice(message: "none of the marked repositories is cloned — c clones them", tone: .warning))

        // The marks stay after F, so U can follow on the same clones.
        screen.press(.home, .down, .character("m"), .character("F"))
        #expect(screen.held == [.updateClone(job: 1, Self.projects[1], .fetch)])
        #expect(screen.list?.marked == [Self.projects[1].id, Self.projects[3].id])
        screen.release()
        #expect(screen.app.notice == StatusNotice(message: "octocat/project-02: fetched — 1 behind origin/main", tone: .normal))
    }

    @Test func aSingleFetchRunsInTheStatusLineAndEscCancelsIt() {
        var screen = Self.screen(Self.world([0: Self.clean(0)]))
        screen.holding = true
        screen.press(.character("m"), .character("F"))

        #expect(screen.held == [.updateClone(job: 1, Self.projects[0], .fetch)])
        #expect(screen.lines.last?.hasPrefix(" fetching octocat/project-01… — esc cancels") == true)
        screen.press(.escape)
        #expect(screen.held.suffix(1) == [.stopClone(job: 1)])
        #expect(screen.app.notice == StatusNotice(message: "fetch of octocat/project-01 cancelled", tone: .normal))
    }

    @Test func aListWithoutClonesSaysSo() {
        var screen = AppDriver(size: Size(width: 80, height: 12), world: World(github: [Fixtures.octocat: .success(Self.projects)]))
        screen.start()
        screen.holding = true
        screen.press(.character("F"))

        #expect(screen.held == [])
        #expect(screen.app.notice == StatusNotice(message: "no clones here — c clones the selected repository", tone: .warning))
    }
}
