import Foundation
import GitHubStub

/// The sample accounts plus three that exercise scopes and tokens: `ana` (a token, public and
/// private repositories, 250 starred), `ben` (a token, starred nothing) and the organisation
/// `acme` (ana is a member; one public and one private repository). A dataset with tokens
/// makes the stub refuse any token it does not know, as GitHub does.
public enum ScopeDataset {
    public static let anaToken = "ghp_ana_0123456789abcdef"
    public static let benToken = "ghp_ben_0123456789abcdef"
    public static let starredCount = 250

    public static func make(privateRepositories: Int = 2) throws -> StubDataset {
        var dataset = StubDataset.sample
        let secret = (0..<privateRepositories).map { index in
            repository(42_100 + Int64(index), "ana-secret-\(index)", isPrivate: true, daysAgo: 2 + index)
        }
        dataset.users += [
            StubUser(login: "ana", id: 42_001, name: "Ana", repos: [repository(42_010, "ana-public", daysAgo: 1)] + secret,
                     token: anaToken),
            StubUser(login: "ben", id: 42_002, name: "Ben", repos: [repository(42_020, "ben-tools", daysAgo: 5)],
                     token: benToken),
            StubUser(login: "acme", id: 42_003, type: .organization, name: "Acme",
                     repos: [repository(42_030, "acme-site", daysAgo: 3),
                             repository(42_031, "acme-internal", isPrivate: true, daysAgo: 4)],
                     members: ["ana"]),
        ]
        try dataset.addGeneratedStars(login: "ana", count: starredCount)
        return dataset
    }

    private static func repository(_ id: Int64, _ name: String, isPrivate: Bool = false, daysAgo: Int) -> StubRepository {
        StubRepository(
            id: id, name: name, description: isPrivate ? "private: \(name)" : "public: \(name)", language: "Swift",
            stargazersCount: Int(id % 97), createdAt: SampleClock.daysAgo(400), updatedAt: SampleClock.daysAgo(daysAgo),
            pushedAt: SampleClock.daysAgo(daysAgo), isPrivate: isPrivate)
    }
}
