import Foundation
import TestSupport
import Testing

/// Issue 27, item 2, in the built app in tmux: clones in octocat's folder that the list does not
/// hold are rows of their own, and the stub — answering 301 for a renamed repository and 404 for
/// one it never had — says what became of each; `is:local-only` keeps them.
@Suite(.serialized)
struct LocalOnlyEndToEndTests {
    @Test func localOnlyClonesAreRowsThatSayWhatGitHubSaid() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("local-only-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let clones = scratch.appendingPathComponent("clones").path
        for name in ["git-group", "my-experiment"] {
            let path = clones + "/octocat/" + name
            _ = try await Spawn.run(["git", "init", "-q", "-b", "main", path])
            try "notes\n".write(toFile: path + "/notes.txt", atomically: true, encoding: .utf8)
        }

        let stub = try await StubProcess(arguments: [])
        try CloneStateEndToEndTests.writeConfig(clones: clones, columns: #"["name", "description", "clone"]"#, for: stub)
        let run = try await ShellRun(stub: stub, user: "octocat", width: 90, height: 24, commandPrefix: "GH_TOKEN= GITHUB_TOKEN=")
        let screen = try await run.tmux.waitForScreen("both local-only rows with GitHub's word") { lines in
            lines.contains { $0.contains("git-group") && $0.contains("local only — GitHub moved it to octocat/git-conso") }
                && lines.contains { $0.contains("my-experiment") && $0.contains("local only — not on GitHub") }
        }
        #expect(screen[0].hasPrefix(" octocat · 10 repositories (2 local only) ·"))
        // git has read them too: a branch with no upstream, an untracked file.
        try await run.tmux.waitForScreen("their clone states") { lines in
            lines.filter { $0.contains("local only") && $0.hasSuffix("dirty") }.count == 2
        }

        try await run.tmux.type("/is:local-only")
        try await run.tmux.sendKeys("Enter")
        let kept = try await run.tmux.waitForText("octocat · 2 of 10 repositories")
        #expect(kept.filter { $0.contains("local only —") }.count == 2)
        try await run.expectCleanQuit()
    }
}
