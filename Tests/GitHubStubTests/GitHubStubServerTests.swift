import FlyingFox
import FlyingSocks
import Foundation
import GitHubStub
import TestSupport
import Testing

/// The stub over real sockets, spoken to with URLSession (and FlyingFox's raw client where
/// URLSession would add headers of its own).
@Suite struct GitHubStubServerTests {
    @Test func listsBigOrgInThreePagesWithGitHubsLinkHeaders() async throws {
        try await withStubServer { _, baseURL in
            let base = baseURL.absoluteString
            let first = try await get("/users/big-org/repos?per_page=100", from: baseURL)
            let second = try await get("/user/9919919/repos?per_page=100&page=2", from: baseURL)
            let third = try await get("/user/9919919/repos?per_page=100&page=3", from: baseURL)
            #expect([first, second, third].map(\.status) == [200, 200, 200])
            #expect(try [first, second, third].map { try $0.jsonArray().count } == [100, 100, 50])
            #expect(first.header("link")
                == "<\(base)/user/9919919/repos?per_page=100&page=2>; rel=\"next\", <\(base)/user/9919919/repos?per_page=100&page=3>; rel=\"last\"")
            #expect(second.header("link")
                == "<\(base)/user/9919919/repos?per_page=100&page=1>; rel=\"prev\", <\(base)/user/9919919/repos?per_page=100&page=3>; rel=\"next\", <\(base)/user/9919919/repos?per_page=100&page=3>; rel=\"last\", <\(base)/user/9919919/repos?per_page=100&page=1>; rel=\"first\"")
            #expect(third.header("link")
                == "<\(base)/user/9919919/repos?per_page=100&page=2>; rel=\"prev\", <\(base)/user/9919919/repos?per_page=100&page=1>; rel=\"first\"")
        }
    }

    @Test func linksKeepTheOtherParametersInTheirOrder() async throws {
        try await withStubServer { _, baseURL in
            let response = try await get("/users/big-org/repos?sort=pushed&page=1&per_page=100&direction=desc", from: baseURL)
            #expect(response.header("link")?.hasPrefix(
                "<\(baseURL.absoluteString)/user/9919919/repos?sort=pushed&per_page=100&direction=desc&page=2>; rel=\"next\"")
                == true)
        }
    }

    @Test func defaultPageSizeIsThirtyAndFittingListsHaveNoLink() async throws {
        try await withStubServer { _, baseURL in
            let bigOrg = try await get("/users/big-org/repos", from: baseURL)
            let octocat = try await get("/users/octocat/repos", from: baseURL)
            let empty = try await get("/users/emptyuser/repos", from: baseURL)
            #expect(try bigOrg.jsonArray().count == 30)
            #expect(bigOrg.header("link")?.contains("page=9>; rel=\"last\"") == true)
            #expect(try octocat.jsonArray().count == 8)
            #expect(octocat.header("link") == nil)
            #expect(empty.text == "[]")
            #expect(empty.header("link") == nil)
        }
    }

    @Test func sortsByPushedDescendingWhenAsked() async throws {
        try await withStubServer { _, baseURL in
            let pushed = try await get("/users/octocat/repos?sort=pushed&direction=desc", from: baseURL)
            let byName = try await get("/users/octocat/repos", from: baseURL)
            #expect(try pushed.jsonArray().compactMap { $0["name"] as? String } == [
                "test-repo1", "Hello-World", "Spoon-Knife", "swift-cli-template", "linguist", "octocat.github.io",
                "git-consortium", "empty-notes",
            ])
            #expect(try byName.jsonArray().compactMap { $0["name"] as? String } == [
                "empty-notes", "git-consortium", "Hello-World", "linguist", "octocat.github.io", "Spoon-Knife",
                "swift-cli-template", "test-repo1",
            ])
        }
    }

    @Test(arguments: ["/users/nobody", "/users/nobody/repos", "/user/123/repos", "/repos/octocat/nope",
                      "/repos/nobody/x/readme", "/repos/octocat/octocat.github.io/readme", "/elsewhere"])
    func unknownThingsGetGitHubsNotFoundBody(target: String) async throws {
        try await withStubServer { _, baseURL in
            let response = try await get(target, from: baseURL)
            #expect(response.status == 404)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(response.text == #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}"#)
        }
    }

    @Test func aMatchingIfNoneMatchGetsAnEmpty304ThatCostsNothing() async throws {
        try await withStubServer { _, baseURL in
            let first = try await get("/users/octocat/repos", from: baseURL)
            let etag = try #require(first.header("etag"))
            let second = try await get("/users/octocat/repos", from: baseURL, headers: ["If-None-Match": etag])
            let weak = try await get("/users/octocat/repos", from: baseURL, headers: ["If-None-Match": "\"other\", W/\(etag)"])
            let stale = try await get("/users/octocat/repos", from: baseURL, headers: ["If-None-Match": "\"stale\""])
            #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count == 34)
            #expect([second, weak, stale].map(\.status) == [304, 304, 200])
            #expect(second.body.isEmpty)
            #expect(second.header("etag") == etag)
            #expect(stale.body == first.body)
            // 304s leave the count alone: 60 → 59 (first) → 59, 59 → 58 (stale).
            #expect([first, second, weak, stale].map { $0.header("x-ratelimit-remaining") } == ["59", "59", "59", "58"])
        }
    }

    @Test func theETagIsAHashOfTheBody() async throws {
        try await withStubServer { _, baseURL in
            let first = try await get("/repos/octocat/linguist", from: baseURL)
            let again = try await get("/repos/octocat/linguist", from: baseURL)
            let other = try await get("/repos/octocat/Hello-World", from: baseURL)
            #expect(first.header("etag") != nil)
            #expect(first.header("etag") == again.header("etag"))
            #expect(first.header("etag") != other.header("etag"))
        }
    }

    @Test func rateLimitHeadersCountDownFromSixty() async throws {
        try await withStubServer { _, baseURL in
            var remaining: [String?] = []
            for _ in 0..<3 {
                let response = try await get("/users/octocat", from: baseURL)
                remaining.append(response.header("x-ratelimit-remaining"))
                #expect(response.header("x-ratelimit-limit") == "60")
                #expect(response.header("x-ratelimit-resource") == "core")
                #expect(response.header("x-ratelimit-reset").flatMap(Int.init) != nil)
            }
            #expect(remaining == ["59", "58", "57"])
        }
    }

    @Test func aRequestWithoutUserAgentIsForbiddenLikeGitHub() async throws {
        try await withStubServer { server, baseURL in
            var client = HTTPClient()
            let request = HTTPRequest(
                method: .GET, version: .http11, path: "/users/octocat", query: [], headers: [:], body: Data())
            let response = try await client.sendHTTPRequest(
                request, to: .inet(ip4: "127.0.0.1", port: UInt16(baseURL.port!)))
            let body = String(decoding: try await response.bodyData, as: UTF8.self)
            #expect(response.statusCode.code == 403)
            #expect(body.hasPrefix("Request forbidden by administrative rules. Please make sure your request has a User-Agent header"))
            #expect(await server.recordedRequests.map(\.headers["user-agent"]) == [nil])
        }
    }

    @Test func readmeIsBase64JSONByDefaultAndRawWhenAsked() async throws {
        try await withStubServer { _, baseURL in
            let json = try await get("/repos/octocat/Hello-World/readme", from: baseURL)
            let raw = try await get(
                "/repos/octocat/Hello-World/readme", from: baseURL, headers: ["Accept": "application/vnd.github.raw+json"])
            let object = try #require(try JSONSerialization.jsonObject(with: json.body) as? [String: Any])
            let content = try #require(object["content"] as? String)
            let decoded = Data(base64Encoded: content.filter { $0 != "\n" }).map { String(decoding: $0, as: UTF8.self) }
            #expect(object["encoding"] as? String == "base64")
            let readme = try #require(StubDataset.sample.user(login: "octocat")?.repos.first { $0.name == "Hello-World" }?.readme)
            #expect(decoded == readme)
            #expect(raw.text == readme)
            let rows = content.components(separatedBy: "\n").filter { !$0.isEmpty }
            #expect(rows.count > 1 && rows.dropLast().allSatisfy { $0.count == 60 }) // wrapped as GitHub does
            #expect(raw.header("content-type") == "application/vnd.github.raw+json; charset=utf-8")
        }
    }

    @Test func userAndRepositoryLookupsIgnoreCaseAndDecodePathSegments() async throws {
        try await withStubServer { _, baseURL in
            let user = try await get("/users/OctoCat", from: baseURL)
            let repo = try await get("/repos/unicode-zoo/%E6%97%A5%E6%9C%AC%E8%AA%9E-%E3%83%AA%E3%83%9D%E3%82%B8%E3%83%88%E3%83%AA", from: baseURL)
            let userObject = try JSONSerialization.jsonObject(with: user.body) as? [String: Any]
            let repoObject = try JSONSerialization.jsonObject(with: repo.body) as? [String: Any]
            #expect(userObject?["login"] as? String == "octocat")
            #expect(userObject?["public_repos"] as? Int == 8)
            #expect(repoObject?["full_name"] as? String == "unicode-zoo/日本語-リポジトリ")
        }
    }

    @Test func hostileTextSurvivesTheWireExactly() async throws {
        try await withStubServer { _, baseURL in
            let response = try await get("/users/hostile/repos?per_page=100", from: baseURL)
            let descriptions = try response.jsonArray().map { $0["description"] as? String }
            let expected = StubDataset.sample.user(login: "hostile")!.repos.map(\.description)
            #expect(Set(descriptions) == Set(expected))
            // Control characters travel as JSON escapes, never as raw bytes.
            #expect(!response.body.contains(0x1B) && !response.body.contains(0x07) && !response.body.contains(0x08))
        }
    }

    @Test func latencyDelaysEveryResponse() async throws {
        try await withStubServer(options: .init(latency: .milliseconds(300))) { _, baseURL in
            let clock = ContinuousClock()
            let started = clock.now
            _ = try await get("/users/octocat", from: baseURL)
            #expect(clock.now - started >= .milliseconds(300))
        }
    }

    @Test func requestsAreAppendedToTheLogFileOneLineEach() async throws {
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("stub-log-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: logURL) }
        try await withStubServer(options: .init(requestLogURL: logURL)) { _, baseURL in
            _ = try await get("/users/octocat/repos?per_page=2&page=3", from: baseURL)
            _ = try await get("/users/octocat", from: baseURL, headers: ["If-None-Match": "\"abc\"", "Authorization": "Bearer secret"])
        }
        let lines = try String(contentsOf: logURL, encoding: .utf8).split(separator: "\n")
        #expect(lines == ["GET /users/octocat/repos?per_page=2&page=3 if-none-match=-", "GET /users/octocat if-none-match=\"abc\""])
    }

    @Test func startTwiceReturnsTheSameURLAndStopIsIdempotent() async throws {
        let server = GitHubStubServer(dataset: .sample)
        let first = try await server.start()
        let second = try await server.start()
        #expect(first == second)
        #expect(first.absoluteString.hasPrefix("http://127.0.0.1:"))
        await server.stop()
        await server.stop()
        #expect(await server.baseURL == nil)
    }

    @Test func aTakenPortIsReportedNotHung() async throws {
        try await withStubServer { _, baseURL in
            let port = UInt16(baseURL.port!)
            let second = GitHubStubServer(dataset: .sample, port: port)
            // A hang would show as a test that never ends; no timing assertion, which would flake.
            await #expect(throws: GitHubStubServer.StartError.self) { try await second.start() }
        }
    }

    @Test func injectedFaultsLastAsLongAsAsked() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.badCredentials, forPathPrefix: "/users/", count: 2)
            var statuses: [Int] = []
            for _ in 0..<3 { statuses.append(try await get("/users/octocat", from: baseURL).status) }
            #expect(statuses == [401, 401, 200])
        }
    }
}
