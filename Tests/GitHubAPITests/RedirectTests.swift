import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import TestSupport
import Testing

/// 301s after a rename are followed — by the client, not URLSession, which on Linux would carry
/// the Authorization header to any host — and only within the configured origin.
@Suite struct RedirectTests {
    @Test func aRenamedUsersOldLoginLeadsToTheNewLoginsRepositories() async throws {
        let token = ScopeDataset.benToken
        let (repositories, requests, megaOrg) = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            // mega-org was called megacorp: GitHub answers the old name with 301.
            let repositories = try await makeClient(baseURL, token: token).repositories(of: username("megacorp"))
            let requests = await server.recordedRequests
            return (repositories, requests, try await makeClient(baseURL).repositories(of: username("mega-org")))
        }
        #expect(repositories.count == 3_000)
        // The same rows; asked with a token, each says what ben may do (pull, a stranger).
        #expect(repositories.allSatisfy { $0.viewerPermission == .read })
        #expect(repositories.map { var row = $0; row.viewerPermission = nil; return row } == megaOrg)
        // With a token: whose it is (to know whether to list /user/repos), then whether megacorp
        // is an organisation (the 301 followed), then its listing as one, the 301 followed again.
        #expect(requests.prefix(5).map(\.path)
                == ["/user", "/users/megacorp", "/users/mega-org", "/orgs/megacorp/repos", "/orgs/mega-org/repos"])
        #expect(requests.count == 34)
        #expect(requests.allSatisfy { $0.headers["authorization"] == "Bearer \(token)" })
    }

    @Test func theMovedFaultLeadsToTheOtherAccountsRepositories() async throws {
        let (repositories, requests) = try await withStubServer { server, baseURL in
            await server.inject(.movedPermanently(toLogin: "octocat"), forLogin: "emptyuser", count: 1)
            let repositories = try await makeClient(baseURL).repositories(of: username("emptyuser"))
            return (repositories, await server.recordedRequests)
        }
        #expect(repositories.count == 8)
        #expect(requests.map(\.path) == ["/users/emptyuser/repos", "/users/octocat/repos"])
    }

    @Test func aRenamedRepositoryIsFollowedToItsNewHome() async throws {
        let repository = try await withStubServer { server, baseURL in
            await server.inject(.movedPermanently(toLogin: "octocat"), forLogin: "emptyuser", count: 1)
            return try await makeClient(baseURL).repository(owner: "emptyuser", name: "linguist")
        }
        #expect(repository.fullName == "octocat/linguist")
    }

    @Test func aRedirectToAnotherOriginIsRefusedAndNeverReceivesTheToken() async throws {
        let requests = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            // Asked as `localhost`, the stub redirects to `127.0.0.1`: the same socket, but
            // another origin as far as the client can tell, as a real foreign host would be.
            let port = try #require(baseURL.port)
            let localhost = try #require(URL(string: "http://localhost:\(port)"))
            await #expect(throws: GitHubError.unexpectedResponse("redirect to another host refused")) {
                try await makeClient(localhost, token: ScopeDataset.benToken).repositories(of: username("megacorp"))
            }
            return await server.recordedRequests
        }
        #expect(requests.map(\.path) == ["/user", "/users/megacorp"])
    }

    @Test func aConditionalRequestKeepsItsETagAcrossTheRedirect() async throws {
        let (answer, requests) = try await withStubServer { server, baseURL in
            let client = makeClient(baseURL, maxConcurrentPages: 1)
            let cached = try await cachedListing(of: "megacorp", client: client)
            await server.clearRecordedRequests()
            let answer = try await client.repositories(of: username("megacorp"), revalidating: cached)
            return (answer, await server.recordedRequests)
        }
        #expect(answer == .notModified)
        #expect(requests.allSatisfy { $0.headers["if-none-match"] != nil })
    }
}
