import Foundation
import TestSupport
import Testing

/// A terminal whose output is stopped: by a Ctrl-S typed while repotui starts (output flow
/// control is still on then), or by another program (`tcflow`). Every write to it waits.
@Suite(.serialized)
struct StoppedOutputEndToEndTests {
    /// The Ctrl-S arrives while repotui waits for `gh auth token` (which then finds no login),
    /// before ncurses has made it a key. In a one-row terminal ncurses writes its setup (main
    /// screen off, scrolling region) already in `newterm`, before raw mode: found by the torture
    /// test, where that write then blocked for good. (At larger sizes raw mode comes first, and
    /// turning IXON off lets the output flow again.)
    @Test func aCtrlSTypedWhileRepotuiStartsDoesNotFreezeIt() async throws {
        let stub = try await StubProcess()
        let asked = stub.scratchFile("gh-was-asked")
        let answer = stub.scratchFile("gh-may-answer")
        let bin = try stub.fakeGHDirectory("waiting-gh-bin", script: """
            touch \(asked.path)
            while [ ! -e \(answer.path) ]; do sleep 0.02; done
            exit 1
            """)
        let run = try await ShellRun(stub: stub, user: "octocat", width: 2, height: 1,
                               extraEnvironment: ["TERM": "tmux-256color"],
                               commandPrefix: "PATH=\(bin.path):$PATH GH_TOKEN= GITHUB_TOKEN=")
        try await waitUntil(timeout: .seconds(15)) { FileManager.default.fileExists(atPath: asked.path) }

        try await run.tmux.sendKeys("C-s")
        try Data().write(to: answer)
        try await waitUntil(timeout: .seconds(15)) { try await run.tmux.display("#{alternate_on}") == "1" }
        try await run.tmux.resize(width: 80, height: 24)

        let first = try await run.tmux.waitForText("octocat · 8 repositories")
        let selected = try #require(first.firstIndex { $0.hasPrefix("›") })
        try await run.tmux.sendKeys("Down")
        try await run.tmux.waitForScreen("the selection to move down") { lines in
            lines.firstIndex { $0.hasPrefix("›") } == selected + 1
        }
        try await run.expectCleanQuit()
    }

    /// The orderly end writes to the terminal too (main screen, cursor), so it waits with
    /// everything else; two seconds after the signal repotui ends anyway, with the terminal's
    /// settings put back. The screen cannot be: the main screen stays off in tmux.
    @Test func aSignalEndsRepotuiEvenWhenTheTerminalTakesNoOutput() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24)
        _ = try await run.tmux.waitForText("octocat · 8 repositories")
        let tty = try await run.tmux.display("#{pane_tty}")
        try await Self.flow(tty, on: false)
        defer { Spawn.startDetached(Self.flowCommand(tty, on: true)) }

        let pane = try await run.tmux.display("#{pane_pid}")
        _ = try await Spawn.run(["pkill", "-TERM", "-P", pane, "repotui"])
        let result = try await run.waitForExit()

        #expect(result.status == "143")
        #expect(result.before == result.after)
    }

    /// Stops or restarts the output of the terminal at `tty`, as `tcflow` does.
    private static func flow(_ tty: String, on: Bool) async throws {
        let result = try await Spawn.run(flowCommand(tty, on: on))
        guard result.status == 0 else { throw EndToEndError.commandFailed("tcflow \(tty): \(result.output)") }
    }

    private static func flowCommand(_ tty: String, on: Bool) -> [String] {
        let script = "import os, sys, termios; fd = os.open(sys.argv[1], os.O_RDWR | os.O_NOCTTY); "
            + "termios.tcflow(fd, termios.TCOON if sys.argv[2] == 'on' else termios.TCOOFF)"
        return ["python3", "-c", script, tty, on ? "on" : "off"]
    }
}
