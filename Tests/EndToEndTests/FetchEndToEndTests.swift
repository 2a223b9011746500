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
        let run = try await ShellRun(stub: stub, user: "octocat", width: 100, height: 24)
        let screen = try await run.tmux.waitForText("GitHub rate limit reached until")
        let message = try #require(screen.first { $0.contains("GitHub rate limit reached until") })
        #expect(message.range(of: #"until \d\d:\d\d \((in \d+ min|in under a minute|in \d+ h( \d+ min)?)\); set GH_TOKEN"#,
                              options: .regularExpression) != nil)
        // Stopped at once: no retry of a primary limit.
        #expect(stub.requests().count == 1)
        try await run.tmux.sendKeys("q")
        _ = try await run.waitForExit()
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
