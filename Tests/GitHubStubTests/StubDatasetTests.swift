import Foundation
import GitHubStub
import Testing

@Suite struct StubDatasetTests {
    let sample = StubDataset.sample

    @Test func sampleHasTheAdvertisedAccounts() {
        #expect(sample.users.map(\.login) == ["octocat", "emptyuser", "unicode-zoo", "hostile", "big-org", "mega-org"])
        #expect(sample.users.map(\.repos.count) == [8, 0, 10, 6, 250, 3_000])
        #expect(sample.users.map(\.formerLogins) == [[], [], [], [], [], ["megacorp"]])
        #expect(sample.user(login: "big-org")?.type == .organization)
        #expect(sample.user(login: "mega-org")?.type == .organization)
        #expect(sample.faults == [])
    }

    @Test func octocatCoversEveryShape() throws {
        let repos = try #require(sample.user(login: "octocat")).repos
        #expect(repos.contains { $0.description == nil })
        #expect(repos.contains { $0.language == nil })
        #expect(repos.contains { $0.license == nil })
        #expect(repos.contains { $0.homepage == nil })
        #expect(repos.contains { $0.pushedAt == nil })
        #expect(repos.contains { !$0.topics.isEmpty })
        #expect(repos.filter(\.isFork).count == 1)
        #expect(repos.filter(\.isArchived).count == 1)
        #expect(repos.filter(\.isTemplate).count == 1)
        #expect(repos.contains { ($0.description?.count ?? 0) >= 300 })
        #expect(repos.filter { $0.readme != nil }.count >= 3)
    }

    @Test func sampleDatesLieWithinTwoYearsBeforeTheReferenceDate() throws {
        let dates = sample.users.flatMap(\.repos).flatMap { [$0.createdAt, $0.updatedAt, $0.pushedAt] }.compactMap { $0 }
        let twoYearsBefore = SampleClock.reference.addingTimeInterval(-730 * 86_400)
        #expect(dates.allSatisfy { $0 >= twoYearsBefore && $0 <= SampleClock.reference })
        #expect(SampleClock.reference == (try Date("2026-11-01T00:00:00Z", strategy: .iso8601)))
    }

    @Test func hostileTextHasEveryTrickButNUL() {
        let text = sample.user(login: "hostile")!.repos.flatMap { [$0.name, $0.description ?? ""] }.joined()
        for trick in ["\u{1B}[31m", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{1B}]8;;", "\u{9B}", "\u{07}", "\u{08}", "\r", "\n", "\t"] {
            #expect(text.contains(trick), "missing \(trick.debugDescription)")
        }
        #expect(!text.unicodeScalars.contains("\u{0}"))
    }

    @Test func idsAreUniqueAcrossTheSample() {
        let ids = sample.users.flatMap(\.repos).map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func aDatasetWrittenToAFileLoadsBackEqual() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dataset-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try sample.jsonData().write(to: url)
        #expect(try StubDataset.load(from: url) == sample)
    }

    @Test func aHandWrittenFileNeedsOnlyIdsAndNames() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dataset-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"""
            {"users": [{"login": "solo", "id": 5, "repos": [
              {"id": 1, "name": "one", "stargazersCount": 3, "pushedAt": "2026-10-01T12:00:00Z"}
            ]}]}
            """#.utf8).write(to: url)
        #expect(try StubDataset.load(from: url) == StubDataset(users: [
            StubUser(login: "solo", id: 5, type: .user, name: nil, repos: [
                StubRepository(id: 1, name: "one", stargazersCount: 3, pushedAt: try Date("2026-10-01T12:00:00Z", strategy: .iso8601)),
            ]),
        ]))
    }

    @Test func aFileOfTheWrongShapeThrows() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dataset-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"users": [{"login": "no-id"}]}"#.utf8).write(to: url)
        #expect(throws: DecodingError.self) { try StubDataset.load(from: url) }
    }
}
