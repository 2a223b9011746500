import Foundation
import TestSupport
import Testing

/// The config file as a user meets it: a mistake stops repotui with the line (exit 78),
/// `--no-config` starts without it, `--print-config` prints a file to start from, and the
/// settings take effect — the list's order and columns, and where `c` clones (real git).
@Suite(.serialized)
struct ConfigEndToEndTests {
    static let noToken = ["GH_TOKEN": "", "GITHUB_TOKEN": ""]

    func writeConfig(_ text: String, for stub: StubProcess) throws {
        let directory = stub.scratchFile("config/repotui")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: directory.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    }

    @Test func aMistakeStopsRepotuiWithTheLineAndNoConfigStartsWithoutTheFile() async throws {
        let stub = try await StubProcess()
        try writeConfig("[defaults]\nsort = \"stars\"\ncolums = [\"name\"]\n", for: stub)
        let repotui = try Binaries.path(of: "repotui")
        let environment = stub.cacheEnvironment.merging(Self.noToken) { $1 }
        let path = stub.scratchFile("config/repotui/config.toml").path

        let refused = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--json", "octocat"], environment: environment)
        #expect(refused == (78, """
            repotui: \(path): line 3: unknown key 'colums' in [defaults] — did you mean 'columns'?
            repotui: fix the config file, or start without it with --no-config

            """))
        #expect(stub.requests().isEmpty)

        let without = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--json", "--no-config", "octocat"], environment: environment)
        #expect(without.status == 0)
    }

    /// The key summary is made only when help is asked for (issue 30: a start without `--help`
    /// neither reads the file for it nor walks the key tables), and then with the file's keys.
    @Test func helpListsTheKeysTheConfigFileGives() async throws {
        let stub = try await StubProcess()
        try writeConfig("[keys.list]\nclone = \"ctrl-k\"\n", for: stub)
        let repotui = try Binaries.path(of: "repotui")

        for flag in ["--help", "-h"] {
            let help = try await Spawn.run([repotui, flag], environment: stub.cacheEnvironment)
            #expect(help.status == 0)
            #expect(help.output.contains("Keys —\nList: ↑ k move up;"))
            #expect(help.output.contains("Ctrl-K clone the marked repositories"))
            #expect(help.output.contains("The mouse: the wheel scrolls"))
        }
        let usage = try await Spawn.run([repotui, "--no-such-option"], environment: stub.cacheEnvironment)
        #expect(usage.status == 64)
        #expect(!usage.output.contains("Keys —"))
    }

    @Test func printConfigWritesEveryDefaultAsAFileThatReadsBack() async throws {
        let stub = try await StubProcess()
        try writeConfig("[defaults]\nsort = \"name\"\n", for: stub)
        let repotui = try Binaries.path(of: "repotui")
        let printed = try await Spawn.run([repotui, "--print-config"], environment: stub.cacheEnvironment)

        #expect(printed.status == 0)
        #expect(printed.output.contains("\nsort = \"name\"\n"))
        #expect(printed.output.contains("\nlayout = \"~/src/{host}/{owner}/{repo}\"\n"))
        let copy = stub.scratchFile("printed.toml")
        try printed.output.write(to: copy, atomically: true, encoding: .utf8)
        #expect(try await Spawn.run([repotui, "--config", copy.path, "--print-config"], environment: [:]).output == printed.output)
    }

    @Test func theSettingsTakeEffectAndCClonesWhereTheLayoutSays() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("config-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let gitRoot = scratch.appendingPathComponent("git")
        try await Self.bareRepository(at: gitRoot.appendingPathComponent("octocat/Hello-World.git"), work: scratch.appendingPathComponent("work"))
        let stub = try await StubProcess(arguments: ["--clone-root", gitRoot.path])
        let clones = scratch.appendingPathComponent("clones").path
        try writeConfig("""
            [defaults]
            sort = "name"
            columns = ["name", "stars"]

            [clone]
            layout = "\(clones)/{owner}/{repo}"
            protocol = "https"
            """, for: stub)

        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24, commandPrefix: "GH_TOKEN= GITHUB_TOKEN=")
        // Waiting for the settings themselves: a failure shows the screen they did not reach.
        try await run.tmux.waitForScreen("the list by name, with the configured columns") { lines in
            lines.contains { $0.contains("octocat · 8 repositories") }
                && lines.contains { $0.hasPrefix("  NAME") && $0.contains("STARS") && !$0.contains("PUSHED") }
                && lines.contains { $0.hasPrefix("› empty-notes") }
        }
        // By name: empty-notes, git-consortium, Hello-World.
        try await run.tmux.sendKeys("Down")
        try await run.tmux.sendKeys("Down")
        try await run.tmux.waitForScreen("Hello-World to be selected") { lines in lines.contains { $0.hasPrefix("› Hello-World") } }
        try await run.tmux.sendKeys("c")
        // The whole message is longer than the status line; `!` would show it in full.
        _ = try await run.tmux.waitForText(" cloned octocat/Hello-World into \(clones.prefix(20))")
        #expect(FileManager.default.fileExists(atPath: clones + "/octocat/Hello-World/README.md"))
        let ticked = try await run.tmux.waitForText("✓Hello-World")
        #expect(ticked.contains { $0.hasPrefix("›✓Hello-World") })
        try await run.expectCleanQuit()
    }

    /// A bare repository with one commit at `path`, made with the system git.
    static func bareRepository(at path: URL, work: URL) async throws {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        _ = try await Spawn.run(["git", "init", "-q", work.path])
        try "hello\n".write(to: work.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        _ = try await Spawn.run(["git", "-C", work.path, "add", "README.md"])
        _ = try await Spawn.run(["git", "-C", work.path, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "first"])
        _ = try await Spawn.run(["git", "clone", "-q", "--bare", work.path, path.path])
    }
}
