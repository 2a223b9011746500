import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Issue 29: `--issues`, `--pulls` and `--runs` with `--json`, run as a script runs them: every
/// page, GitHub's field names, the same pages from the cache with `--offline`.
struct ActivityJSONEndToEndTests {
    /// The numbers of every open issue the stub serves for octocat/Hello-World, pull requests left out.
    static func openIssueNumbers(_ stub: StubProcess) async throws -> [Int] {
        var numbers: [Int] = []
        for page in 1... {
            let url = URL(string: stub.apiURL + "/repos/octocat/Hello-World/issues?state=open&per_page=100&page=\(page)")!
            let (data, _) = try await URLSession.shared.data(from: url)
            let items = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
            if items.isEmpty { break }
            numbers += items.filter { $0["pull_request"] == nil }.compactMap { $0["number"] as? Int }
        }
        return numbers
    }

    @Test func issuesPrintsEveryPageAsJSONAndOfflineTheSameFromTheCache() async throws {
        let stub = try await StubProcess()
        let repotui = try Binaries.path(of: "repotui")
        let expected = try await Self.openIssueNumbers(stub)

        let online = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--issues", "octocat/Hello-World", "--json"],
                                         environment: stub.cacheEnvironment)
        #expect(online.status == 0)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(online.output.utf8)) as? [[String: Any]])
        #expect(issues.compactMap { $0["number"] as? Int } == expected)
        #expect(expected.count > 100)
        let first = try #require(issues.first)
        #expect(Set(first.keys) == ["number", "title", "state", "labels", "user", "comments", "created_at", "updated_at", "html_url", "body"])

        let offline = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--offline", "--issues", "octocat/Hello-World", "--json"],
                                          environment: stub.cacheEnvironment)
        #expect(offline.status == 0)
        #expect(offline.output == online.output)
    }

    @Test func runsArePrintedForTheDefaultBranchAndAListNeverFetchedOfflineSaysSo() async throws {
        let stub = try await StubProcess()
        let repotui = try Binaries.path(of: "repotui")
        let runs = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--runs", "octocat/Hello-World", "--json"],
                                       environment: stub.cacheEnvironment)
        #expect(runs.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(runs.output.utf8)) as? [[String: Any]])
        #expect(!array.isEmpty)
        #expect(array.allSatisfy { $0["head_branch"] as? String == "master" })
        #expect(stub.requests().contains { $0.contains("/repos/octocat/Hello-World/actions/runs?branch=master&per_page=50&page=1") })

        let pulls = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--offline", "--pulls", "octocat/Hello-World", "--json"],
                                        environment: stub.cacheEnvironment)
        #expect(pulls.status == 1)
        #expect(pulls.output == "repotui: octocat/Hello-World's pull requests not cached — run without --offline to fetch them\n")

        let missing = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--issues", "octocat", "--json"], environment: stub.cacheEnvironment)
        #expect(missing.status == 64)
        #expect(missing.output.hasPrefix("Error: --issues needs owner/repo, got 'octocat'\n"))
    }
}
