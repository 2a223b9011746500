import Foundation
import RepoStore
import Testing

/// A cache in `directory` holding `count` numbered repositories tagged `tag`, written by a run
/// that has closed it again (the cache goes when this returns): where most file tests start.
func writeClosedCache(_ count: Int, tag: String, in directory: URL) async throws {
    let cache = try #require(SQLiteRepoCache.open(directory: directory).cache)
    try await cache.replace(SampleRepositories.entry(SampleRepositories.numbered(count, tag: tag)))
}
