import Foundation
import RepoCore

/// Repositories for the cache tests: one with every optional field empty, one with every field
/// full of text a naive store would mangle, and plain numbered sets of any size.
enum SampleRepositories {
    static let octocat = try! GitHubUsername(validating: "octocat")

    static let allNulls = Repository(
        id: RepoID(1), name: "bare", fullName: "octocat/bare",
        owner: Owner(login: "octocat", id: 583231, avatarURL: "https://avatars.example/u/583231"),
        htmlURL: "https://github.com/octocat/bare")

    static let hostile = Repository(
        id: RepoID(Int64.max), name: "Robert'); DROP TABLE repositories;--",
        fullName: "o/\"quoted\" \\back\\slash %_ LIKE",
        owner: Owner(
            login: "Ünïcødé-ówner", id: Int64.min, avatarURL: "",
            htmlURL: "https://example.com/?a=1&b='2'"),
        description: "emoji 👩‍👩‍👧‍👦🏳️‍🌈 CJK 漢字かな 한국어, combining e\u{301}, RTL עברית, tab\tnew\nline",
        htmlURL: "https://github.com/o/%F0%9F%98%80",
        gitURL: "git://github.com/o/r.git", cloneURL: "https://github.com/o/r.git",
        sshURL: "git@github.com:o/r.git", homepage: "   ", language: "C++",
        stargazersCount: Int.max, forksCount: 0, watchersCount: -1, openIssuesCount: Int.min,
        license: License(key: nil, name: "Other ⚖️", spdxID: "NOASSERTION"),
        topics: ["", "[\"json\"]", "🚀", "a,b", "null"], defaultBranch: "main/🌿",
        sizeKB: 123_456_789,
        createdAt: Date(timeIntervalSince1970: 0),
        updatedAt: Date(timeIntervalSince1970: -86_400 * 365 * 50),
        pushedAt: Date(timeIntervalSince1970: 4_102_444_800),
        isFork: true, isArchived: true, isTemplate: true)

    static let licensedWithAllKeys = Repository(
        id: RepoID(-42), name: "licensed", fullName: "octocat/licensed",
        owner: Owner(login: "octocat", id: 1, avatarURL: "a", htmlURL: nil),
        htmlURL: "https://github.com/octocat/licensed",
        license: License(key: "mit", name: "MIT License", spdxID: "MIT"),
        topics: [], createdAt: Date(timeIntervalSince1970: 1_700_000_000))

    /// `count` ordinary repositories whose names carry `tag`, so two sets never compare equal.
    static func numbered(_ count: Int, tag: String) -> [Repository] {
        (0..<count).map { index in
            Repository(
                id: RepoID(Int64(index) + 1_000_000_000_000), name: "\(tag)-\(index)",
                fullName: "octocat/\(tag)-\(index)",
                owner: Owner(login: "octocat", id: 1, avatarURL: "https://avatars.example/1"),
                description: "set \(tag), number \(index)", htmlURL: "https://github.com/octocat/\(index)",
                language: index.isMultiple(of: 2) ? "Swift" : nil, stargazersCount: index,
                topics: ["\(tag)", "n\(index % 7)"],
                updatedAt: Date(timeIntervalSince1970: 1_600_000_000 + TimeInterval(index)))
        }
    }

    static func entry(
        _ repositories: [Repository], user: GitHubUsername = octocat,
        fetchedAt: Date = Date(timeIntervalSince1970: 1_750_000_000),
        validators: [PageValidator] = []
    ) -> CachedRepositories {
        CachedRepositories(
            user: user, repositories: repositories, fetchedAt: fetchedAt, pageValidators: validators)
    }
}
