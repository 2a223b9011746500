import Foundation
import RepoCore

/// One complete set of repositories, every row marked with its generation so a reader can
/// tell a whole set from a mix of two.
enum WriterGeneration {
    static func entry(user: GitHubUsername, generation: Int, count: Int) -> CachedRepositories {
        let repositories = (0..<count).map { index in
            Repository(
                id: RepoID(Int64(index)), name: "gen\(generation)-repo\(index)",
                fullName: "\(user)/gen\(generation)-repo\(index)",
                owner: Owner(login: user.rawValue, id: 1, avatarURL: "https://example.invalid/a"),
                description: "generation \(generation)", htmlURL: "https://example.invalid/\(index)",
                stargazersCount: generation, topics: ["gen\(generation)"])
        }
        return CachedRepositories(
            user: user, repositories: repositories,
            fetchedAt: Date(timeIntervalSince1970: TimeInterval(generation)),
            pageValidators: [PageValidator(url: "page1", etag: "W/\"gen\(generation)\"", repositoryCount: 3_000)])
    }
}
