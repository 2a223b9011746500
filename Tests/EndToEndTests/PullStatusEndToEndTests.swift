import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// Issue 29: the Pull requests tab's checks and review decision in the built app, against the
/// stub — as GitHub's answers make them, then the same from the cache with `--offline`.
@Suite struct PullStatusEndToEndTests {
    @Test func theNewestPullRequestShowsItsChecksAndReviewDecisionAndOfflineTheCachedOnes() async throws {
        let stub = try await StubProcess()
        // Of the five newest, the one with the shortest title: its row has room for its review decision.
        let expected = try await Self.newestPullRequestRows(stub).min { $0.count < $1.count } ?? ""

        let online = try await ShellRun(stub: stub, user: "octocat", width: 120, height: 30)
        _ = try await online.tmux.waitForText("octocat · 8 repositories")
        try await online.tmux.sendKeys("Down", "Enter")
        _ = try await online.tmux.waitForText("octocat › octocat/Hello-World")
        try await online.tmux.sendKeys("Tab", "Tab")
        let shown = try await online.tmux.waitForScreen("the newest pull request's status") { screen in
            screen.contains { $0.contains(expected) }
        }
        #expect(shown[2].hasSuffix("│ 50+ open pull requests"))
        try await online.expectCleanQuit(with: "C-c")

        let offline = try await ShellRun(stub: stub, user: "octocat", width: 120, height: 30, name: "offline", arguments: ["--offline"])
        _ = try await offline.tmux.waitForText("octocat · 8 repositories")
        try await offline.tmux.sendKeys("Down", "Enter")
        _ = try await offline.tmux.waitForText("octocat › octocat/Hello-World")
        try await offline.tmux.sendKeys("Tab", "Tab")
        _ = try await offline.tmux.waitForScreen("the cached status") { screen in screen.contains { $0.contains(expected) } }
        try await offline.expectCleanQuit(with: "C-c")
    }

    /// How the five newest open pull requests' rows begin — the checks' glyph (check runs and
    /// statuses), number, title and any review decision — worked out here from the stub's own
    /// answers by GitHub's rules.
    static func newestPullRequestRows(_ stub: StubProcess) async throws -> [String] {
        guard let pulls = try await get(stub, "/pulls?state=open&per_page=5") as? [[String: Any]], pulls.count == 5 else {
            throw EndToEndError.timedOut("the stub's five newest open pull requests of Hello-World")
        }
        var rows: [String] = []
        for pull in pulls { rows.append(try await row(of: pull, stub)) }
        return rows
    }

    private static func row(of pull: [String: Any], _ stub: StubProcess) async throws -> String {
        guard let number = pull["number"] as? Int, let title = pull["title"] as? String, let draft = pull["draft"] as? Bool,
              let sha = (pull["head"] as? [String: Any])?["sha"] as? String,
              let reviews = try await get(stub, "/pulls/\(number)/reviews") as? [[String: Any]],
              let checks = (try await get(stub, "/commits/\(sha)/check-runs") as? [String: Any])?["check_runs"] as? [[String: Any]],
              let statuses = (try await get(stub, "/commits/\(sha)/status") as? [String: Any])?["statuses"] as? [[String: Any]]
        else { throw EndToEndError.timedOut("a pull request's reviews and checks") }
        let requested = (pull["requested_reviewers"] as? [Any])?.isEmpty == false
        var latest: [String: String] = [:]
        for review in reviews {
            let login = (review["user"] as? [String: Any])?["login"] as? String ?? "ghost"
            let state = review["state"] as? String ?? ""
            if ["APPROVED", "CHANGES_REQUESTED"].contains(state) { latest[login] = state }
        }
        let decision = latest.values.contains("CHANGES_REQUESTED") ? " changes requested"
            : latest.values.contains("APPROVED") ? " approved" : requested ? " review requested" : ""
        // A commit status reads as a check run would: success, failure (an error too) or still going.
        let conclusions = checks.map { ($0["status"] as? String ?? "", $0["conclusion"] as? String) } + statuses.map { status in
            switch status["state"] as? String {
            case "success": ("completed", "success")
            case "failure", "error": ("completed", "failure")
            default: ("pending", nil)
            }
        }
        let glyph = conclusions.isEmpty ? " "
            : conclusions.contains { $0.0 == "completed" && ["failure", "cancelled", "timed_out"].contains($0.1 ?? "") } ? "✖"
            : conclusions.contains { $0.0 != "completed" } ? "●" : "✓"
        return "\(glyph) #\(number) \(title)\(draft ? " draft" : "")\(decision)"
    }

    private static func get(_ stub: StubProcess, _ path: String) async throws -> Any {
        let (data, _) = try await URLSession.shared.data(from: URL(string: stub.apiURL + "/repos/octocat/Hello-World" + path)!)
        return try JSONSerialization.jsonObject(with: data)
    }
}
