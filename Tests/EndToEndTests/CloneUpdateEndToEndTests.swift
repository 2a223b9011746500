import Foundation
import TestSupport
import Testing

/// Issue 27, item 4, in the built app in tmux: `F` fetches a clone that others pushed to, the
/// CLONE column says how far behind it is, `U` fast-forwards it; a dirty clone is left alone.
/// Real git on a real bare remote, nothing mocked.
@Suite(.serialized)
struct CloneUpdateEndToEndTests {
    @Test func fFetchesUFastForwardsAndADirtyCloneIsLeftAlone() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("clone-update-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let gitRoot = try await CloneStateEndToEndTests.helloWorldRemote(in: scratch)
        let remote = gitRoot.appendingPathComponent("octocat/Hello-World.git").path
        let clones = scratch.appendingPathComponent("clones").path
        let clone = clones + "/octocat/Hello-World"
        _ = try await Spawn.run(["git", "clone", "-q", remote, clone])
        // Someone else pushes a commit.
        let other = scratch.appendingPathComponent("other").path
        _ = try await Spawn.run(["git", "clone", "-q", remote, other])
        try await Self.push("second\n", from: other)

        let stub = try await StubProcess(arguments: ["--clone-root", gitRoot.path])
        try CloneStateEndToEndTests.writeConfig(clones: clones, columns: #"["name", "clone", "stars"]"#, for: stub)
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24, commandPrefix: "GH_TOKEN= GITHUB_TOKEN=")
        _ = try await run.tmux.waitForText("octocat · 8 repositories")
        try await run.tmux.waitForScreen("the clone read as clean") { Self.row($0)?.contains(" clean ") == true }

        try await run.tmux.sendKeys("F")
        let fetched = try await run.tmux.waitForText("octocat/Hello-World: fetched — 1 behind origin/master")
        #expect(Self.row(fetched)?.contains(" ↓1 ") == true)
        #expect(try String(contentsOfFile: clone + "/README.md", encoding: .utf8) == "hello\n")

        try await run.tmux.sendKeys("U")
        let moved = try await run.tmux.waitForText("octocat/Hello-World: fast-forwarded 1 commit to origin/master")
        #expect(Self.row(moved)?.contains(" clean ") == true)
        #expect(try String(contentsOfFile: clone + "/README.md", encoding: .utf8) == "second\n")

        // Dirty and behind: fetched, never fast-forwarded.
        try "my edit\n".write(toFile: clone + "/README.md", atomically: true, encoding: .utf8)
        try await Self.push("third\n", from: other)
        try await run.tmux.sendKeys("F")
        let dirty = try await run.tmux.waitForText("fetched — 1 behind origin/master")
        #expect(Self.row(dirty)?.contains(" dirty ↓1 ") == true)
        try await run.tmux.sendKeys("U")
        _ = try await run.tmux.waitForText("nothing to fast-forward: no clean clone is behind its upstream")
        #expect(try String(contentsOfFile: clone + "/README.md", encoding: .utf8) == "my edit\n")
        try await run.expectCleanQuit()
    }

    /// Hello-World's row on the screen.
    static func row(_ lines: [String]) -> String? {
        lines.first { $0.dropFirst(2).hasPrefix("Hello-World ") }
    }

    /// A commit of README.md with `text`, pushed from the clone `other`.
    static func push(_ text: String, from other: String) async throws {
        try text.write(toFile: other + "/README.md", atomically: true, encoding: .utf8)
        _ = try await Spawn.run(["git", "-C", other, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qam", text])
        _ = try await Spawn.run(["git", "-C", other, "push", "-q", "origin", "master"])
    }
}
