import Foundation
import TestSupport
import Testing

/// The README in the detail pane, from the built binaries in tmux: fetched when a repository is
/// opened (never for the split layout's preview), scrolled with PgDn/Space/End, "no README" for
/// a repository without one, and read from the cache when GitHub is gone.
@Suite(.serialized)
struct ReadmeEndToEndTests {
    /// octocat's list pushed newest first: Hello-World second, octocat.github.io (no README) sixth.
    static let helloWorldRow = 1
    static let pagesSiteRow = 5

    /// Opens the repository `downs` rows below the first and waits for its summary.
    func open(row downs: Int, in tmux: Tmux, name: String) async throws {
        for _ in 0..<downs { try await tmux.sendKeys("Down") }
        try await tmux.waitForScreen("\(name) to be selected") { lines in
            lines.contains { $0.hasPrefix("› \(name) ") }
        }
        try await tmux.sendKeys("Enter")
        _ = try await tmux.waitForScreen("\(name)'s summary") { lines in
            lines.contains(" octocat/\(name)") && lines.contains { $0.hasPrefix(" Watchers") }
        }
    }

    /// Waits until the README has arrived and its rule is on screen. Keys sent while it loads
    /// scroll only as far as "loading README…", so a test waits for it before scrolling on.
    @discardableResult
    func waitForReadme(in tmux: Tmux) async throws -> [String] {
        try await tmux.waitForScreen("the README under its rule") { lines in
            lines.contains { $0.contains("── README ──") } && !lines.contains { $0.contains("loading README…") }
        }
    }

    /// Scrolls to the end once the README has arrived: the reference section, under the
    /// README's last lines. End is sent again on every look: an End handled while the README
    /// loads stops where the README's length put the end then, and End at the end changes nothing.
    @discardableResult
    func scrollToTheEnd(in tmux: Tmux) async throws -> [String] {
        try await tmux.waitForScreen("the end, after the README", pressing: "End") { lines in
            lines.contains { $0.hasSuffix("(end)") } && !lines.contains { $0.contains("loading README…") }
        }
    }

    /// The README requests the stub logged ("GET /repos/o/r/readme if-none-match=-").
    func readmeRequests(of stub: StubProcess) -> [String] {
        stub.requests().filter { $0.contains("/readme ") }
    }

    @Test func theReadmeFollowsTheSummaryScrollsAndTheReferenceFollowsItAndARepositoryWithoutOneSaysSo() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24)
        let tmux = run.tmux
        _ = try await tmux.waitForText("octocat · 8 repositories")

        try await open(row: Self.helloWorldRow, in: tmux, name: "Hello-World")
        // The summary and the Activity section fill the first page; the README starts on the second.
        try await tmux.sendKeys("NPage")
        let firstPage = try await waitForReadme(in: tmux)
        #expect(firstPage.contains(" Hello-World"))
        try await tmux.sendKeys("Space")
        // Where the pages break depends on how many part lines had arrived when PgDn came: the
        // rule may be anywhere on the first page. Space then scrolls it away, and the page after
        // it is README text.
        let secondPage = try await tmux.waitForScreen("Space to page past the README's rule") { lines in
            lines != firstPage && !lines.contains { $0.contains("── README ──") }
        }
        #expect((firstPage + secondPage).contains(" 1. Fork the repository"))
        #expect(secondPage.contains(#" echo "Hello, World!" > README"#))
        #expect(secondPage.contains { $0.contains("/repos/{owner}/{repo}/readme") && $0.contains("│") })
        // The reference section is what is left at the end, right under the README's last line.
        // (A part arriving after one End — a fact line of the reference — moves the end down.)
        let end = try await scrollToTheEnd(in: tmux)
        let last = try #require(end.firstIndex(of: " Public domain. Say hello 👋 — こんにちは！"))
        #expect(Array(end[last...].prefix(4)) == [
            " Public domain. Say hello 👋 — こんにちは！",
            "",
            " ── Reference " + String(repeating: "─", count: 65),
            " Default branch master",
        ])

        try await tmux.sendKeys("Escape")
        _ = try await tmux.waitForText("NAME")
        try await open(row: Self.pagesSiteRow - Self.helloWorldRow, in: tmux, name: "octocat.github.io")
        let none = try await scrollToTheEnd(in: tmux)
        let rule = try #require(none.firstIndex { $0.hasPrefix(" ── README ──") })
        #expect(Array(none[rule...].prefix(4)) == [
            " ── README " + String(repeating: "─", count: 68), " no README", "", " ── Reference " + String(repeating: "─", count: 65),
        ])

        try await tmux.sendKeys("q")
        _ = try await tmux.waitForText("NAME")
        try await run.expectCleanQuit()
        #expect(readmeRequests(of: stub) == [
            "GET /repos/octocat/Hello-World/readme if-none-match=-",
            "GET /repos/octocat/octocat.github.io/readme if-none-match=-",
        ])
    }

    @Test func theSplitLayoutsPreviewFetchesNoReadmeAndTheOpenedDetailShowsIt() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 120, height: 40)
        let tmux = run.tmux
        _ = try await tmux.waitForText("octocat · 8 repositories")

        for _ in 0..<3 { try await tmux.sendKeys("Down") }
        try await tmux.waitForScreen("the preview to follow the selection") { lines in
            lines.contains { $0.contains("│ octocat/swift-cli-template") }
        }
        #expect(readmeRequests(of: stub) == [])

        try await tmux.sendKeys("Enter")
        _ = try await tmux.waitForText("› octocat/swift-cli-template")
        let end = try await scrollToTheEnd(in: tmux)
        #expect(end.contains { $0.hasSuffix("│ swift run cli --help") })
        #expect(end.contains { $0.hasSuffix("│ ── README " + String(repeating: "─", count: 47)) })
        #expect(end.contains { $0.contains("│ Click Use this template to start") })
        #expect(readmeRequests(of: stub) == ["GET /repos/octocat/swift-cli-template/readme if-none-match=-"])

        try await run.expectCleanQuit(with: "C-c")
    }

    /// Issue 32, item 5: people open a repository to read about it. At 120×40 the README's
    /// first lines are on the detail's first screen, after what the repository is and whether it
    /// is alive; the reference facts (addresses, IDs) come after the README.
    @Test func atOneTwentyByFortyTheReadmeStartsOnTheFirstScreenOfTheDetail() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 120, height: 40)
        let tmux = run.tmux
        _ = try await tmux.waitForText("octocat · 8 repositories")
        try await tmux.sendKeys("Down")
        _ = try await tmux.waitForText("│ octocat/Hello-World")
        try await tmux.sendKeys("Enter")
        _ = try await tmux.waitForText("› octocat/Hello-World")
        let first = try await waitForReadme(in: tmux)
        let pane = first.map { $0.split(separator: "│", maxSplits: 1).dropFirst().first.map(String.init) ?? "" }
        let rule = try #require(pane.firstIndex { $0.hasPrefix(" ── README ──") }, "\(first.joined(separator: "\n"))")
        #expect(Array(pane[(rule + 1)...].prefix(2)) == [" Hello-World", " ═══════════"])
        #expect(pane[(rule + 1)...].contains(" My first repository on GitHub, kept as a playground for"))
        #expect(!pane[..<rule].contains { $0.hasPrefix(" Avatar") || $0.hasPrefix(" Clone") || $0.hasPrefix(" ID ") })
        try await run.expectCleanQuit(with: "C-c")
    }

    @Test func whenGitHubIsGoneTheCachedReadmeIsShown() async throws {
        let stub = try await StubProcess()
        let online = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24, name: "online")
        _ = try await online.tmux.waitForText("octocat · 8 repositories")
        try await open(row: Self.helloWorldRow, in: online.tmux, name: "Hello-World")
        let fetched = try await scrollToTheEnd(in: online.tmux)
        #expect(fetched.contains(" Public domain. Say hello 👋 — こんにちは！"))
        try await online.tmux.sendKeys("C-c")
        #expect(try await online.waitForExit().status == "0")

        await stub.stop()
        let offline = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24, name: "offline")
        _ = try await offline.tmux.waitForText("offline — showing data from")
        try await open(row: Self.helloWorldRow, in: offline.tmux, name: "Hello-World")
        _ = try await offline.tmux.waitForText("could not update: cannot reach GitHub")
        let end = try await scrollToTheEnd(in: offline.tmux)
        #expect(end.contains(" Public domain. Say hello 👋 — こんにちは！"))
        try await offline.expectCleanQuit(with: "C-c")
    }

    /// A user whose newest repository has a reStructuredText README and the next a Markdown one
    /// with a relative link.
    static let documentsDataset = """
        {"users": [{"login": "docwriter", "id": 9001, "repos": [
          {"id": 1, "name": "in-rst", "pushedAt": "2026-11-02T00:00:00Z", "readmePath": "README.rst",
           "readme": "In rST\\n======\\n\\n* one, **not bold**\\n# not a heading\\n\\n    literal  block\\n"},
          {"id": 2, "name": "linked", "pushedAt": "2026-11-01T00:00:00Z", "defaultBranch": "trunk",
           "readme": "# Linked\\n\\nRead [the guide](docs/guide.md) first.\\n"}
        ]}]}
        """

    @Test func aReadmeThatIsNotMarkdownKeepsItsLinesAndRelativeLinksBecomeGitHubAddresses() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let dataset = directory.appendingPathComponent("dataset.json")
        try Self.documentsDataset.write(to: dataset, atomically: true, encoding: .utf8)
        let stub = try await StubProcess(arguments: ["--data", dataset.path])
        let run = try await ShellRun(stub: stub, user: "docwriter", width: 80, height: 30)
        let tmux = run.tmux
        _ = try await tmux.waitForText("docwriter · 2 repositories")

        try await tmux.sendKeys("Enter")
        let rst = try await scrollToTheEnd(in: tmux)
        let rule = try #require(rst.firstIndex { $0.hasPrefix(" ── README ──") })
        #expect(Array(rst[(rule + 1)...].prefix(7)) == [
            " In rST", " ======", "", " * one, **not bold**", " # not a heading", "", "     literal  block",
        ])

        try await tmux.sendKeys("Escape")
        _ = try await tmux.waitForText("NAME")
        try await tmux.sendKeys("Down")
        try await tmux.waitForScreen("linked to be selected") { lines in lines.contains { $0.hasPrefix("› linked ") } }
        try await tmux.sendKeys("Enter")
        let linked = try await scrollToTheEnd(in: tmux)
        #expect(linked.contains(" Read the guide (https://github.com/docwriter/linked/blob/trunk/docs/guide.md)"))
        try await run.expectCleanQuit(with: "C-c")
    }
}
