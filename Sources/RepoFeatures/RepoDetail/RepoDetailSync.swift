import Foundation
import RepoCore

/// The detail pane's cache-then-revalidate path for one repository, with its own `ETag`.
public struct RepoDetailSync: Sendable {
    public let source: any RepoSource
    public let cache: (any RepoCache)?
    public let network: NetworkPolicy
    private let now: @Sendable () -> Date

    public init(source: any RepoSource, cache: (any RepoCache)?, network: NetworkPolicy,
                now: @escaping @Sendable () -> Date) {
        self.source = source
        self.cache = cache
        self.network = network
        self.now = now
    }

    /// The repository as last fetched on its own; nil on a miss or an unreadable cache.
    public func cached(_ repository: Repository) async -> CachedRepository? {
        guard let cache else { return nil }
        return try? await cache.repository(fullName: repository.fullName)
    }

    /// Fetches `repository` afresh, conditionally on `cached`, and stores what came back.
    public func revalidate(_ repository: Repository, cached: CachedRepository?) async -> Result<Repository, GitHubError> {
        let answer: Revalidation<Tagged<Repository>>
        do {
            answer = try await source.repository(
                owner: repository.owner.login, name: repository.name, ifNoneMatch: cached?.etag)
        } catch {
            return .failure(GitHubError(error))
        }
        if Task.isCancelled { return .failure(.cancelled) }
        let entry: CachedRepository
        switch answer {
        case .notModified:
            guard var confirmed = cached else {
                return .failure(.unexpectedResponse("304 Not Modified to a request that was not conditional"))
            }
            confirmed.fetchedAt = now()
            entry = confirmed
        case .modified(let tagged):
            entry = CachedRepository(repository: tagged.value, etag: tagged.etag, fetchedAt: now())
        }
        // A failed write costs only a conditional request next time; the data shown is right.
        try? await cache?.store(entry)
        return .success(entry.repository)
    }
}
