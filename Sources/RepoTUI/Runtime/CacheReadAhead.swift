import RepoCore
import RepoStore
import Synchronization

/// What the cache held for a list, read as the cache opened or before it, ahead of the app's
/// question (issue 30): a list's first screen for an interactive start, its whole list for the
/// plain output.
///
/// A start opens the cache on one core while ncurses starts on the other, then makes the store
/// and sends `.start`, whose first effect reads the list's first screen. Read there — before the
/// cache is opened, from a file as repotui left it (`SQLiteRepoCache.headBeforeOpening`), else
/// through the connection that opened it (`SQLiteRepoCache.loadHeadOnOpening`) — the rows are
/// there when the effect asks, and no reader's connection is opened on the first frame's path.
/// The plain output reads the whole list so (`listBeforeOpening`), and offline opens nothing.
///
/// The effect still asks for exactly what its state says; it is answered by the early read only
/// when that read was for the same list (and the same head), and only the first time — any
/// other question is read as it is asked.
final class CacheReadAhead: Sendable {
    private enum Read: Sendable {
        /// The rows of `head` (nil: no such head).
        case head(Listing, ListHead, rows: [Repository]?)
        /// The whole list (nil: none cached).
        case list(Listing, CachedRepositories?)
    }

    private let read: Mutex<Read?>

    /// Reads `head` of `listing` from `cache` now, on this thread; nil when the read failed.
    convenience init?(_ listing: Listing, _ head: ListHead, from cache: SQLiteRepoCache) {
        guard let rows = cache.loadHeadOnOpening(listing, head) else { return nil }
        self.init(listing, head, rows: rows)
    }

    /// `rows`: what the cache held for `head` of `listing` (nil: no such head).
    init(_ listing: Listing, _ head: ListHead, rows: [Repository]?) {
        read = Mutex(.head(listing, head, rows: rows))
    }

    /// `list`: what the cache held for `listing` (nil: nothing).
    init(_ listing: Listing, list: CachedRepositories?) {
        read = Mutex(.list(listing, list))
    }

    /// The rows read early, when they answer this question (`.some(nil)`: the cache held no such
    /// head); nil when they do not. Nothing is kept either way.
    func take(_ listing: Listing, _ head: ListHead) -> [Repository]?? {
        guard case .head(listing, head, let rows)? = takeRead() else { return nil }
        return .some(rows)
    }

    /// The whole list read early, when it answers this question (`.some(nil)`: nothing was
    /// cached); nil when it does not. Nothing is kept either way: a list asked for whole asks
    /// for no first screen after.
    func take(_ listing: Listing) -> CachedRepositories?? {
        guard case .list(listing, let list)? = takeRead() else { return nil }
        return .some(list)
    }

    private func takeRead() -> Read? {
        read.withLock { read in
            defer { read = nil }
            return read
        }
    }
}
