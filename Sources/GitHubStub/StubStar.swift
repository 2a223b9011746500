import Foundation

/// One repository a user starred, and when: `/users/{u}/starred` lists them newest first, and
/// with `application/vnd.github.star+json` says when each was starred.
public struct StubStar: Codable, Sendable, Hashable {
    /// `owner/name` of a repository in the dataset.
    public var repo: String
    public var starredAt: Date

    public init(repo: String, starredAt: Date) {
        self.repo = repo
        self.starredAt = starredAt
    }
}
