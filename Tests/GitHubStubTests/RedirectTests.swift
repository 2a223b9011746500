import Foundation
import GitHubStub
import TestSupport
import Testing

/// GitHub's 301 after a rename, from the dataset (`formerLogins`) and as a fault (`moved:LOGIN`),
/// read over a bare socket so the redirect is seen rather than followed.
@Suite struct RedirectTests {
    @Test func aFormerLoginRedirectsListingsToTheNewLoginKeepingTheQuery() async throws {
        try await withStubServer { _, baseURL in
            let location = "\(baseURL.absoluteString)/users/mega-org/repos?per_page=100&page=2"
            let moved = try await RawHTTPExchange.get("/users/megacorp/repos?per_page=100&page=2", port: baseURL.port!)
            #expect(moved.status == 301)
            #expect(moved.header("location") == location)
            #expect(moved.header("content-type") == "application/json; charset=utf-8")
            #expect(moved.header("x-ratelimit-remaining") == "59")
            #expect(moved.text == #"{"message":"Moved Permanently","url":"\#(location)","documentation_url":"https://docs.github.com/v3/#http-redirects"}"#)
        }
    }

    @Test func aFormerOwnerRedirectsRepositoriesToTheirIdLikeTheRecording() async throws {
        let repo = StubDataset.sample.user(login: "mega-org")!.repos[41]
        try await withStubServer { _, baseURL in
            let port = baseURL.port!
            let detail = try await RawHTTPExchange.get("/repos/megacorp/\(repo.name)", port: port)
            let readme = try await RawHTTPExchange.get("/repos/MegaCorp/\(repo.name)/readme", port: port)
            let user = try await RawHTTPExchange.get("/users/megacorp", port: port)
            let unknown = try await RawHTTPExchange.get("/repos/megacorp/no-such-repository", port: port)
            #expect([detail, readme, user, unknown].map(\.status) == [301, 301, 301, 404])
            #expect(detail.header("location") == "\(baseURL.absoluteString)/repositories/\(repo.id)")
            #expect(readme.header("location") == "\(baseURL.absoluteString)/repositories/\(repo.id)/readme")
            #expect(user.header("location") == "\(baseURL.absoluteString)/users/mega-org")
        }
    }

    @Test func aClientThatFollowsTheRedirectGetsTheNewAccountsRepositories() async throws {
        try await withStubServer { server, baseURL in
            let followed = try await get("/users/megacorp/repos?per_page=5", from: baseURL)
            let owners = try followed.jsonArray().compactMap { ($0["owner"] as? [String: Any])?["login"] as? String }
            #expect(followed.status == 200)
            #expect(owners == Array(repeating: "mega-org", count: 5))
            #expect(await server.recordedRequests.map(\.target) == [
                "/users/megacorp/repos?per_page=5", "/users/mega-org/repos?per_page=5",
            ])
        }
    }

    @Test func theMovedFaultRedirectsAnyAccountPathUntilItsCountRunsOut() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.movedPermanently(toLogin: "octocat"), forLogin: "old-octocat", count: 2)
            let port = baseURL.port!
            let listing = try await RawHTTPExchange.get("/users/old-octocat/repos?sort=pushed", port: port)
            let readme = try await RawHTTPExchange.get("/repos/old-octocat/Hello-World/readme", port: port)
            let healed = try await RawHTTPExchange.get("/users/old-octocat/repos?sort=pushed", port: port)
            #expect([listing, readme, healed].map(\.status) == [301, 301, 404])
            #expect(listing.header("location") == "\(baseURL.absoluteString)/users/octocat/repos?sort=pushed")
            #expect(readme.header("location") == "\(baseURL.absoluteString)/repos/octocat/Hello-World/readme")
            #expect(await server.activeFaults == [])
        }
    }

    @Test func theMovedFaultLeavesPathsWithoutAnAccountAlone() async throws {
        try await withStubServer { server, baseURL in
            await server.inject(.movedPermanently(toLogin: "octocat"), forPathPrefix: "/", count: 1)
            let rateLimit = try await get("/rate_limit", from: baseURL)
            let elsewhere = try await get("/elsewhere", from: baseURL)
            #expect([rateLimit, elsewhere].map(\.status) == [200, 404])
            #expect(await server.activeFaults == [StubFaultRule(.movedPermanently(toLogin: "octocat"), count: 1)])
        }
    }
}
