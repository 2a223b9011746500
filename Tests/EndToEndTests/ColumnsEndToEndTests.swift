import Foundation
import TestSupport
import Testing

/// The column chooser and a click on a column's title in the built app, in tmux.
@Suite(.serialized)
struct ColumnsEndToEndTests {
    @Test func chosenColumnsShowAtOnceAndAreRememberedByTheNextRun() async throws {
        let stub = try await StubProcess()
        let first = try await ShellRun(stub: stub, user: "octocat", width: 100, height: 30, name: "first")
        _ = try await first.tmux.waitForText("octocat · 8 repositories")

        // Hide the description (the second entry; the cursor follows it among the hidden ones,
        // where FORKS comes next), then show the forks.
        try await first.tmux.sendKeys("C", "Down", "Space", "Down", "Space", "Escape")
        let chosen = try await first.tmux.waitForScreen("forks instead of the description") { screen in
            screen.contains { $0.hasPrefix("  NAME") && $0.contains("FORKS") && !$0.contains("DESCRIPTION") }
        }
        try await first.expectCleanQuit()

        let second = try await ShellRun(stub: stub, user: "octocat", width: 100, height: 30, name: "second")
        let remembered = try await second.tmux.waitForText("octocat · 8 repositories")
        #expect(remembered.first { $0.hasPrefix("  NAME") } == chosen.first { $0.hasPrefix("  NAME") })
        try await second.expectCleanQuit()
    }

    /// Issue 32, item 4: beside the preview, a starred list of one organisation's services used
    /// to read `big-org/servi…` on every row. The owner gives way first; every name survives.
    @Test(arguments: [100, 120])
    func starredRowsOfOneOwnerReadApartBesideThePreview(width: Int) async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: width, height: 30)
        _ = try await run.tmux.waitForText("octocat · 8 repositories")
        try await run.tmux.sendKeys("Tab")
        // Wait for the rows themselves: tmux can show a frame half drawn, with the preview's
        // title already there and the rows below it not yet.
        let screen = try await run.tmux.waitForScreen("ten starred rows beside their preview") { screen in
            screen.contains { $0.contains("│") } && Self.serviceNames(onTheListSideOf: screen).count >= 10
        }
        let names = Self.serviceNames(onTheListSideOf: screen)
        #expect(Set(names).count == names.count)
        try await run.expectCleanQuit()
    }

    /// The `service-NNN` names on the list's side of each line (left of the preview's `│`).
    static func serviceNames(onTheListSideOf screen: [String]) -> [String] {
        screen.compactMap { line -> String? in
            let listSide = line.split(separator: "│", maxSplits: 1).first.map(String.init) ?? ""
            guard let range = listSide.range(of: #"service-\d\d\d"#, options: .regularExpression) else { return nil }
            return String(listSide[range])
        }
    }

    @Test func aClickOnATitleSortsByItAndASecondReverses() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24)
        let screen = try await run.tmux.waitForText("octocat · 8 repositories")
        let titles = try #require(screen.first { $0.hasPrefix("  NAME") })
        let stars = try #require(titles.range(of: "STARS")).lowerBound.utf16Offset(in: titles)

        // A left press and release on the STARS title, row 2 (header, language bar, titles).
        let click = MouseEndToEndTests.press(x: stars + 1, y: 2) + MouseEndToEndTests.release(x: stars + 1, y: 2)
        try await run.tmux.sendBytes(click)
        _ = try await run.tmux.waitForText("★ 18k · stars ↓")
        try await run.tmux.sendBytes(click)
        _ = try await run.tmux.waitForText("★ 18k · stars ↑")

        try await run.expectCleanQuit()
    }
}
