import Foundation
import TestSupport
import Testing

/// `o` and `y` in the built `repotui`, in tmux: the browser is a script that records the page it
/// was given, and tmux (with `set-clipboard on`) keeps what OSC 52 copied as a paste buffer.
@Suite(.serialized)
struct LaunchEndToEndTests {
    @Test func oOpensThePageInBrowserAndYCopiesTheCloneURLThroughOSC52() async throws {
        let stub = try await StubProcess()
        let opened = stub.scratchFile("opened")
        let browser = stub.scratchFile("browser")
        // Writes its argument to a file, renamed into place so the test never reads half of it.
        try "#!/bin/sh\nprintf '%s' \"$1\" > \"\(opened.path).tmp\" && mv \"\(opened.path).tmp\" \"\(opened.path)\"\n"
            .write(to: browser, atomically: true, encoding: .utf8)
        chmod(browser.path, 0o755)
        let run = try ShellRun(stub: stub, user: "octocat", width: 100, height: 30,
                               extraEnvironment: ["BROWSER": browser.path + " %s"])
        let tmux = run.tmux
        try tmux.setServerOption("set-clipboard", "on")

        _ = try await tmux.waitForText("octocat · 8 repositories")
        // The preview fetches the selected repository's page and parts once the selection rests
        // (participation a few seconds later, after GitHub's 202): wait until it is all there.
        let first = try await tmux.waitForScreen("the preview to settle") { lines in
            lines.contains { $0.contains("│ Watchers") && !$0.hasSuffix("—") }
                && !lines.contains { $0.contains("loading…") || $0.contains("computing") }
        }
        let selected = try #require(first.first { $0.hasPrefix("›") })
        let name = try #require(selected.dropFirst(2).split(separator: " ").first)
        let page = "https://github.com/octocat/\(name)"

        try tmux.sendKeys("o")
        try await waitUntil(timeout: .seconds(15), interval: .milliseconds(50)) {
            FileManager.default.fileExists(atPath: opened.path)
        }
        #expect(try String(contentsOf: opened, encoding: .utf8) == page)
        let afterOpen = try await tmux.waitForText("opened \(page)")
        // Everything but the status line is as it was: the browser never touched the screen.
        #expect(Array(afterOpen.dropLast(2)) == Array(first.dropLast(2)))
        // The launcher was reaped: repotui has no child left, not even a zombie.
        let repotui = try tmux.repotuiPID()
        try await waitUntil(timeout: .seconds(15), interval: .milliseconds(50)) {
            (try await Spawn.run(["ps", "-o", "pid=", "--ppid", repotui])).output
                .trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }

        try tmux.sendKeys("y")
        let afterCopy = try await tmux.waitForText("copied \(page).git")
        #expect(Array(afterCopy.dropLast(2)) == Array(first.dropLast(2)))
        #expect(try tmux.showBuffer() == "\(page).git")

        try await run.expectCleanQuit()
        #expect(try tmux.display("#{alternate_on}") == "0")
    }

    @Test func withoutABrowserTheStatusLineSaysSo() async throws {
        let stub = try await StubProcess()
        // A PATH holding only what the shell around repotui runs, so no xdg-open is found either.
        let bin = stub.scratchFile("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for tool in ["stty", "sleep"] {
            let installed = try #require(["/usr/bin/\(tool)", "/bin/\(tool)"].first { FileManager.default.isExecutableFile(atPath: $0) })
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(tool).path, withDestinationPath: installed)
        }
        let run = try ShellRun(stub: stub, user: "octocat", width: 80, height: 24,
                               extraEnvironment: ["BROWSER": "no-such-browser", "PATH": bin.path])
        _ = try await run.tmux.waitForText("octocat · 8 repositories")

        try run.tmux.sendKeys("o")
        _ = try await run.tmux.waitForText("no browser found — set $BROWSER")

        try await run.expectCleanQuit(with: "q")
    }
}

extension Tmux {
    /// Sets a server option (`set-clipboard`) of this test's own tmux server.
    func setServerOption(_ name: String, _ value: String) throws {
        try tmuxCommand(["set-option", "-s", name, value])
    }

    /// The newest paste buffer: what an OSC 52 copy put there.
    func showBuffer() throws -> String {
        try tmuxCommand(["show-buffer"])
    }

    /// The pane runs bash, whose child is repotui.
    func repotuiPID() throws -> String {
        let pane = try display("#{pane_pid}")
        return try Spawn.runBriefly(["pgrep", "-P", pane, "repotui"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    private func tmuxCommand(_ arguments: [String]) throws -> String {
        let result = try Spawn.runBriefly(["tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments)
        guard result.status == 0 else {
            throw EndToEndError.commandFailed("tmux \(arguments.joined(separator: " ")): \(result.output)")
        }
        return result.output
    }
}
