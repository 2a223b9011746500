import Foundation
import GitHubStub
import RepoCore
import TestSupport
import Testing
@testable import GitHubAPI

/// `*` against the stub: asking whether the token's user starred a repository (204 / 404),
/// starring with a bodiless `PUT`, unstarring with `DELETE`, and what happens without a token or
/// for a repository the token cannot see.
@Suite struct StarringTests {
    @Test func aStarIsCheckedGivenAndTakenBack() async throws {
        let (answers, requests) = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            let client = makeClient(baseURL, token: ScopeDataset.benToken)
            var answers = [try await client.isStarred(owner: "ana", name: "ana-public")]
            try await client.setStarred(true, owner: "ana", name: "ana-public")
            answers.append(try await client.isStarred(owner: "ana", name: "ana-public"))
            try await client.setStarred(true, owner: "ana", name: "ana-public")
            try await client.setStarred(false, owner: "ana", name: "ana-public")
            answers.append(try await client.isStarred(owner: "ana", name: "ana-public"))
            return (answers, await server.recordedRequests.map { "\($0.method) \($0.path) \($0.headers["content-length"] ?? "-")" })
        }

        #expect(answers == [false, true, false])
        #expect(requests == [
            "GET /user/starred/ana/ana-public -",
            "PUT /user/starred/ana/ana-public 0",
            "GET /user/starred/ana/ana-public -",
            "PUT /user/starred/ana/ana-public 0",
            "DELETE /user/starred/ana/ana-public 0",
            "GET /user/starred/ana/ana-public -",
        ])
    }

    @Test func aStarFromTheDatasetIsKnown() async throws {
        let starred = try await withStubServer(dataset: ScopeDataset.make()) { _, baseURL in
            let dataset = try ScopeDataset.make()
            let first = try #require(dataset.users.first { $0.login == "ana" }?.starred.first?.repo)
            let parts = first.split(separator: "/").map(String.init)
            return try await makeClient(baseURL, token: ScopeDataset.anaToken).isStarred(owner: parts[0], name: parts[1])
        }
        #expect(starred)
    }

    @Test func withoutATokenNothingIsAskedAndItSaysSo() async throws {
        let requests = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            let client = makeClient(baseURL)
            await #expect(throws: GitHubError.tokenRequired(nil)) { try await client.isStarred(owner: "ana", name: "ana-public") }
            await #expect(throws: GitHubError.tokenRequired(nil)) { try await client.setStarred(true, owner: "ana", name: "ana-public") }
            return await server.recordedRequests
        }
        #expect(requests.isEmpty)
    }

    @Test func aRepositoryTheTokenCannotSeeCannotBeStarred() async throws {
        try await withStubServer(dataset: ScopeDataset.make()) { _, baseURL in
            let client = makeClient(baseURL, token: ScopeDataset.benToken)
            await #expect(throws: GitHubError.notFound("Not Found")) {
                try await client.setStarred(true, owner: "ana", name: "ana-secret-0")
            }
            let starred = try await client.isStarred(owner: "ana", name: "ana-secret-0")
            #expect(!starred)
        }
    }

    @Test func aStarGivenOrTakenBackShowsInTheStarredListingNewestFirst() async throws {
        let (before, after) = try await withStubServer(dataset: ScopeDataset.make()) { _, baseURL in
            let client = makeClient(baseURL, token: ScopeDataset.benToken)
            let ben = try GitHubUsername(validating: "ben")
            let before = try await client.repositories(in: Listing(ben, .starred), revalidating: nil, progress: nil)
            try await client.setStarred(true, owner: "ana", name: "ana-public")
            try await client.setStarred(true, owner: "acme", name: "acme-site")
            try await client.setStarred(false, owner: "ana", name: "ana-public")
            try await client.setStarred(true, owner: "octocat", name: "Hello-World")
            let after = try await client.repositories(in: Listing(ben, .starred), revalidating: nil, progress: nil)
            return (before, after)
        }
        guard case .modified(let old) = before, case .modified(let new) = after else {
            Issue.record("expected both listings")
            return
        }
        #expect(old.repositories.map(\.fullName) == [])
        #expect(new.repositories.map(\.fullName) == ["octocat/Hello-World", "acme/acme-site"])
    }
}
