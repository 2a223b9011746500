import Foundation
import TestSupport
import Testing

/// Issue 27 in the built app, in tmux: a clone made with `c` shows what git says of it in the
/// CLONE column, an edit shows after `r`, and `e` hands the terminal to the editor in the clone
/// and takes it back. Real git, a real editor process (a script), nothing mocked.
@Suite(.serialized)
struct CloneStateEndToEndTests {
    @Test func theCloneColumnFollowsGitAndEOpensTheEditorInTheClone() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("clone-state-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let gitRoot = try await Self.helloWorldRemote(in: scratch)
        // The editor: says where it runs, then waits for a line, as an editor waits for its user.
        let ran = scratch.appendingPathComponent("editor-ran").path
        let editor = scratch.appendingPathComponent("fake-editor").path
        try "#!/bin/sh\necho \"editing in $(pwd)\"\npwd > \(ran)\nread line\necho \"$line\" >> \(ran)\n"
            .write(toFile: editor, atomically: true, encoding: .utf8)
        _ = try await Spawn.run(["chmod", "+x", editor])

        let stub = try await StubProcess(arguments: ["--clone-root", gitRoot.path])
        let clones = scratch.appendingPathComponent("clones").path
        try Self.writeConfig(clones: clones, columns: #"["name", "clone", "stars"]"#, for: stub)

        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24,
                                     extraEnvironment: ["EDITOR": editor, "VISUAL": ""], commandPrefix: "GH_TOKEN= GITHUB_TOKEN=")
        _ = try await run.tmux.waitForText("octocat · 8 repositories")
        try await run.tmux.sendKeys("Down")
        try await run.tmux.sendKeys("Down")
        try await run.tmux.waitForScreen("Hello-World to be selected") { $0.contains { $0.hasPrefix("› Hello-World") } }
        try await run.tmux.sendKeys("c")
        try await run.tmux.waitForScreen("the fresh clone clean") { $0.contains { $0.hasPrefix("›✓Hello-World") && $0.contains(" clean ") } }

        // An edit changes only the working tree: `r` asks git again.
        let clone = clones + "/octocat/Hello-World"
        try "edited\n".write(toFile: clone + "/README.md", atomically: true, encoding: .utf8)
        try await run.tmux.sendKeys("r")
        try await run.tmux.waitForScreen("the clone dirty") { $0.contains { $0.hasPrefix("›✓Hello-World") && $0.contains(" dirty ") } }

        try await run.tmux.sendKeys("e")
        // The editor's own screen (its line wraps at 80 columns; where it ran is checked below).
        _ = try await run.tmux.waitForText("editing in ")
        try await run.tmux.sendKeys("saved", "Enter")
        let back = try await run.tmux.waitForText("back from fake-editor in Hello-World")
        #expect(back.contains { $0.hasPrefix("›✓Hello-World") && $0.contains(" dirty ") })
        #expect(try String(contentsOfFile: ran, encoding: .utf8) == clone + "\nsaved\n")

        // A row that is not cloned says so.
        try await run.tmux.sendKeys("Up")
        try await run.tmux.sendKeys("e")
        _ = try await run.tmux.waitForText("octocat/git-consortium is not cloned — c clones it")
        try await run.expectCleanQuit()
    }

    /// `repotui-cd` (Scripts/shell, what Scripts/install installs) in bash: `repotui --pick` draws
    /// on the terminal while its standard output is captured, Enter on a repository not on disk
    /// clones it and prints its path, and the function changes into it.
    @Test func repotuiCdPicksClonesAndChangesIntoTheClone() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pick-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let gitRoot = try await Self.helloWorldRemote(in: scratch)
        let stub = try await StubProcess(arguments: ["--clone-root", gitRoot.path])
        let clones = scratch.appendingPathComponent("clones").path
        try Self.writeConfig(clones: clones, columns: #"["name", "description", "language", "stars", "pushed"]"#, for: stub)

        let binaries = (try Binaries.path(of: "repotui") as NSString).deletingLastPathComponent
        let function = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/shell/repotui-cd.sh").path
        let result = scratch.appendingPathComponent("result").path
        let script = "PATH=\(binaries):$PATH; GH_TOKEN=; GITHUB_TOKEN=; . \(function); cd \(scratch.path); "
            + "repotui-cd --api-url \(stub.apiURL) octocat; echo \"$? $(pwd)\" > \(result); exec sleep 600"
        let environment = ["LANG": "C.UTF-8", "TERM": "screen-256color"].merging(stub.cacheEnvironment) { $1 }
        let tmux = try await Tmux(width: 80, height: 24, command: "bash --norc --noprofile -c '\(script)'", environment: environment)

        // The rows first: keys pressed while they load would be overtaken by their arrival.
        let picker = try await tmux.waitForText("octocat · 8 repositories")
        #expect(picker.contains { $0.contains("pick a repository — ⏎ prints its clone's path") })
        try await tmux.sendKeys("Down")
        try await tmux.sendKeys("Down")
        try await tmux.waitForScreen("Hello-World to be selected") { $0.contains { $0.hasPrefix("› Hello-World") } }
        try await tmux.sendKeys("Enter")
        try await waitUntil(timeout: .seconds(30), interval: .milliseconds(50)) {
            (try? String(contentsOfFile: result, encoding: .utf8))?.hasSuffix("\n") == true
        }
        #expect(try String(contentsOfFile: result, encoding: .utf8) == "0 \(clones)/octocat/Hello-World\n")
        #expect(FileManager.default.fileExists(atPath: clones + "/octocat/Hello-World/README.md"))
    }

    /// `git/octocat/Hello-World.git` under `scratch`: a bare repository with one commit on
    /// master, Hello-World's default branch as the stub says. Returns the `git` folder.
    static func helloWorldRemote(in scratch: URL) async throws -> URL {
        let gitRoot = scratch.appendingPathComponent("git")
        let work = scratch.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        _ = try await Spawn.run(["git", "init", "-q", "-b", "master", work.path])
        try "hello\n".write(to: work.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        _ = try await Spawn.run(["git", "-C", work.path, "add", "README.md"])
        _ = try await Spawn.run(["git", "-C", work.path, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "first"])
        _ = try await Spawn.run(["git", "clone", "-q", "--bare", work.path, gitRoot.appendingPathComponent("octocat/Hello-World.git").path])
        return gitRoot
    }

    /// A config with the clones under `clones`, the list sorted by name, these columns.
    static func writeConfig(clones: String, columns: String, for stub: StubProcess) throws {
        let directory = stub.scratchFile("config/repotui")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
            [defaults]
            sort = "name"
            columns = \(columns)

            [clone]
            layout = "\(clones)/{owner}/{repo}"
            protocol = "https"
            """.write(to: directory.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    }
}
