import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Issue 29, item 4: a search over all of GitHub, as a person and as a script use it — the
/// Search tab in tmux, `--search … --json`, and the same search from the cache offline.
struct SearchEndToEndTests {
    /// Every result the stub gives for `q`, page by page, as GitHub's client would read them.
    static func results(of query: String, stub: StubProcess) async throws -> (names: [String], total: Int) {
        var names: [String] = []
        var total = 0
        let q = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
        for page in 1...10 {
            let url = URL(string: stub.apiURL + "/search/repositories?q=\(q)&per_page=100&page=\(page)")!
            var request = URLRequest(url: url)
            request.setValue("repotui-tests", forHTTPHeaderField: "User-Agent")
            let (data, _) = try await URLSession.shared.data(for: request)
            let body = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            total = body["total_count"] as? Int ?? 0
            let items = body["items"] as? [[String: Any]] ?? []
            if items.isEmpty { break }
            names += items.compactMap { $0["full_name"] as? String }
        }
        return (names, total)
    }

    @Test func searchPrintsWhatGitHubFoundAsJSONAndOfflineTheSameFromTheCache() async throws {
        let stub = try await StubProcess()
        let repotui = try Binaries.path(of: "repotui")
        let online = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--search", "lang:ruby stars:>100", "--json"],
                                         environment: stub.cacheEnvironment)
        #expect(online.status == 0)
        let printed = try #require(try JSONSerialization.jsonObject(with: Data(online.output.utf8)) as? [[String: Any]])
        let expected = try await Self.results(of: "language:ruby stars:>=101", stub: stub)
        #expect(expected.names.count > 100)
        #expect(Set(printed.compactMap { $0["full_name"] as? String }) == Set(expected.names))
        #expect(printed.count == expected.names.count)
        let stars = printed.compactMap { $0["stargazers_count"] as? Int }
        #expect(stars == stars.sorted(by: >))
        #expect(stub.requests().contains { $0.hasPrefix("GET /search/repositories?q=language%3Aruby%20stars%3A%3E%3D101&per_page=100 ") })

        let offline = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--offline", "--search", "lang:ruby stars:>100", "--json"],
                                          environment: stub.cacheEnvironment)
        #expect(offline.status == 0)
        #expect(offline.output == online.output)

        let unknown = try await Spawn.run([repotui, "--api-url", stub.apiURL, "--search", "is:dirty", "--json"],
                                          environment: stub.cacheEnvironment)
        #expect(unknown.status == 64)
        #expect(unknown.output.hasPrefix("Error: --search: nothing GitHub can search for — is:dirty (clones are known only on this machine)\n"))
    }

    @Test func theSearchTabSendsTheQueryAndSaysWhatItCouldNotSend() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 120, height: 30)
        let tmux = run.tmux
        _ = try await tmux.waitForText("octocat · 8 repositories")
        // Search is the last tab of every list.
        try await tmux.sendKeys("BTab")
        _ = try await tmux.waitForText("search all of GitHub: / then words and qualifiers")
        try await tmux.sendKeys("/")
        try await tmux.type("lang:ruby stars:>100 is:dirty")
        try await tmux.sendKeys("Enter")
        let expected = try await Self.results(of: "language:ruby stars:>=101", stub: stub)
        let found = try await tmux.waitForScreen("the search's results") { lines in
            lines.first?.hasPrefix(" search language:ruby stars:>=101 · \(expected.names.count) results · ") == true
        }
        let selected = try #require(found.first { $0.hasPrefix("› ") })
        let status = found.last { !$0.isEmpty } ?? ""
        #expect(status.hasPrefix(" not sent to GitHub: is:dirty (clones are known only on this machine)"), "\(status)")
        // The search budget (10 a minute without a token), which the test's own reads share.
        #expect(status.contains(/\ search \d\/10\ /), "\(status)")

        // Tab goes to octocat's own lists and back; the search is kept.
        try await tmux.sendKeys("Tab")
        _ = try await tmux.waitForText("octocat · 8 repositories")
        try await tmux.sendKeys("BTab")
        _ = try await tmux.waitForText(" search language:ruby stars:>=101 · \(expected.names.count) results · ")

        // Enter opens a result like any row: the header names it after the search.
        try await tmux.sendKeys("Enter")
        let detail = try await tmux.waitForScreen("the result's detail") { lines in lines.first?.contains(" › ") == true }
        let name = try #require(detail.first { $0.contains("│ mega-org/") || $0.contains("│ big-org/") || $0.contains("│ octocat/") })
        #expect(!selected.isEmpty && !name.isEmpty)
        try await run.expectCleanQuit(with: "C-c")
    }
}
