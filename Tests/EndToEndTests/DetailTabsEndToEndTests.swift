import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// Issue 29: the detail's Issues, Pull requests and Actions tabs in the built app, against the
/// stub — rows as GitHub sends them, then the same rows from the cache with `--offline`.
@Suite struct DetailTabsEndToEndTests {
    @Test func theIssuesTabListsTheNewestOpenIssuesEnterReadsOneAndOfflineShowsThemFromTheCache() async throws {
        let stub = try await StubProcess()
        let (newest, pullRequest) = try await Self.newestOpenIssueAndPullRequest(stub)
        let row = "#\(newest.number) \(newest.title.prefix(12))"

        let online = try await ShellRun(stub: stub, user: "octocat", width: 120, height: 30)
        _ = try await online.tmux.waitForText("octocat · 8 repositories")
        try await online.tmux.sendKeys("Down", "Enter")
        _ = try await online.tmux.waitForText("octocat › octocat/Hello-World")
        try await online.tmux.sendKeys("Tab")
        let issues = try await online.tmux.waitForScreen("the issues from GitHub") { screen in
            screen.contains { $0.contains("open issues") } && screen.contains { $0.contains(row) }
        }
        #expect(issues[0].hasSuffix(" Overview  Issues  Pull requests  Actions"))
        // `/issues` lists pull requests too: the Issues tab leaves them out.
        #expect(!issues.contains { $0.contains("#\(pullRequest) ") })
        // Enter reads the newest issue whole: its description as the stub wrote it.
        try await online.tmux.sendKeys("Enter")
        _ = try await online.tmux.waitForScreen("the issue read") { screen in
            screen[0].hasPrefix(" octocat › octocat/Hello-World › #\(newest.number)")
                && screen.contains { $0.contains("Generated issue \(newest.number) of Hello-World.") }
        }
        try await online.tmux.sendKeys("Escape")
        _ = try await online.tmux.waitForText("open issues")
        // Back round to Actions, past the overview: the pull requests are never opened online.
        try await online.tmux.sendKeys("BTab", "BTab")
        _ = try await online.tmux.waitForScreen("the runs") { screen in screen.contains { $0.contains("workflow runs on master") } }
        try await online.expectCleanQuit(with: "C-c")

        let offline = try await ShellRun(stub: stub, user: "octocat", width: 120, height: 30, name: "offline", arguments: ["--offline"])
        _ = try await offline.tmux.waitForText("octocat · 8 repositories")
        try await offline.tmux.sendKeys("Down", "Enter")
        _ = try await offline.tmux.waitForText("octocat › octocat/Hello-World")
        try await offline.tmux.sendKeys("Tab")
        let cached = try await offline.tmux.waitForScreen("the cached issues") { screen in screen.contains { $0.contains(row) } }
        #expect(cached.contains { $0.hasPrefix(" offline — not checked with GitHub ") })
        // Pull requests were never opened online: nothing cached, and it says how to get them.
        try await offline.tmux.sendKeys("Tab")
        _ = try await offline.tmux.waitForText("│ pull requests not cached — run without --offline")
        try await offline.expectCleanQuit(with: "C-c")
    }

    /// The newest open issue that is no pull request, and the newest pull request's number, as
    /// the stub serves them.
    static func newestOpenIssueAndPullRequest(_ stub: StubProcess) async throws -> ((number: Int, title: String), Int) {
        let url = URL(string: stub.apiURL + "/repos/octocat/Hello-World/issues?state=open&per_page=50")!
        let (data, _) = try await URLSession.shared.data(from: url)
        let items = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        guard let issue = items.first(where: { $0["pull_request"] == nil }), let number = issue["number"] as? Int,
              let title = issue["title"] as? String, let pull = items.first(where: { $0["pull_request"] != nil })?["number"] as? Int
        else { throw EndToEndError.timedOut("an open issue and an open pull request among the stub's first 50 of Hello-World") }
        return ((number, title), pull)
    }
}
