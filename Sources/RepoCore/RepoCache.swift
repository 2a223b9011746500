import Foundation

/// The `ETag` GitHub sent for one page of a listing, so a revalidation can send
/// `If-None-Match` and get a 304 that costs no rate limit.
public struct PageValidator: Sendable, Hashable {
    public var url: String
    public var etag: String

    public init(url: String, etag: String) {
        self.url = url
        self.etag = etag
    }
}

/// Everything the cache keeps for one user: the list in GitHub's order, when it was last
/// known to be current, and the validators to ask GitHub whether it still is.
public struct CachedRepositories: Sendable, Equatable {
    public var user: GitHubUsername
    public var repositories: [Repository]
    public var fetchedAt: Date
    public var pageValidators: [PageValidator]

    public init(
        user: GitHubUsername, repositories: [Repository], fetchedAt: Date,
        pageValidators: [PageValidator] = []
    ) {
        self.user = user
        self.repositories = repositories
        self.fetchedAt = fetchedAt
        self.pageValidators = pageValidators
    }
}

/// Something the user should be told once about the cache when it was opened.
public enum CacheNotice: Sendable, Equatable {
    /// The cache file was unusable and was moved to this path; a fresh one replaced it.
    case movedAside(String)
    /// No cache could be opened at all; the app runs without one, for this reason.
    case disabled(String)
}

/// The local store of repository lists, so the app can start without waiting for the network.
public protocol RepoCache: Sendable {
    /// What is stored for `user`, or nil when nothing is.
    func load(user: GitHubUsername) async throws -> CachedRepositories?
    /// Replaces everything stored for `user` in ONE transaction: readers see the old set or the new one.
    func replace(_ entry: CachedRepositories) async throws
    /// Marks the stored set as revalidated (a 304) without rewriting it.
    func touch(user: GitHubUsername, at date: Date) async throws
}
