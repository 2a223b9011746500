import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Issue 29: the CI column in the built app against the stub: each row on screen shows its
/// default branch's latest run as GitHub (the stub) says it ended.
@Suite struct CIColumnEndToEndTests {
    @Test func everyRowOnScreenShowsItsDefaultBranchsLatestRun() async throws {
        let stub = try await StubProcess()
        let cache = stub.scratchFile("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try "name\nci\npushed\n".write(to: cache.appendingPathComponent("columns"), atomically: true, encoding: .utf8)
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24)
        let screen = try await run.tmux.waitForScreen("every row's CI known") { screen in
            // The header says "octocat · 8 repositories": only the rows below the titles count.
            let rows = screen.drop { !$0.hasPrefix("  NAME") }.dropFirst().filter { $0.hasPrefix("  ") || $0.hasPrefix("› ") }
            return screen.contains { $0.hasPrefix("  NAME") && $0.contains(" CI ") } && rows.count >= 8 && !rows.contains { $0.contains(" · ") }
        }
        for name in ["Hello-World", "Spoon-Knife", "test-repo1", "linguist"] {
            let expected = try await Self.latestRunGlyph(stub, name)
            let row = try #require(screen.first { $0.dropFirst(2).hasPrefix(name + " ") })
            #expect(row.contains(" \(expected) "), "\(name): \(row)")
        }
        try await run.expectCleanQuit()
    }

    /// ✓ or ✖ as the stub's newest default-branch run ended.
    static func latestRunGlyph(_ stub: StubProcess, _ name: String) async throws -> String {
        let repository = URL(string: stub.apiURL + "/repos/octocat/" + name)!
        let (about, _) = try await URLSession.shared.data(from: repository)
        let branch = (try JSONSerialization.jsonObject(with: about) as? [String: Any])?["default_branch"] as? String ?? "main"
        let runs = URL(string: stub.apiURL + "/repos/octocat/\(name)/actions/runs?branch=\(branch)&per_page=1")!
        let (data, _) = try await URLSession.shared.data(from: runs)
        let latest = ((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["workflow_runs"] as? [[String: Any]])?.first
        return latest?["conclusion"] as? String == "success" ? "✓" : "✖"
    }
}
