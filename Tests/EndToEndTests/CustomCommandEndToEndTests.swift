import Foundation
import TestSupport
import Testing

/// `[[command]]`s as a user meets them in tmux: a background command's placeholders reach the
/// program as single arguments and its output waits under `!`; a command that asks first shows
/// what will run, and one that suspends has the terminal until it exits.
@Suite(.serialized)
struct CustomCommandEndToEndTests {
    @Test func aBackgroundCommandRunsAndAQuestionedOneSuspendsTheScreen() async throws {
        let stub = try await StubProcess()
        let marker = stub.scratchFile("marker")
        let directory = stub.scratchFile("config/repotui")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
            [defaults]
            sort = "name"

            [[command]]
            key = "W"
            title = "note it"
            run = ["sh", "-c", "printf '%s\\\\n' \\"$1\\" >> \\"$2\\"; echo wrote \\"$1\\"", "sh", "{full_name} {clone_url}", "\(marker.path)"]

            [[command]]
            key = "K"
            title = "a shell"
            context = "list"
            run = ["sh", "-c", "echo inside \\"$1\\"; read line", "sh", "{name}"]
            mode = "suspend"
            confirm = "Open a shell for {name}?"
            """.write(to: directory.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)

        let run = try await ShellRun(stub: stub, user: "octocat", width: 100, height: 30, commandPrefix: "GH_TOKEN= GITHUB_TOKEN=")
        _ = try await run.tmux.waitForText("› empty-notes")
        try await run.tmux.sendKeys("W")
        let done = try await run.tmux.waitForText("note it: done — ! shows its output")
        #expect(done.last?.contains("W note it") == false)
        #expect(try String(contentsOf: marker, encoding: .utf8) == "octocat/empty-notes https://github.com/octocat/empty-notes.git\n")

        try await run.tmux.sendKeys("!")
        _ = try await run.tmux.waitForText("wrote octocat/empty-notes https://github.com/octocat/empty-notes.git")
        try await run.tmux.sendKeys("Escape")
        // Esc and a key close together read as Alt and the key: the box goes first.
        try await run.tmux.waitForScreen("the messages to close") { lines in !lines.contains { $0.contains("─ messages") } }

        try await run.tmux.sendKeys("K")
        let question = try await run.tmux.waitForText("Open a shell for empty-notes?")
        #expect(question.contains { $0.contains("runs: sh -c 'echo inside \"$1\"; read line' sh empty-notes") })
        try await run.tmux.sendKeys("y")
        _ = try await run.tmux.waitForText("inside empty-notes")
        try await run.tmux.sendKeys("Enter")
        _ = try await run.tmux.waitForText("back from a shell")
        try await run.expectCleanQuit()
    }
}
