import Foundation
import TestSupport
import Testing

/// Issue 15: the query language typed as a person types it, Tab included, against the built
/// binaries in tmux — and the same query through `--filter` keeps the same repositories.
struct QueryEndToEndTests {
    @Test func aQueryTypedWithTabCompletionNarrowsTheListAsFilterDoes() async throws {
        let stub = try await StubProcess()
        let run = try ShellRun(stub: stub, user: "big-org", width: 100, height: 30)
        let tmux = run.tmux
        _ = try await tmux.waitForText("big-org · 250 repositories")

        try tmux.sendKeys("/")
        try tmux.type("lang:sw")
        _ = try await tmux.waitForScreen("Swift offered with its count") { $0.last { !$0.isEmpty }?.contains("⇥ swift ") == true }
        try tmux.sendKeys("Tab")
        try tmux.type("stars:>abc")
        _ = try await tmux.waitForText("— stars: expects a number (>100, 10..50, >=1k)")
        for _ in 0..<3 { try tmux.sendKeys("BSpace") }
        try tmux.type("100")
        try tmux.sendKeys("Enter")
        let screen = try await tmux.waitForScreen("the query kept") { $0.contains { $0.contains(" · /lang:swift stars:>100 · ") } }
        let header = try #require(screen.first { $0.contains("big-org · ") })
        let shown = try #require(Int(header.split(separator: "·")[1].split(separator: " ")[0]))
        try await run.expectCleanQuit(with: "C-c")

        let plain = try Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.baseURL, "--filter", "lang:swift stars:>100", "big-org"],
                                  environment: stub.cacheEnvironment)
        #expect(plain.status == 0)
        #expect(header.contains("\(shown) of 250 repositories"))
        #expect(plain.output.split(separator: "\n").count == shown)
    }
}
