import Foundation
import TestSupport
import Testing

/// Issue 31's accessible mode read the way a screen reader meets it: the terminal's output
/// stream (recorded from before repotui starts) holds no box drawing or bars, the rows are
/// spoken lines, the terminal's cursor sits on the selected row, and each message is a new
/// line below the last.
@Suite(.serialized)
struct AccessibleEndToEndTests {
    @Test func theStreamHasNoBoxDrawingTheCursorFollowsTheSelectionAndMessagesAreNewLines() async throws {
        let stub = try await StubProcess()
        let stream = stub.scratchFile("stream")
        let go = stub.scratchFile("go")
        // repotui starts once the recording does: the shell waits for `go`.
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24,
                                     commandPrefix: "until [ -e '\(go.path)' ]; do sleep 0.05; done; GH_TOKEN= GITHUB_TOKEN= ACCESSIBLE=1")
        try await run.tmux.recordOutput(to: stream)
        try Data().write(to: go)

        let list = try await run.tmux.waitForText("updated just now")
        let selected = try #require(list.firstIndex { $0.hasPrefix("› ") })
        // The stub's dates are fixed and the binary reads the real clock: how long ago a push was
        // moves with the day the tests run (this said "28 days" until it said "29").
        #expect(list[selected].wholeMatch(of: /› test-repo1, 58 stars, pushed \d+ days ago, Go, A deliberately long description…/) != nil,
                "\(list[selected])")
        #expect(list.contains { $0.prefixMatch(of: /\ \ linguist, 194 stars, pushed \d+ (months|years?) ago, Ruby, fork, Language Savant\./) != nil })
        #expect(list.contains { $0.hasPrefix(" [All 8] Sources 7  Forks 1  Archived 1  Templates 1   CSS 25%, Go 25%") })
        #expect(try await run.tmux.display("#{cursor_flag} #{cursor_x},#{cursor_y}") == "1 0,\(selected)")

        try await run.tmux.sendKeys("j")
        try await waitUntil(timeout: .seconds(15), interval: .milliseconds(50)) {
            (try? await run.tmux.display("#{cursor_y}")) == "\(selected + 1)"
        }

        try await run.tmux.sendKeys("?")
        _ = try await run.tmux.waitForText("keys — ↑↓ scroll")
        try await run.tmux.sendKeys("q")
        _ = try await run.tmux.waitForScreen("help closed") { lines in !lines.contains { $0.contains("keys — ↑↓ scroll") } }

        try await run.tmux.sendKeys("y")
        // The messages below the frame: each a new line under the one before, none repainted.
        let copied = try await run.tmux.waitForText("copied https://github.com/octocat/Hello-World.git")
        #expect(copied.filter { !$0.isEmpty }.suffix(2) == [
            "copying https://github.com/octocat/Hello-World.git…", "copied https://github.com/octocat/Hello-World.git",
        ])

        let bytes = try Data(contentsOf: stream)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("linguist, 194 stars"))
        // The load's messages in the order they came. A progress report in between ("loading 1/1
        // pages…") is drawn only when a frame falls between the page and the list's end (a CI run
        // saw none), so it is not counted on.
        let loading = try #require(text.range(of: "loading…"))
        #expect(text.range(of: "updated just now", range: loading.upperBound..<text.endIndex) != nil)
        #expect(!text.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) }, "box drawing or a bar in the output stream")
        try await run.expectCleanQuit()
    }
}
