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
        // Tall enough that the whole preview is on screen: a part still on its way cannot hide
        // below the fold (one did, and arrived between the two screens compared).
        let run = try await ShellRun(stub: stub, user: "octocat", width: 100, height: 70,
                               extraEnvironment: ["BROWSER": browser.path + " %s"])
        let tmux = run.tmux
        try await tmux.setServerOption("set-clipboard", "on")

        _ = try await tmux.waitForText("octocat · 8 repositories")
        // The preview fetches the selected repository's page and parts once the selection rests
        // (participation a few seconds later, after GitHub's 202): wait until it is all there.
        let first = try await tmux.waitForScreen("the preview to settle") { lines in
            lines.contains { $0.contains("│ Watchers") && !$0.hasSuffix("—") }
                && !lines.contains { $0.contains("loading…") || $0.contains("computing") || $0.hasSuffix(" more") }
        }
        let selected = try #require(first.first { $0.hasPrefix("›") })
        let name = try #require(selected.dropFirst(2).split(separator: " ").first)
        let page = "https://github.com/octocat/\(name)"

        try await tmux.sendKeys("o")
        try await waitUntil(timeout: .seconds(15), interval: .milliseconds(50)) {
            FileManager.default.fileExists(atPath: opened.path)
        }
        #expect(try String(contentsOf: opened, encoding: .utf8) == page)
        let afterOpen = try await tmux.waitForText("opened \(page)")
        // Everything but the status line is as it was: the browser never touched the screen.
        #expect(Array(afterOpen.dropLast(2)) == Array(first.dropLast(2)))
        // The launcher was reaped: repotui has no child left, not even a zombie.
        let repotui = try await tmux.repotuiPID()
        try await waitUntil(timeout: .seconds(15), interval: .milliseconds(50)) {
            (try await Spawn.run(["ps", "-o", "pid=", "--ppid", repotui])).output
                .trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }

        try await tmux.sendKeys("y")
        let afterCopy = try await tmux.waitForText("copied \(page).git")
        #expect(Array(afterCopy.dropLast(2)) == Array(first.dropLast(2)))
        #expect(try await tmux.showBuffer() == "\(page).git")

        try await run.expectCleanQuit()
        #expect(try await tmux.display("#{alternate_on}") == "0")
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
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24,
                               extraEnvironment: ["BROWSER": "no-such-browser", "PATH": bin.path])
        _ = try await run.tmux.waitForText("octocat · 8 repositories")

        try await run.tmux.sendKeys("o")
        _ = try await run.tmux.waitForText("no browser found — set $BROWSER")

        try await run.expectCleanQuit(with: "q")
    }
}
