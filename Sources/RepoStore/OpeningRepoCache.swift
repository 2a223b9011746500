import Foundation
import RepoCore
import Synchronization

/// The cache while it is being opened on another thread: every question waits for the opening,
/// then goes to the cache it opened (issue 30).
///
/// A start that has read its first screen before opening (`SQLiteRepoCache.headBeforeOpening`)
/// opens the pool once the first frame is drawn instead of before it — the app's other reads
/// wait for that frame anyway (`FirstFrameLatch`) — or as soon as something asks the cache. The
/// plain output, having read its whole list before opening (`listBeforeOpening`), opens it only
/// when asked: offline, never.
/// When the opening finds no usable cache, every question fails with why, as a cache that
/// fails mid-run does; the start only takes this path for a file repotui last left as it is.
public final class OpeningRepoCache: RepoCache {
    /// Why the cache could not be opened: the notice `open` gave.
    public struct Unavailable: Error, CustomStringConvertible {
        public let notice: CacheNotice?

        public var description: String {
            switch notice {
            case .disabled(let reason)?: reason
            case .movedAside(let path)?: "the cache was moved aside to \(path)"
            case nil: "no cache"
            }
        }
    }

    private let opening: Task<(cache: SQLiteRepoCache?, notice: CacheNotice?), Never>
    /// The cache once opened, for `foldLargeLog`, which cannot wait.
    private let opened = Opened()

    private final class Opened: Sendable {
        let cache = Mutex<SQLiteRepoCache?>(nil)
    }

    /// Asked for the cache, or the first frame drawn: the opening may start.
    private let starts = Latch()

    /// Runs `open` (`SQLiteRepoCache.open`) on another thread once `firstFrame` opens — the
    /// first frame is drawn — or the cache is first asked something, whichever comes first;
    /// without a first frame (the plain output), only when asked.
    public init(startingAfter firstFrame: Latch?, _ open: @escaping @Sendable () -> (cache: SQLiteRepoCache?, notice: CacheNotice?)) {
        let (opened, starts) = (self.opened, self.starts)
        if let firstFrame {
            Task.detached {
                await firstFrame.wait()
                starts.open()
            }
        }
        opening = Task.detached {
            await starts.wait()
            let result = open()
            opened.cache.withLock { $0 = result.cache }
            return result
        }
    }

    /// The opened cache, once the opening is done.
    public func cache() async throws -> SQLiteRepoCache {
        starts.open()
        let result = await opening.value
        guard let cache = result.cache else { throw Unavailable(notice: result.notice) }
        return cache
    }

    public func load(_ listing: Listing) async throws -> CachedRepositories? {
        try await cache().load(listing)
    }

    public func loadHead(_ listing: Listing, _ head: ListHead) async throws -> [Repository]? {
        try await cache().loadHead(listing, head)
    }

    public func replace(_ entry: CachedRepositories) async throws {
        try await cache().replace(entry)
    }

    public func touch(_ listing: Listing, at date: Date) async throws {
        try await cache().touch(listing, at: date)
    }

    public func viewer() async throws -> GitHubUsername? {
        try await cache().viewer()
    }

    public func storeViewer(_ login: GitHubUsername, at date: Date) async throws {
        try await cache().storeViewer(login, at: date)
    }

    public func memberships() async throws -> CachedMemberships? {
        try await cache().memberships()
    }

    public func replace(_ entry: CachedMemberships) async throws {
        try await cache().replace(entry)
    }

    public func knownOwners(limit: Int) async throws -> [KnownOwner] {
        try await cache().knownOwners(limit: limit)
    }

    /// Nothing to fold before the cache is open: the log is as the last run left it.
    public func foldLargeLog() {
        opened.cache.withLock { $0 }?.foldLargeLog()
    }

    public func recordOpened(_ login: GitHubUsername, at date: Date) async throws {
        try await cache().recordOpened(login, at: date)
    }

    public func togglePin(_ login: GitHubUsername, at date: Date) async throws -> Bool {
        try await cache().togglePin(login, at: date)
    }

    public func repository(fullName: String) async throws -> CachedRepository? {
        try await cache().repository(fullName: fullName)
    }

    public func store(_ entry: CachedRepository) async throws {
        try await cache().store(entry)
    }

    public func readme(fullName: String) async throws -> CachedReadme? {
        try await cache().readme(fullName: fullName)
    }

    public func store(_ entry: CachedReadme) async throws {
        try await cache().store(entry)
    }

    public func insight(_ kind: RepositoryInsight.Kind, fullName: String) async throws -> CachedInsight? {
        try await cache().insight(kind, fullName: fullName)
    }

    public func store(_ entry: CachedInsight) async throws {
        try await cache().store(entry)
    }

    public func activityPage(_ query: ActivityQuery, fullName: String) async throws -> CachedActivityPage? {
        try await cache().activityPage(query, fullName: fullName)
    }

    public func store(_ entry: CachedActivityPage) async throws {
        try await cache().store(entry)
    }
}
