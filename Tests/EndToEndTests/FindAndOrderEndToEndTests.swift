import Foundation
import TestSupport
import Testing

/// Filter, sort, help and a second user in the built app, in tmux, read as a person reads it.
@Suite(.serialized)
struct FindAndOrderEndToEndTests {
    /// The bottom line of a capture (which ends with an empty line).
    static func status(_ lines: [String]) -> String {
        lines.last { !$0.isEmpty } ?? ""
    }

    @Test func filterSortHelpAndAnotherUserThenQuitRestoresTheTerminal() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "big-org", width: 100, height: 30)
        let tmux = run.tmux
        _ = try await tmux.waitForText("big-org · 250 repositories")

        try await tmux.sendKeys("/")
        try await tmux.type("service-24")
        let filtered = try await tmux.waitForScreen("the filter typed") { Self.status($0).hasPrefix(" /service-24 ") }
        #expect(filtered.first?.hasPrefix(" big-org · ") == true && filtered.first?.contains(" of 250 repositories") == true)
        // Rows start on line 3: the header, the language bar, the column titles.
        #expect(filtered[3].hasPrefix("› service-24"))
        try await tmux.sendKeys("Enter")
        _ = try await tmux.waitForScreen("the filter kept in the header") { $0.first?.contains(" · /service-24 · ") == true }

        // Esc on its own: Esc and a letter in one read is Alt and that letter.
        try await tmux.sendKeys("Escape")
        _ = try await tmux.waitForScreen("the filter cleared") { $0.first?.hasPrefix(" big-org · 250 repositories") == true }
        try await tmux.sendKeys("s", "s", "s", "s")
        let byStars = try await tmux.waitForText("big-org · 250 repositories · ★ 125k · stars ↓")
        let stars = byStars.dropFirst(3).prefix(5).compactMap { line in
            line.split(separator: "★").last?.split(separator: " ").first.flatMap { Int($0) }
        }
        #expect(stars.count == 5)
        #expect(stars == stars.sorted(by: >))

        try await tmux.sendKeys("?")
        _ = try await tmux.waitForText("keys — ↑↓ scroll, any other key closes")
        try await tmux.sendKeys("Escape")
        _ = try await tmux.waitForScreen("the help closed") { !$0.joined().contains("any other key closes") }

        try await tmux.sendKeys("u")
        try await tmux.type("octocat")
        try await tmux.sendKeys("Enter")
        _ = try await tmux.waitForText("big-org › octocat · 8 repositories")
        try await tmux.sendKeys("Escape")
        _ = try await tmux.waitForScreen("back to big-org") { $0.first?.hasPrefix(" big-org · 250 repositories") == true }

        try await run.expectCleanQuit()
    }

    @Test func aMistypedUserCanBeCorrectedFromTheNotFoundScreen() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocatt", width: 80, height: 24)
        _ = try await run.tmux.waitForText("GitHub user 'octocatt' not found")

        try await run.tmux.sendKeys("u")
        try await run.tmux.type("bad-")
        try await run.tmux.sendKeys("Enter")
        _ = try await run.tmux.waitForText("cannot start or end with a hyphen")
        try await run.tmux.sendKeys("C-u")
        try await run.tmux.type("octocat")
        try await run.tmux.sendKeys("Enter")
        _ = try await run.tmux.waitForText("octocatt › octocat · 8 repositories")

        try await run.expectCleanQuit(with: "C-c")
    }

    @Test(arguments: [
        (["--sort", "name"], "big-org/service-001", "big-org/service-250"),
        (["--sort", "name", "--direction", "desc"], "big-org/service-250", "big-org/service-001"),
    ])
    func sortOptionsOrderTheTabSeparatedOutput(options: [String], first: String, last: String) async throws {
        let stub = try await StubProcess()
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL] + options + ["big-org"],
                                   environment: stub.cacheEnvironment)
        let names = result.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }

        #expect(result.status == 0)
        #expect(names.count == 250)
        #expect(names.first == first)
        #expect(names.last == last)
    }

    /// Issue 15: the query language typed as a person types it, Tab included — and the same
    /// query through `--filter` keeps the same repositories.
    @Test func aQueryTypedWithTabCompletionNarrowsTheListAsFilterDoes() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "big-org", width: 100, height: 30)
        let tmux = run.tmux
        _ = try await tmux.waitForText("big-org · 250 repositories")

        try await tmux.sendKeys("/")
        try await tmux.type("lang:sw")
        _ = try await tmux.waitForScreen("Swift offered with its count") { Self.status($0).contains("⇥ swift ") }
        try await tmux.sendKeys("Tab")
        try await tmux.type("stars:>abc")
        _ = try await tmux.waitForText("— stars: expects a number (>100, 10..50, >=1k)")
        for _ in 0..<3 { try await tmux.sendKeys("BSpace") }
        try await tmux.type("100")
        try await tmux.sendKeys("Enter")
        let screen = try await tmux.waitForScreen("the query kept") { $0.first?.contains(" · /lang:swift stars:>100 · ") == true }
        let header = try #require(screen.first { $0.contains("big-org · ") })
        let shown = try #require(Int(header.split(separator: "·")[1].split(separator: " ")[0]))
        try await run.expectCleanQuit(with: "C-c")

        let plain = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "--filter", "lang:swift stars:>100", "big-org"],
                                  environment: stub.cacheEnvironment)
        #expect(plain.status == 0)
        #expect(header.contains("\(shown) of 250 repositories"))
        // Rows only: the output carries standard error too, where a notice may land.
        let rows = plain.output.split(separator: "\n").filter { $0.hasPrefix("big-org/") }
        #expect(rows.count == shown, "\(plain.output)")
    }
}
