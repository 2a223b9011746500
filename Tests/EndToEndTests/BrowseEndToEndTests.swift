import Foundation
import TestSupport
import Testing

/// The built `repotui` against the built `github-stub`, in tmux, read as a person reads it.
@Suite(.serialized)
struct BrowseEndToEndTests {
    @Test func browsingOctocatListDetailRefreshAndQuitRestoresTheTerminal() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24)
        let tmux = run.tmux

        let first = try await tmux.waitForText("octocat · 8 repositories")
        let selectedBefore = try #require(first.firstIndex { $0.hasPrefix("›") })

        try await tmux.sendKeys("Down")
        let moved = try await tmux.waitForScreen("the selection to move down") { lines in
            lines.firstIndex { $0.hasPrefix("›") } == selectedBefore + 1
        }
        let selectedName = try #require(moved[selectedBefore + 1].dropFirst(2).split(separator: " ").first)

        try await tmux.sendKeys("Enter")
        let detail = try await tmux.waitForText("Watchers")
        #expect(detail.contains(" octocat/\(selectedName)"))

        try await tmux.sendKeys("Escape")
        let back = try await tmux.waitForText("NAME")
        #expect(back.firstIndex { $0.hasPrefix("›") } == selectedBefore + 1)

        let listRequests = stub.requests().filter { $0.contains("/users/octocat/repos") }.count
        try await tmux.sendKeys("r")
        try await tmux.waitForScreen("a new request for the list") { _ in
            stub.requests().filter { $0.contains("/users/octocat/repos") }.count == listRequests + 1
        }
        _ = try await tmux.waitForText("octocat · 8 repositories")

        try await run.expectCleanQuit()
    }

    @Test func unknownUserShowsNotFoundAndCtrlCQuits() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "nobody-here", width: 80, height: 24)
        _ = try await run.tmux.waitForText("GitHub user 'nobody-here' not found")
        try await run.expectCleanQuit(with: "C-c")
    }

    @Test func splitLayoutAt120ColumnsPreviewsTheSelection() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 120, height: 40)
        let screen = try await run.tmux.waitForText("octocat · 8 repositories")
        // What the preview shows from the list's copy and from the repository's own page alike
        // (the reference facts move down once the activity arrives).
        #expect(screen.contains { $0.hasPrefix("› test-repo1 ") })
        #expect(screen.contains { $0.hasPrefix("  NAME") && $0.hasSuffix("│ octocat/test-repo1") })
        #expect(screen.contains { $0.contains("│ Stars          58") })
        try await run.tmux.sendKeys("q")
        _ = try await run.waitForExit()
    }

    @Test(arguments: [("TERM", "143"), ("HUP", "129"), ("INT", "130")])
    func aSignalRestoresTheTerminal(signal: String, status: String) async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24)
        _ = try await run.tmux.waitForText("octocat · 8 repositories")
        // The pane runs bash, whose child is repotui.
        let pid = try await run.tmux.display("#{pane_pid}")
        _ = try await Spawn.run(["pkill", "-\(signal)", "-P", pid, "repotui"])
        let result = try await run.waitForExit()
        #expect(result.status == status)
        #expect(result.before == result.after)
        #expect(try await run.tmux.display("#{alternate_on}") == "0")
    }

    /// Issue 14, item 10: a signal while repotui is still starting — here while it waits for
    /// `gh auth token`, before the terminal is open — ends it with 128 + n all the same.
    @Test(arguments: [("TERM", "143"), ("HUP", "129"), ("INT", "130")])
    func aSignalDuringStartUpEndsWithTheSameStatus(signal: String, status: String) async throws {
        let stub = try await StubProcess()
        let asked = stub.scratchFile("gh-was-asked")
        let bin = try stub.fakeGHDirectory("slow-gh-bin", script: "touch \(asked.path)\nexec sleep 10")
        // The shell would report a death by the signal as 128 + n too: a parent that sees the
        // difference (Python's returncode is negative for a signal) runs repotui instead.
        let parent = stub.scratchFile("exit-status.py")
        try "import subprocess, sys\nrc = subprocess.run(sys.argv[1:]).returncode\nsys.exit(rc if rc >= 0 else 200 - rc)\n"
            .write(to: parent, atomically: true, encoding: .utf8)
        // PATH and the tokens are set in the command: tmux's server keeps its own environment.
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24,
                               commandPrefix: "PATH=\(bin.path):$PATH GH_TOKEN= GITHUB_TOKEN= python3 \(parent.path)")
        try await waitUntil(timeout: .seconds(15)) { FileManager.default.fileExists(atPath: asked.path) }

        // The pane runs bash, whose child is the Python parent, whose child is repotui.
        let pane = try await run.tmux.display("#{pane_pid}")
        let parentPID = try await Spawn.run(["pgrep", "-P", pane, "python3"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try await Spawn.run(["pkill", "-\(signal)", "-P", parentPID, "repotui"])
        let result = try await run.waitForExit()

        #expect(result.status == status)
        #expect(result.before == result.after)
        #expect(try await run.tmux.display("#{alternate_on}") == "0")
    }

    @Test func wideCharactersSurviveAnUnsetLANG() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "unicode-zoo", width: 80, height: 24,
                               extraEnvironment: ["LANG": "", "LC_ALL": ""])
        let screen = try await run.tmux.waitForText("unicode-zoo · 10 repositories")
        #expect(screen.contains { $0.contains("中文项目") })
        try await run.tmux.sendKeys("q")
        _ = try await run.waitForExit()
    }
}
