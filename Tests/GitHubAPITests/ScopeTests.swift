import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import TestSupport
import Testing

/// The scopes against the stub: the token's own repositories (private and organisation ones),
/// another owner's (public only), starred lists with their dates, and a rejected token.
@Suite struct ScopeTests {
    static let ownRepositoriesQuery =
        "per_page=100&sort=pushed&direction=desc&affiliation=owner,collaborator,organization_member&visibility=all"

    func names(_ answer: Revalidation<RepoListing>) -> [String] {
        guard case .modified(let listing) = answer else { return [] }
        return listing.repositories.map(\.fullName)
    }

    @Test func theTokensOwnRepositoriesComeFromUserReposWithPrivateAndOrganisationOnes() async throws {
        let (answer, targets) = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            let answer = try await makeClient(baseURL, token: ScopeDataset.anaToken)
                .repositories(in: Listing(username("ana")), revalidating: nil, progress: nil)
            return (answer, await server.recordedRequests.map(\.target))
        }
        // Pushed newest first across both owners.
        #expect(names(answer) == ["ana/ana-public", "ana/ana-secret-0", "acme/acme-site", "ana/ana-secret-1", "acme/acme-internal"])
        guard case .modified(let listing) = answer else { return }
        #expect(listing.repositories.filter(\.isPrivate).map(\.name) == ["ana-secret-0", "ana-secret-1", "acme-internal"])
        #expect(targets == ["/user", "/user/repos?" + Self.ownRepositoriesQuery])
    }

    @Test func aTokenWhoseUserHasOverAThousandPrivateRepositoriesGetsThemAllOverConcurrentPages() async throws {
        let (answer, targets) = try await withStubServer(dataset: ScopeDataset.make(privateRepositories: 1_200)) { server, baseURL in
            let answer = try await makeClient(baseURL, token: ScopeDataset.anaToken)
                .repositories(in: Listing(username("ana")), revalidating: nil, progress: nil)
            return (answer, await server.recordedRequests.map(\.target))
        }
        guard case .modified(let listing) = answer else {
            Issue.record("expected a listing, got \(answer)")
            return
        }
        #expect(listing.repositories.count == 1_203)
        #expect(listing.repositories.filter(\.isPrivate).count == 1_201)
        #expect(Set(listing.repositories.map(\.id)).count == 1_203)
        // /user, then page 1 and, once it names the last, pages 2…13.
        #expect(targets.count == 14)
        #expect(targets.dropFirst(2).allSatisfy { $0.hasPrefix("/user/repos?") && $0.contains("&page=") })
    }

    @Test func anotherUsersRepositoriesStayPublicWithAToken() async throws {
        let (answer, targets) = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            let answer = try await makeClient(baseURL, token: ScopeDataset.anaToken)
                .repositories(in: Listing(username("ben")), revalidating: nil, progress: nil)
            return (answer, await server.recordedRequests.map(\.target))
        }
        #expect(names(answer) == ["ben/ben-tools"])
        // Whose the token is, then whether ben is an organisation (nothing cached says).
        #expect(targets == ["/user", "/users/ben", "/users/ben/repos?per_page=100&sort=pushed&direction=desc"])
    }

    @Test func anOrganisationSeenForTheFirstTimeWithAMembersTokenListsItsPrivateRepositories() async throws {
        let (member, outsider) = try await withStubServer(dataset: ScopeDataset.make()) { _, baseURL in
            (try await makeClient(baseURL, token: ScopeDataset.anaToken).repositories(in: Listing(username("acme")), revalidating: nil, progress: nil),
             try await makeClient(baseURL, token: ScopeDataset.benToken).repositories(in: Listing(username("acme")), revalidating: nil, progress: nil))
        }
        #expect(names(member) == ["acme/acme-site", "acme/acme-internal"])
        #expect(names(outsider) == ["acme/acme-site"])
    }

    @Test func anOrganisationKnownFromTheCacheIsListedWithItsPrivateRepositoriesForAMember() async throws {
        let (member, outsider, targets) = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            let acme = Listing(try username("acme"))
            // Cached from a run without a token: the public listing, which says acme is an organisation.
            guard case .modified(let first) = try await makeClient(baseURL)
                .repositories(in: acme, revalidating: nil, progress: nil) else { throw GitHubError.unexpectedResponse("304") }
            let cached = CachedRepositories(user: try username("acme"), repositories: first.repositories,
                                            fetchedAt: Date(timeIntervalSince1970: 0), pageValidators: first.pageValidators)
            let member = try await makeClient(baseURL, token: ScopeDataset.anaToken).repositories(in: acme, revalidating: cached, progress: nil)
            let outsider = try await makeClient(baseURL, token: ScopeDataset.benToken).repositories(in: acme, revalidating: cached, progress: nil)
            return (member, outsider, await server.recordedRequests.map(\.target))
        }
        #expect(names(member) == ["acme/acme-site", "acme/acme-internal"])
        #expect(names(outsider) == ["acme/acme-site"])
        #expect(targets.filter { $0.hasPrefix("/orgs/acme/repos?") }.count == 2)
        #expect(targets.contains("/orgs/acme/repos?per_page=100&sort=pushed&direction=desc&type=all"))
    }

    @Test func theTokensUserIsAskedOnceForEveryListingOfARun() async throws {
        let targets = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            let client = makeClient(baseURL, token: ScopeDataset.anaToken)
            _ = try await client.repositories(in: Listing(username("ana")), revalidating: nil, progress: nil)
            _ = try await client.repositories(in: Listing(username("octocat")), revalidating: nil, progress: nil)
            #expect(try await client.viewer() == username("ana"))
            return await server.recordedRequests.map(\.target)
        }
        #expect(targets.filter { $0 == "/user" }.count == 1)
    }

    @Test func aStarredListSaysWhenEachWasStarredNewestFirstAcrossPages() async throws {
        let (answer, requests) = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            let answer = try await makeClient(baseURL)
                .repositories(in: Listing(username("ana"), .starred), revalidating: nil, progress: nil)
            return (answer, await server.recordedRequests)
        }
        guard case .modified(let listing) = answer else {
            Issue.record("expected a listing, got \(answer)")
            return
        }
        let dates = listing.repositories.map(\.starredAt)
        #expect(listing.repositories.count == ScopeDataset.starredCount)
        #expect(dates.allSatisfy { $0 != nil })
        #expect(dates.compactMap { $0 } == dates.compactMap { $0 }.sorted(by: >))
        #expect(listing.repositories.first?.fullName == "ana-starred/ui-dashboard-0001")
        #expect(requests.map(\.path) == ["/users/ana/starred", "/user/42001/starred", "/user/42001/starred"])
        #expect(requests.allSatisfy { $0.headers["accept"] == "application/vnd.github.star+json" })
    }

    @Test func anUnchangedStarredListRevalidatesToNotModified() async throws {
        let answer = try await withStubServer(dataset: ScopeDataset.make()) { _, baseURL in
            let client = makeClient(baseURL)
            let listing = Listing(try username("ana"), .starred)
            guard case .modified(let first) = try await client.repositories(in: listing, revalidating: nil, progress: nil) else {
                throw GitHubError.unexpectedResponse("an unconditional request answered 304")
            }
            let cached = CachedRepositories(user: try username("ana"), scope: .starred, repositories: first.repositories,
                                            fetchedAt: Date(timeIntervalSince1970: 0), pageValidators: first.pageValidators)
            return try await client.repositories(in: listing, revalidating: cached, progress: nil)
        }
        #expect(answer == .notModified)
    }

    @Test func aUserWhoStarredNothingHasAnEmptyStarredList() async throws {
        let answer = try await withStubServer(dataset: ScopeDataset.make()) { _, baseURL in
            try await makeClient(baseURL).repositories(in: Listing(username("ben"), .starred), revalidating: nil, progress: nil)
        }
        guard case .modified(let listing) = answer else {
            Issue.record("expected a listing, got \(answer)")
            return
        }
        #expect(listing.repositories == [])
    }

    @Test func aRejectedTokenFailsWithOneRequestAndNoRetries() async throws {
        let retries = RetrySpy()
        let (outcome, targets) = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            let outcome: GitHubError?
            do {
                _ = try await makeClient(baseURL, token: "ghp_not_a_token_the_stub_knows", retries: retries)
                    .repositories(in: Listing(username("ana")), revalidating: nil, progress: nil)
                outcome = nil
            } catch let error as GitHubError {
                outcome = error
            }
            return (outcome, await server.recordedRequests.map(\.target))
        }
        #expect(outcome == .unauthorized("Bad credentials"))
        #expect(targets == ["/user"])
        #expect(retries.notices.isEmpty)
    }

    /// The listing and the app's own question for the token's user run side by side; the one
    /// that came after the other's 401 asked again (seen on a loaded machine).
    @Test func aRejectedTokensUserIsAskedForOnceHoweverManyAskAfterTheRefusal() async throws {
        let (outcomes, targets) = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            let client = makeClient(baseURL, token: "ghp_not_a_token_the_stub_knows")
            var outcomes: [GitHubError?] = []
            outcomes.append(await #expect(throws: GitHubError.self) { try await client.viewer() })
            outcomes.append(await #expect(throws: GitHubError.self) {
                try await client.repositories(in: Listing(username("ana")), revalidating: nil, progress: nil)
            })
            outcomes.append(await #expect(throws: GitHubError.self) { try await client.viewer() })
            return (outcomes, await server.recordedRequests.map(\.target))
        }
        #expect(outcomes == Array(repeating: .unauthorized("Bad credentials"), count: 3))
        #expect(targets == ["/user"])
    }

    @Test func aFailureThatMayHealIsAskedAgain() async throws {
        let (first, second, targets) = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL in
            await server.inject(.status(404, message: "Not Found"), forPathPrefix: "/user", count: 1)
            let client = makeClient(baseURL, token: ScopeDataset.anaToken)
            let first = await #expect(throws: GitHubError.self) { try await client.viewer() }
            let second = try await client.viewer()
            return (first, second, await server.recordedRequests.map(\.target))
        }
        #expect(first == .notFound("Not Found"))
        #expect(second == (try username("ana")))
        #expect(targets == ["/user", "/user"])
    }

    @Test func withoutATokenThereIsNoViewerToAskFor() async throws {
        let outcome = try await withStubServer(dataset: ScopeDataset.make()) { server, baseURL -> (GitHubError?, Int) in
            do {
                _ = try await makeClient(baseURL).viewer()
                return (nil, await server.recordedRequests.count)
            } catch let error as GitHubError {
                return (error, await server.recordedRequests.count)
            }
        }
        #expect(outcome.1 == 0)
        if case .tokenRequired? = outcome.0 {} else { Issue.record("expected tokenRequired, got \(String(describing: outcome.0))") }
    }
}

/// The Member of scope against the stub: `/user/orgs` and each `/orgs/{org}`, conditionally.
@Suite struct MembershipTests {
    @Test func theTokensOrganisationsComeWithTheirCountsPrivateOnesIncluded() async throws {
        let (answer, again) = try await withStubServer(dataset: ScopeDataset.make()) { _, baseURL in
            let client = makeClient(baseURL, token: ScopeDataset.anaToken)
            let answer = try await client.memberships(revalidating: nil)
            guard case .modified(let listing) = answer else { return (answer, answer) }
            let cached = CachedMemberships(user: try username("ana"), organizations: listing.organizations,
                                           fetchedAt: Date(timeIntervalSince1970: 0), etag: listing.etag)
            return (answer, try await client.memberships(revalidating: cached))
        }
        guard case .modified(let listing) = answer else {
            Issue.record("expected organisations, got \(answer)")
            return
        }
        #expect(listing.organizations.map(\.login.rawValue) == ["acme"])
        #expect(listing.organizations.map(\.repositoryCount) == [2])
        #expect(listing.organizations.map(\.description) == ["The Acme organisation"])
        // Asked again with the validators: every answer a 304.
        #expect(again == .notModified)
    }

    @Test func aUserInNoOrganisationHasNone() async throws {
        let answer = try await withStubServer(dataset: ScopeDataset.make()) { _, baseURL in
            try await makeClient(baseURL, token: ScopeDataset.benToken).memberships(revalidating: nil)
        }
        #expect(answer == .modified(MembershipListing(organizations: [], etag: answer.etagForTest)))
    }
}

extension Revalidation<MembershipListing> {
    var etagForTest: String? {
        if case .modified(let listing) = self { listing.etag } else { nil }
    }
}
