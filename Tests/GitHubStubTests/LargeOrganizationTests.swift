import Foundation
import GitHubStub
import TestSupport
import Testing

/// `mega-org` (3,000 repositories) and generated organisations over real sockets: every page
/// reachable through `Link` headers that read like GitHub's, details and READMEs with ETags.
@Suite struct LargeOrganizationTests {
    let megaOrg = StubDataset.sample.user(login: "mega-org")!

    @Test func followingNextLinksWalksThirtyPagesAndEveryRepositoryOnce() async throws {
        try await withStubServer { _, baseURL in
            let base = baseURL.absoluteString
            var target: String? = "/users/mega-org/repos?per_page=100"
            var pageSizes: [Int] = []
            var ids: [Int64] = []
            var links: [String?] = []
            while let current = target {
                let response = try await get(current, from: baseURL)
                #expect(response.status == 200)
                let page = try response.jsonArray()
                pageSizes.append(page.count)
                ids += page.compactMap { ($0["id"] as? NSNumber)?.int64Value }
                links.append(response.header("link"))
                target = nextLink(in: response.header("link")).map { String($0.dropFirst(base.count)) }
            }
            func page(_ number: Int) -> String { "<\(base)/user/9929929/repos?per_page=100&page=\(number)>" }
            #expect(pageSizes == Array(repeating: 100, count: 30))
            #expect(ids.count == 3_000)
            #expect(Set(ids) == Set(megaOrg.repos.map(\.id)))
            #expect(links[0] == "\(page(2)); rel=\"next\", \(page(30)); rel=\"last\"")
            #expect(links[14] == "\(page(14)); rel=\"prev\", \(page(16)); rel=\"next\", \(page(30)); rel=\"last\", \(page(1)); rel=\"first\"")
            #expect(links[29] == "\(page(29)); rel=\"prev\", \(page(1)); rel=\"first\"")
        }
    }

    @Test func pagesAreThirtyByDefaultAndAtMostAHundred() async throws {
        try await withStubServer { _, baseURL in
            let byDefault = try await get("/users/mega-org/repos", from: baseURL)
            let tooMany = try await get("/users/mega-org/repos?per_page=1000&page=30", from: baseURL)
            let pastTheEnd = try await get("/users/mega-org/repos?per_page=100&page=31", from: baseURL)
            let absurdPage = try await get("/users/mega-org/repos?page=9223372036854775807", from: baseURL)
            #expect(try byDefault.jsonArray().count == 30)
            #expect(byDefault.header("link")?.hasSuffix("/user/9929929/repos?page=100>; rel=\"last\"") == true)
            #expect(try tooMany.jsonArray().count == 100)
            #expect(tooMany.header("link")?.hasPrefix("<\(baseURL.absoluteString)/user/9929929/repos?per_page=1000&page=29>; rel=\"prev\"") == true)
            #expect([pastTheEnd, absurdPage].map(\.status) == [200, 200])
            #expect([pastTheEnd.text, absurdPage.text] == ["[]", "[]"])
        }
    }

    /// The recorded octokit walk (13 issues, `per_page=3`: five pages) against an organisation
    /// of 13 repositories with the recording's id: the same five `Link` headers, byte for
    /// byte, once the recorded host and path are swapped for the stub's.
    @Test(.enabled(if: Fixtures.isAvailable, "../shared/fixtures/github is not here"))
    func linkHeadersMatchTheRecordedOctokitWalk() async throws {
        let recorded = try RecordedExchange.load("octokit-scenarios/paginate-issues/raw-fixture.json")
            .filter { $0.method == "GET" }
            .map { try #require($0.header("link")) }
        let recordedID: Int64 = 515_435_940
        let dataset = StubDataset(users: [
            OrganizationGenerator.organization(
                login: "fixture-org", id: recordedID, repositoryCount: 13, firstRepositoryID: 1)
        ])
        try await withStubServer(dataset: dataset) { _, baseURL in
            var target: String? = "/users/fixture-org/repos?per_page=3"
            var links: [String] = []
            while let current = target, links.count < 10 {
                let link = try #require(try await get(current, from: baseURL).header("link"))
                links.append(link)
                target = nextLink(in: link).map { String($0.dropFirst(baseURL.absoluteString.count)) }
            }
            let expected = recorded.map {
                $0.replacingOccurrences(
                    of: "https://api.github.com/repositories/\(recordedID)/issues",
                    with: "\(baseURL.absoluteString)/user/\(recordedID)/repos")
            }
            #expect(recorded.count == 5)
            #expect(links == expected)
        }
    }

    @Test func generatedRepositoriesHaveDetailsAndReadmesWithETags() async throws {
        let repo = try #require(megaOrg.repos.first { $0.readme != nil && $0.description != nil })
        let withoutReadme = try #require(megaOrg.repos.first { $0.readme == nil })
        try await withStubServer { _, baseURL in
            let detail = try await get("/repos/mega-org/\(repo.name)", from: baseURL)
            let byID = try await get("/repositories/\(repo.id)", from: baseURL)
            let detailAgain = try await get(
                "/repos/MEGA-ORG/\(repo.name.uppercased())", from: baseURL,
                headers: ["If-None-Match": detail.header("etag") ?? "-"])
            let raw = try await get(
                "/repos/mega-org/\(repo.name)/readme", from: baseURL, headers: ["Accept": "application/vnd.github.raw+json"])
            let rawAgain = try await get(
                "/repos/mega-org/\(repo.name)/readme", from: baseURL,
                headers: ["Accept": "application/vnd.github.raw+json", "If-None-Match": raw.header("etag") ?? "-"])
            let missing = try await get("/repos/mega-org/\(withoutReadme.name)/readme", from: baseURL)
            let object = try detail.jsonObject()

            #expect([detail, byID, detailAgain, raw, rawAgain, missing].map(\.status) == [200, 200, 304, 200, 304, 404])
            #expect(object["full_name"] as? String == "mega-org/\(repo.name)")
            #expect((object["id"] as? NSNumber)?.int64Value == repo.id)
            #expect(object["description"] as? String == repo.description)
            #expect(byID.body == detail.body)
            #expect(detailAgain.body.isEmpty && rawAgain.body.isEmpty)
            #expect(raw.text == repo.readme)
            #expect(raw.text == "# \(repo.name)\n\n\(repo.description!)\n\n## Install\n\n```sh\ngit clone https://github.com/mega-org/\(repo.name).git\n```\n")
            #expect(detail.header("etag")?.count == 34)
            #expect(raw.header("etag") == rawAgain.header("etag"))
        }
    }

    @Test func theGeneratedSampleVariesLikeARealOrganisation() throws {
        let repos = megaOrg.repos
        let descriptions = repos.compactMap(\.description)
        let twoYearsBefore = SampleClock.reference.addingTimeInterval(-730 * 86_400)
        let dates = repos.flatMap { [$0.createdAt, $0.updatedAt, $0.pushedAt] }.compactMap { $0 }
        #expect(repos.count == 3_000)
        #expect(Set(repos.map { $0.name.lowercased() }).count == 3_000)
        #expect(Set(repos.compactMap(\.language)).count >= 10)
        #expect(repos.contains { $0.language == nil })
        #expect(repos.contains { $0.description == nil })
        #expect(repos.contains { $0.pushedAt == nil })
        #expect(repos.contains { $0.name.contains(".") } && repos.contains { $0.name.contains("_") })
        #expect(descriptions.contains { $0.unicodeScalars.contains { $0.value >= 0x3040 && $0.value <= 0x30FF } })
        #expect(descriptions.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(descriptions.contains { $0.count > 200 })
        for (flag, name) in [(\StubRepository.isFork, "forks"), (\.isArchived, "archived"), (\.isTemplate, "templates")] {
            let count = repos.filter { $0[keyPath: flag] }.count
            #expect(count > 0 && count < 600, "\(count) \(name)")
        }
        #expect(dates.allSatisfy { $0 >= twoYearsBefore && $0 <= SampleClock.reference })
        #expect(repos.allSatisfy { ($0.createdAt ?? .distantPast) <= ($0.updatedAt ?? .distantFuture) })
    }

    @Test func generationIsDeterministic() {
        let first = OrganizationGenerator.organization(login: "bench", id: 7, repositoryCount: 500, firstRepositoryID: 100)
        let second = OrganizationGenerator.organization(login: "bench", id: 7, repositoryCount: 500, firstRepositoryID: 100)
        #expect(first == second)
        #expect(first.repos.map(\.id) == Array(100..<600))
        #expect(first.repos.first?.name.hasSuffix("-0001") == true)
    }

    @Test func aHundredThousandRepositoriesGetUniqueNamesAndIds() {
        let organization = OrganizationGenerator.organization(
            login: "bench", id: 1, repositoryCount: 100_000, firstRepositoryID: 1)
        #expect(organization.repos.count == 100_000)
        #expect(Set(organization.repos.map { $0.name.lowercased() }).count == 100_000)
        #expect(organization.repos.last?.name.hasSuffix("-100000") == true)
    }

    @Test func addingAGeneratedOrganisationPicksIdsAboveEveryIdInUse() throws {
        var dataset = StubDataset.sample
        try dataset.addGeneratedOrganization(login: "bench", repositoryCount: 1_000)
        let bench = try #require(dataset.user(login: "bench"))
        let ids = dataset.users.flatMap(\.repos).map(\.id)
        #expect(bench.id == 9_929_930)
        #expect(bench.type == .organization)
        #expect(bench.repos.count == 1_000)
        #expect(bench.repos.first?.id == 640_102_031)
        #expect(Set(ids).count == ids.count)
        #expect(throws: GeneratedOrganizationError.loginTaken("Bench")) {
            try dataset.addGeneratedOrganization(login: "Bench", repositoryCount: 1)
        }
    }
}

/// The URL of `rel="next"` in a `Link` header.
func nextLink(in header: String?) -> String? {
    guard let header else { return nil }
    for part in header.components(separatedBy: ", ") where part.hasSuffix("rel=\"next\"") {
        guard let open = part.firstIndex(of: "<"), let close = part.firstIndex(of: ">") else { return nil }
        return String(part[part.index(after: open)..<close])
    }
    return nil
}
