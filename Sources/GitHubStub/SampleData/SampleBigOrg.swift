/// `big-org`: an organisation with 250 generated repositories, three pages of 100.
enum SampleBigOrg {
    static let repositoryCount = 250

    static let user = StubUser(
        login: "big-org", id: 9_919_919, type: .organization, name: "Big Org",
        repos: (0..<repositoryCount).map(repository))

    private static let languages: [String?] = ["Swift", "Go", "Rust", nil, "Python", "TypeScript", "C"]
    private static let licenses: [StubLicense?] = [.mit, .apache2, nil, .bsd3, .gpl3, .other]

    /// Deterministic from `index`: repository 0 was pushed most recently.
    private static func repository(_ index: Int) -> StubRepository {
        let number = index + 1
        let name = "service-" + String(repeating: "0", count: 3 - String(number).count) + String(number)
        return StubRepository(
            id: 7_000_000 + Int64(number), name: name,
            description: number.isMultiple(of: 5) ? nil : "Internal service number \(number)",
            homepage: number.isMultiple(of: 10) ? "https://big-org.example/\(name)" : nil,
            language: languages[index % languages.count],
            stargazersCount: (number * 37) % 1_000, forksCount: (number * 13) % 97,
            openIssuesCount: number % 11, license: licenses[index % licenses.count],
            topics: number.isMultiple(of: 3) ? ["backend", "team-\(number % 7)"] : [],
            defaultBranch: number.isMultiple(of: 4) ? "master" : "main", sizeKB: number * 123,
            createdAt: SampleClock.daysAgo(729 - index / 2), updatedAt: SampleClock.daysAgo(index / 2, hours: index % 24),
            pushedAt: SampleClock.daysAgo(index * 2, hours: 1 + index % 20),
            isFork: number.isMultiple(of: 17), isArchived: number.isMultiple(of: 23))
    }
}
