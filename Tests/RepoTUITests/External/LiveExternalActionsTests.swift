import Foundation
import RepoFeatures
import Testing
@testable import RepoTUI

/// The live browser and clipboard with the process spawner and the terminal replaced by
/// recorders: the whole sequence of commands and terminal bytes is checked.
@MainActor
struct LiveExternalActionsTests {
    /// Records each spawn and answers with the exit it was given for that program.
    final class SpySpawner: ProcessSpawning, @unchecked Sendable {
        struct Spawn: Equatable {
            var arguments: [String]
            var input: String?
        }

        private let lock = NSLock()
        private var recorded: [Spawn] = []
        private var killedPrograms: [String] = []
        /// The exit per program (argv[0]); nil: still running when asked.
        let exits: [String: ChildExit?]
        let failure: SpawnError?

        init(exits: [String: ChildExit?] = [:], failure: SpawnError? = nil) {
            self.exits = exits
            self.failure = failure
        }

        var spawns: [Spawn] { lock.withLock { recorded } }
        var killed: [String] { lock.withLock { killedPrograms } }

        func spawnInForeground(_ arguments: [String], directory: String, environment: [String: String]) throws(SpawnError) -> any SpawnedProcess {
            try spawn(arguments, input: "in " + directory, environment: environment)
        }

        func spawn(_ arguments: [String], input: String?, environment: [String: String]) throws(SpawnError) -> any SpawnedProcess {
            lock.withLock { recorded.append(Spawn(arguments: arguments, input: input)) }
            if let failure { throw failure }
            let program = arguments[0]
            return FakeChild(exit: exits[program] ?? .exited(0)) { [self] in lock.withLock { killedPrograms.append(program) } }
        }
    }

    struct FakeChild: SpawnedProcess {
        let exit: ChildExit?
        let onKill: @Sendable () -> Void
        func exit(within limit: Duration) async -> ChildExit? { exit }
        func kill() { onKill() }
    }

    /// What reached the terminal.
    final class TerminalRecorder {
        var writes: [[UInt8]] = []
    }

    static let page = URL(string: "https://github.com/octocat/Hello-World")!
    static let clone = "https://github.com/octocat/Hello-World.git"

    func makeActions(_ environment: [String: String], installed: Set<String>, spawner: SpySpawner,
                     terminal: TerminalRecorder = TerminalRecorder()) -> LiveExternalActions {
        var actions = LiveExternalActions(environment: environment) { terminal.writes.append($0) }
        actions.platform = .linux
        actions.lookup = ExecutableLookup(environment: environment) { installed.contains($0) }
        actions.spawner = spawner
        return actions
    }

    /// Counts the hand-overs of the terminal `run` asks for.
    final class Lender: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var lent: Int { lock.withLock { count } }
        func lend(_ program: @Sendable () async -> ExternalActionOutcome) async -> ExternalActionOutcome {
            lock.withLock { count += 1 }
            return await program()
        }
    }

    func makeRunner(_ environment: [String: String], installed: Set<String>, spawner: SpySpawner, lender: Lender) -> LiveExternalActions {
        var actions = makeActions(environment, installed: installed, spawner: spawner)
        actions.lend = { program in await lender.lend(program) }
        return actions
    }

    static let cloneDirectory = FileManager.default.temporaryDirectory.path

    @Test func eRunsVisualElseEditorElseViInTheCloneWithTheTerminalHandedOver() async {
        let place = (Self.cloneDirectory as NSString).lastPathComponent
        for (environment, expected) in [
            (["PATH": "/usr/bin", "VISUAL": "code -w", "EDITOR": "nano"], ["/usr/bin/code", "-w"]),
            (["PATH": "/usr/bin", "VISUAL": " ", "EDITOR": "nano"], ["/usr/bin/nano"]),
            (["PATH": "/usr/bin"], ["/usr/bin/vi"]),
        ] {
            let spawner = SpySpawner()
            let lender = Lender()
            let actions = makeRunner(environment, installed: ["/usr/bin/code", "/usr/bin/nano", "/usr/bin/vi"], spawner: spawner, lender: lender)

            let outcome = await actions.run(.editor, in: Self.cloneDirectory)

            let name = (expected[0] as NSString).lastPathComponent
            #expect(outcome == .returned("back from \(name) in \(place)", warning: false))
            #expect(spawner.spawns == [SpySpawner.Spawn(arguments: expected, input: "in " + Self.cloneDirectory)])
            #expect(lender.lent == 1)
        }
    }

    @Test func theShellComesFromShellAndHowItEndedIsSaid() async {
        let place = (Self.cloneDirectory as NSString).lastPathComponent
        let spawner = SpySpawner(exits: ["/bin/zsh": .exited(2)])
        let actions = makeRunner(["PATH": "/usr/bin", "SHELL": "/bin/zsh"], installed: ["/bin/zsh"], spawner: spawner, lender: Lender())

        #expect(await actions.run(.shell, in: Self.cloneDirectory) == .returned("zsh in \(place) exited with status 2", warning: true))
        #expect(spawner.spawns == [SpySpawner.Spawn(arguments: ["/bin/zsh"], input: "in " + Self.cloneDirectory)])
    }

    @Test func noEditorOrAGoneCloneSaysSoWithoutHandingTheTerminalOver() async {
        let spawner = SpySpawner()
        let lender = Lender()
        let actions = makeRunner(["PATH": "/usr/bin", "EDITOR": "hx"], installed: [], spawner: spawner, lender: lender)

        #expect(await actions.run(.editor, in: Self.cloneDirectory) == .failed("no editor hx found — set $VISUAL or $EDITOR"))
        #expect(await actions.run(.shell, in: "/nonexistent/clone") == .failed("/nonexistent/clone is not there any more"))
        #expect(spawner.spawns == [])
        #expect(lender.lent == 0)
    }

    @Test func openRunsTheBrowserFromBrowserWithTheURLAndSaysOpened() async {
        let spawner = SpySpawner()
        let actions = makeActions(["PATH": "/usr/bin", "BROWSER": "firefox --new-tab"],
                                  installed: ["/usr/bin/firefox", "/usr/bin/xdg-open"], spawner: spawner)

        let outcome = await actions.open(Self.page)

        #expect(outcome == .opened(Self.page))
        #expect(spawner.spawns == [SpySpawner.Spawn(arguments: ["/usr/bin/firefox", "--new-tab", Self.page.absoluteString], input: nil)])
    }

    @Test func aBrowserStillRunningAfterTheWatchHasOpenedThePage() async {
        let spawner = SpySpawner(exits: ["/usr/bin/xdg-open": ChildExit?.none])
        let actions = makeActions(["PATH": "/usr/bin"], installed: ["/usr/bin/xdg-open"], spawner: spawner)

        #expect(await actions.open(Self.page) == .opened(Self.page))
        #expect(spawner.spawns == [SpySpawner.Spawn(arguments: ["/usr/bin/xdg-open", Self.page.absoluteString], input: nil)])
        #expect(spawner.killed == [])
    }

    @Test func aLauncherThatFailsAtOnceIsReported() async {
        let spawner = SpySpawner(exits: ["/usr/bin/xdg-open": .exited(3)])
        let actions = makeActions(["PATH": "/usr/bin"], installed: ["/usr/bin/xdg-open"], spawner: spawner)

        #expect(await actions.open(Self.page) == .failed("xdg-open could not open the page (exit status 3)"))
    }

    @Test func noBrowserAtAllSaysToSetBrowserAndRunsNothing() async {
        let spawner = SpySpawner()
        let actions = makeActions(["PATH": "/usr/bin", "BROWSER": "firefox"], installed: [], spawner: spawner)

        #expect(await actions.open(Self.page) == .failed("no browser found — set $BROWSER"))
        #expect(spawner.spawns == [])
    }

    @Test func aSpawnThatFailsIsReported() async {
        let spawner = SpySpawner(failure: SpawnError(operation: "posix_spawn", code: EACCES))
        let actions = makeActions(["PATH": "/usr/bin"], installed: ["/usr/bin/xdg-open"], spawner: spawner)

        #expect(await actions.open(Self.page) == .failed("cannot start xdg-open: posix_spawn: Permission denied"))
    }

    @Test func copyWritesOSC52AndPipesTheTextToTheDesktopsTool() async {
        let spawner = SpySpawner()
        let terminal = TerminalRecorder()
        let actions = makeActions(["PATH": "/usr/bin", "DISPLAY": ":0"], installed: ["/usr/bin/xclip"],
                                  spawner: spawner, terminal: terminal)

        let outcome = await actions.copy(Self.clone)

        #expect(outcome == .copied(Self.clone))
        #expect(terminal.writes == [Array("\u{1B}]52;c;aHR0cHM6Ly9naXRodWIuY29tL29jdG9jYXQvSGVsbG8tV29ybGQuZ2l0\u{07}".utf8)])
        #expect(spawner.spawns == [SpySpawner.Spawn(arguments: ["/usr/bin/xclip", "-selection", "clipboard"], input: Self.clone)])
    }

    @Test func withoutADesktopToolTheTerminalAloneCopies() async {
        let spawner = SpySpawner()
        let terminal = TerminalRecorder()
        let actions = makeActions(["PATH": "/usr/bin"], installed: ["/usr/bin/xclip"], spawner: spawner, terminal: terminal)

        #expect(await actions.copy(Self.clone) == .copied(Self.clone))
        #expect(terminal.writes == [OSC52.sequence(copying: Self.clone)])
        #expect(spawner.spawns == [])
    }

    @Test func aToolThatHangsIsKilledAndOneThatFailsIsMentioned() async {
        let hanging = SpySpawner(exits: ["/usr/bin/wl-copy": ChildExit?.none])
        let hangs = makeActions(["PATH": "/usr/bin", "WAYLAND_DISPLAY": "wayland-0"], installed: ["/usr/bin/wl-copy"],
                                spawner: hanging)
        #expect(await hangs.copy(Self.clone) == .copied(Self.clone, warning: "wl-copy did not finish"))
        #expect(hanging.killed == ["/usr/bin/wl-copy"])

        let failing = SpySpawner(exits: ["/usr/bin/xclip": .exited(1)])
        let fails = makeActions(["PATH": "/usr/bin", "DISPLAY": ":0"], installed: ["/usr/bin/xclip"], spawner: failing)
        #expect(await fails.copy(Self.clone) == .copied(Self.clone, warning: "xclip failed (exit status 1)"))
    }
}
