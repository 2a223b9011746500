import Foundation
import TestSupport
import Testing

/// Issue 28 as a person meets it: the built app in tmux against `github-stub` in a process of
/// its own. Rows marked (or narrowed by `/`), `A`, a change from the menu, its plan, Enter, each
/// row ticked, the list showing GitHub's answers; `Z`, the journal, `u`, the undo's plan, Enter.
/// Whole screens are compared, with what moves on its own (the API budget, "just now") masked.
@Suite(.serialized)
struct BulkChangeEndToEndTests {
    static let menu = [
        "archive", "unarchive", "make private", "make public", "add topics…", "remove topics…", "set the description…",
        "set the homepage…", "rename…", "enable issues", "disable issues", "enable the wiki", "disable the wiki",
        "enable projects", "disable projects", "sync forks with their upstream", "delete…",
    ]

    static func menuLines(highlighting chosen: String) -> [String] {
        menu.map { ($0 == chosen ? "› " : "  ") + $0 }
    }

    @Test("two marked rows archived through the menu and the plan, then taken back from the journal (100×30)")
    func markArchiveAndUndoFromTheJournal() async throws {
        let stub = try await StubProcess.bulkChange()
        try Self.writeConfig(for: stub)
        let run = try await ShellRun(stub: stub, user: "mona", width: 100, height: 30,
                                     extraEnvironment: ["GH_TOKEN": BulkChangeDataset.token])
        let screen = BoxScreen(tmux: run.tmux, width: 100, height: 30)
        let header = screen.spread(" mona · 5 repositories · ★ 0 · pushed ↓", "Repositories  Starred  Member of  Search")
        _ = try await run.tmux.waitForText("mona · 5 repositories")
        // The list beside the preview: 50 columns, so acme's row loses its owner to the ellipsis.
        let active = [
            "  All 5  Sources 5  Archived 1",
            "  NAME          DESCRIPTION                 STARS",
            "  fresh         still going                   ★ 0",
            " •old-notes     notes                         ★ 0",
            " •old-tool      a tool                        ★ 0",
            "› attic         archived put away             ★ 0",
            "  …acme-legacy  the first site                ★ 0",
        ]

        // fresh is selected; j, then m marks old-notes and old-tool, each moving on.
        try await run.tmux.sendKeys("j", "m", "m")
        try await screen.expectList(active, "old-notes and old-tool marked")
        try await run.tmux.sendKeys("A")
        try await screen.expect("the menu over the two marked", [header] + screen.box(" change 2 marked ", [
            "mona/old-notes, mona/old-tool", "",
        ] + Self.menuLines(highlighting: "archive")) + [screen.spread(" choose a change", "API ####/5000  ⏎ plan  Esc cancel")])

        try await run.tmux.sendKeys("Enter")
        try await screen.expect("the plan", [header] + screen.box(" change 2 marked ", [
            "archive — 2 repositories of 2",
            "",
            "mona/old-notes  active → archived",
            "mona/old-tool   active → archived",
            "",
            "2 requests of #### left this hour",
        ]) + [screen.spread(" Enter applies it to 2 repositories", "API ####/5000  ⏎ apply  Esc cancel")])
        #expect(stub.writes() == [])

        try await run.tmux.sendKeys("Enter")
        try await screen.expect("both rows ticked, the batch named", [header] + screen.box(" change 2 marked ", [
            "archive — 2 of 2 applied",
            "",
            "✓ mona/old-notes  active → archived",
            "✓ mona/old-tool   active → archived",
        ]) + [screen.spread(" 2 of 2 applied — batch 1 in the journal (Z)", "API ####/5000  Esc close")])
        #expect(stub.writes() == ["PATCH /repos/mona/old-notes", "PATCH /repos/mona/old-tool"])

        try await run.tmux.sendKeys("Escape")
        try await screen.expectList([
            "  All 5  Sources 5  Archived 3",
            "  NAME          DESCRIPTION                 STARS",
            "  fresh         still going                   ★ 0",
            " •old-notes     archived notes                ★ 0",
            " •old-tool      archived a tool               ★ 0",
            "› attic         archived put away             ★ 0",
            "  …acme-legacy  the first site                ★ 0",
        ], "the list showing GitHub's answers: both archived")

        try await run.tmux.sendKeys("Z")
        let journalStatus = screen.spread(" u takes a batch (or one change) back, after its plan", "API ####/5000  u undo  Esc close")
        try await screen.expect("the journal: the batch and its rows", [header] + screen.box(" changes applied — newest first ", [
            "1  TIME  archive — 2 repositories",
            "    mona/old-notes  active → archived",
            "    mona/old-tool  active → archived",
        ]) + [journalStatus])

        try await run.tmux.sendKeys("u")
        try await screen.expect("the undo's plan", [header] + screen.box(" change — undo batch 1 ", [
            "unarchive — 2 repositories of 2",
            "",
            "mona/old-notes  archived → active",
            "mona/old-tool   archived → active",
            "",
            "2 requests of #### left this hour",
        ]) + [screen.spread(" Enter applies it to 2 repositories", "API ####/5000  ⏎ apply  Esc cancel")])

        try await run.tmux.sendKeys("Enter")
        try await screen.expect("the undo applied as batch 2", [header] + screen.box(" change — undo batch 1 ", [
            "unarchive — 2 of 2 applied",
            "",
            "✓ mona/old-notes  archived → active",
            "✓ mona/old-tool   archived → active",
        ]) + [screen.spread(" 2 of 2 applied — batch 2 in the journal (Z)", "API ####/5000  Esc close")])

        try await run.tmux.sendKeys("Escape")
        try await screen.expectList(active, "the list active again")
        try await run.tmux.sendKeys("Z")
        try await screen.expect("the journal, newest first, batch 1 taken back", [header] + screen.box(" changes applied — newest first ", [
            "2  TIME  unarchive — 2 repositories  (takes back 1)",
            "    mona/old-notes  archived → active",
            "    mona/old-tool  archived → active",
            "1  TIME  archive — 2 repositories  · taken back by 2",
            "    mona/old-notes  active → archived",
            "    mona/old-tool  active → archived",
        ]) + [journalStatus])
        try await run.tmux.sendKeys("Escape")
        _ = try await run.tmux.waitForScreen("the journal closed") { !$0.contains { $0.contains("changes applied") } }
        try await run.expectCleanQuit()

        #expect(try await BulkChangeCLI.archived(stub) == BulkChangeDataset.archivedAtStart)
        #expect(try BulkChangeCLI.journalEntries(stub).map { "\($0.batch) \($0.fullName) \($0.after)" } == [
            "1 mona/old-notes archived", "1 mona/old-tool archived", "2 mona/old-notes active", "2 mona/old-tool active",
        ])
    }

    @Test("/ narrows to two, A → add topics… → demo shows the plan; Esc leaves GitHub as it was (80×24, TERM=linux)")
    func addTopicsPlanAndEscapeChangesNothing() async throws {
        let stub = try await StubProcess.bulkChange()
        try Self.writeConfig(for: stub)
        let run = try await ShellRun(stub: stub, user: "mona", width: 80, height: 24,
                                     extraEnvironment: ["GH_TOKEN": BulkChangeDataset.token], commandPrefix: "TERM=linux")
        let screen = BoxScreen(tmux: run.tmux, width: 80, height: 24)
        _ = try await run.tmux.waitForText("mona · 5 repositories")
        try await run.tmux.type("/old")
        try await run.tmux.sendKeys("Enter")
        let header = screen.spread(" mona · 2 of 5 repositories · /old · ★ 0 · pushe…", "Repos  Starred  Orgs  Search")
        _ = try await run.tmux.waitForScreen("the filter applied") { $0[0] == header }

        try await run.tmux.sendKeys("A")
        _ = try await run.tmux.waitForText("change the 2 shown")
        try await run.tmux.sendKeys("j", "j", "j", "j")
        try await screen.expect("the menu at add topics…", [header] + screen.box(" change the 2 shown ", [
            "mona/old-notes, mona/old-tool", "",
        ] + Self.menuLines(highlighting: "add topics…")) + [screen.spread(" choose a change", "API ####/5000  ⏎ plan  Esc cancel")])

        try await run.tmux.sendKeys("Enter")
        _ = try await run.tmux.waitForScreen("the topics asked for") { $0[23].hasPrefix(" add topics (space-separated): ") }
        try await run.tmux.type("demo")
        _ = try await run.tmux.waitForScreen("demo typed") { $0[23].hasPrefix(" add topics (space-separated): demo") }
        try await run.tmux.sendKeys("Enter")
        try await screen.expect("the plan: demo after each one's topics", [header] + screen.box(" change the 2 shown ", [
            "add topic demo — 2 repositories of 2",
            "",
            "mona/old-notes  notes → notes, demo",
            "mona/old-tool   cli, swift → cli, swift, demo",
            "",
            "2 requests of #### left this hour",
        ]) + [screen.spread(" Enter applies it to 2 repositories", "API ####/5000  ⏎ apply  Esc cancel")])

        try await run.tmux.sendKeys("Escape")
        let list = try await run.tmux.waitForScreen("the plan closed") { !$0.contains { $0.contains("change the 2 shown") } }
        #expect(Array(list[1...4]) == [
            "  All 5  Sources 5  Archived 1",
            "  NAME                 DESCRIPTION                                        STARS",
            "› old-notes            notes                                                ★ 0",
            "  old-tool             a tool                                               ★ 0",
        ])
        #expect(list[5...22].allSatisfy { $0.isEmpty })
        try await run.expectCleanQuit()
        #expect(stub.writes() == [])
        #expect(!FileManager.default.fileExists(atPath: stub.journal.path))
    }

    @Test("without a token A changes nothing and the status line says a token is needed")
    func withoutATokenTheStatusLineSaysSo() async throws {
        let stub = try await StubProcess.bulkChange()
        try Self.writeConfig(for: stub)
        // A PATH with only what the shell around repotui runs: no gh to ask for a token.
        let bin = stub.scratchFile("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for tool in ["stty", "sleep"] {
            let installed = try #require(["/usr/bin/\(tool)", "/bin/\(tool)"].first { FileManager.default.isExecutableFile(atPath: $0) })
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(tool).path, withDestinationPath: installed)
        }
        let run = try await ShellRun(stub: stub, user: "mona", width: 80, height: 24, extraEnvironment: ["PATH": bin.path],
                                     commandPrefix: "GH_TOKEN= GITHUB_TOKEN=")
        let before = try await run.tmux.waitForScreen("mona's public list, loaded") { lines in
            lines[0].contains("mona · 4 repositories") && lines[23].contains("updated just now")
        }

        try await run.tmux.sendKeys("A")
        let after = try await run.tmux.waitForScreen("the status line's word") { lines in
            lines[23].hasPrefix(" changing repositories needs a token (GH_TOKEN, or gh auth login)")
        }
        #expect(Array(after.prefix(23)) == Array(before.prefix(23)))
        try await run.expectCleanQuit()
        #expect(stub.writes() == [])
    }

    /// Columns without dates, so rows read the same whatever the day.
    static func writeConfig(for stub: StubProcess) throws {
        let directory = stub.scratchFile("config/repotui")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
            [defaults]
            columns = ["name", "description", "stars"]
            """.write(to: directory.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
    }
}

/// A screen with a box over the frame — the header line, the box, the status line — as lines,
/// and what moves on its own masked: the API budget's digits and a journal line's "just now".
struct BoxScreen {
    let tmux: Tmux
    let width: Int
    let height: Int

    /// `left`, then `right` ending at the last column but one (the status and header lines
    /// leave the last column blank).
    func spread(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: max(1, width - 1 - left.count - right.count)) + right
    }

    /// The box from the second line to the last but one, `lines` inside it, the rest blank.
    func box(_ title: String, _ lines: [String]) -> [String] {
        let inner = width - 4
        let top = "┌─" + title + String(repeating: "─", count: width - 3 - title.count) + "┐"
        let rows = (lines + Array(repeating: "", count: max(0, height - 4 - lines.count))).map {
            "│ " + $0 + String(repeating: " ", count: max(0, inner - $0.count)) + " │"
        }
        return [top] + rows + ["└" + String(repeating: "─", count: width - 2) + "┘"]
    }

    static func masked(_ line: String) -> String {
        line.replacing(#/API \d+\//#) { (match) -> String in "API " + String(repeating: "#", count: match.output.count - 5) + "/" }
            .replacing(#/of \d+ left this hour/#) { _ in "of #### left this hour" }
            .replacing(#/^│ (\d+)  (just now|\d+ minutes? ago)  /#) { (match) -> String in
                let shortened = "│ \(match.output.1)  TIME  "
                return shortened
            }
    }

    /// A box line whose content was shortened by the mask is padded back to the box's width.
    func normalised(_ lines: [String]) -> [String] {
        lines.prefix(height).map { line in
            let masked = Self.masked(line)
            guard masked != line, masked.hasPrefix("│ "), masked.hasSuffix(" │") else { return masked }
            let content = masked.dropFirst(2).dropLast(2)
            let trimmed = String(content.reversed().drop { $0 == " " }.reversed())
            return "│ " + trimmed + String(repeating: " ", count: max(0, width - 4 - trimmed.count)) + " │"
        }
    }

    /// Waits until the whole screen, masked, is `expected`; when it never is, the last screen
    /// is compared, so the failure shows the difference.
    func expect(_ what: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        do {
            try await tmux.waitForScreen(what) { normalised($0) == expected }
        } catch EndToEndError.timedOut {
            let actual = normalised(try await tmux.screen())
            #expect(actual == expected, "\(what)", sourceLocation: sourceLocation)
        }
    }

    /// Waits until the list pane — each line of the frame up to the preview's rule, from the
    /// second line (the type tabs) down to the list's last row — is `expected`.
    func expectList(_ expected: [String], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        func pane(_ lines: [String]) -> [String] {
            lines.dropFirst(1).prefix(expected.count).map { line in
                let left = line.split(separator: "│", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                return String(left.reversed().drop { $0 == " " }.reversed())
            }
        }
        do {
            try await tmux.waitForScreen(what) { pane($0) == expected }
        } catch EndToEndError.timedOut {
            let actual = pane(try await tmux.screen())
            #expect(actual == expected, "\(what)", sourceLocation: sourceLocation)
        }
    }
}
