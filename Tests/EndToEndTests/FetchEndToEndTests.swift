import Foundation
import TestSupport
import Testing

/// Large organisations and a GitHub that fails, through the built binaries in tmux.
@Suite(.serialized)
struct FetchEndToEndTests {
    @Test func everyPageOfAThreeThousandRepositoryOrganisationArrivesAndEndShowsTheLast() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "mega-org", width: 80, height: 24)
        _ = try await run.tmux.waitForText("mega-org · 3000 repositories")
        try await run.tmux.sendKeys("End")
        let end = try await run.tmux.waitForText("3000/3000")
        // The last row of the list is the selected one.
        let rows = end.dropFirst(2).prefix(21).filter { !$0.isEmpty }
        #expect(rows.last?.hasPrefix("› ") == true)
        let listRequests = stub.requests().filter { $0.contains("/repos?") || $0.contains("/repos ") }
        #expect(listRequests.count == 30)
        try await run.tmux.sendKeys("q")
        #expect(try await run.waitForExit().status == "0")
    }

    @Test func anExhaustedRateLimitSaysWhenItResetsAndSuggestsAToken() async throws {
        let stub = try await StubProcess(arguments: ["--fault", "rate-limit", "--fault-user", "octocat"])
        let run = try await ShellRun(stub: stub, user: "octocat", width: 120, height: 24)
        let screen = try await run.tmux.waitForText("GitHub rate limit")
        let message = try #require(screen.first { $0.contains("GitHub rate limit") })
        #expect(message.range(of: #"GitHub rate limit: the core budget without a token is spent until \d\d:\d\d "#
                              + #"\((in \d+ min|in under a minute|in \d+ h( \d+ min)?)\); set GH_TOKEN for a higher limit"#,
                              options: .regularExpression) != nil, "\(message)")
        // Stopped at once: no retry of a primary limit.
        #expect(stub.requests().count == 1)
        try await run.tmux.sendKeys("q")
        _ = try await run.waitForExit()
    }

    /// Issue 32, item 2: with a token the budget that ran out is the token's, and more of the
    /// same advice ("set GH_TOKEN") would send the user in circles.
    @Test func anExhaustedRateLimitWithATokenSaysItIsTheTokensAndWhenItResets() async throws {
        let token = "ghp_octocat0123456789"
        let stub = try await StubProcess(arguments: ["--token", "octocat:\(token)", "--fault", "rate-limit", "--fault-user", "big-org"])
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--json", "big-org"],
                                         environment: stub.cacheEnvironment.merging(["GH_TOKEN": token, "TZ": "UTC"]) { $1 })
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let clock = formatter.string(from: try await stub.coreBudgetReset(token: token))
        #expect(result.status == 1)
        #expect(result.output.range(of: "^repotui: GitHub rate limit: this token's core budget is spent until \(clock) "
                                    + #"\((in \d+ min|in under a minute|in \d+ h( \d+ min)?)\)\n$"#,
                                    options: .regularExpression) != nil, "\(result.output)")
    }

    @Test func aFlakyGitHubRecoversAfterRetries() async throws {
        let stub = try await StubProcess(arguments: ["--fault", "status:503", "--fault-user", "octocat", "--fault-count", "2"])
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24)
        _ = try await run.tmux.waitForText("octocat · 8 repositories")
        #expect(stub.requests().count == 3)
        try await run.tmux.sendKeys("q")
        #expect(try await run.waitForExit().status == "0")
    }
}
