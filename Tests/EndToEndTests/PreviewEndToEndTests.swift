import Foundation
import TestSupport
import Testing

/// The split layout's preview, in the built app in tmux.
@Suite struct PreviewEndToEndTests {
    /// Issue 32, item 6: once the preview has shown a repository's own page and parts, neither a
    /// box over the list (`C`, Esc) nor moving away and back brings back the list's poorer copy
    /// (`Watchers —`, `Open issues 3 with pull requests`). GitHub stops answering after the first
    /// load, so only what the app kept can show those facts again.
    @Test func thePreviewNeverGoesBackToWorseFactsForTheSameRepository() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 120, height: 40)
        _ = try await run.tmux.waitForText("octocat · 8 repositories")
        try await run.tmux.sendKeys("Tab")
        let fetched = try await run.tmux.waitForScreen("the preview's own page and parts") { screen in
            screen.contains { $0.hasSuffix("│ Watchers       11") } && screen.contains { $0.hasSuffix("│ Pull requests  1 open") }
        }
        let facts = Self.previewFacts(fetched)
        #expect(facts == ["│ Watchers       11", "│ Open issues    2", "│ Pull requests  1 open"])
        try await stub.inject("latency:600000", forLogin: "big-org")

        try await run.tmux.sendKeys("C")
        _ = try await run.tmux.waitForText("columns — shown first")
        try await run.tmux.sendKeys("Escape")
        let afterChooser = try await run.tmux.waitForScreen("the chooser closed") { screen in
            !screen.contains { $0.contains("columns — shown first") }
        }
        #expect(Self.previewFacts(afterChooser) == facts)

        try await run.tmux.sendKeys("Down")
        _ = try await run.tmux.waitForScreen("service-006 previewed") { $0.contains { $0.hasSuffix("│ big-org/service-006") } }
        try await run.tmux.sendKeys("Up")
        let back = try await run.tmux.waitForScreen("service-003 previewed again") { $0.contains { $0.hasSuffix("│ big-org/service-003") } }
        #expect(Self.previewFacts(back) == facts)
        try await run.expectCleanQuit(with: "C-c")
    }

    /// The preview's watchers, open issues and pull requests lines, from the divider on.
    static func previewFacts(_ screen: [String]) -> [String] {
        screen.compactMap { line in
            guard let divider = line.range(of: "│ ") else { return nil }
            let pane = String(line[divider.lowerBound...])
            return ["│ Watchers", "│ Open issues", "│ Pull requests"].contains { pane.hasPrefix($0) } ? pane : nil
        }
    }
}
