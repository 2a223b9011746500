import RepoCore
import RepoStore
import Synchronization

/// The first screen of a list, read from the cache as it opened, before the app asked for it
/// (issue 30).
///
/// A start opens the cache on one core while ncurses starts on the other, then makes the store
/// and sends `.start`, whose first effect reads the list's first screen. Read there — before the
/// cache is opened, from a file as repotui left it (`SQLiteRepoCache.headBeforeOpening`), else
/// through the connection that opened it (`SQLiteRepoCache.loadHeadOnOpening`) — the rows are
/// there when the effect asks, and no reader's connection is opened on the first frame's path. The effect still asks for exactly what its state says; it is answered by the
/// early read only when that read was for the same list and the same head, and only the first
/// time — any other question is read as it is asked.
final class HeadReadAhead: Sendable {
    private struct Read: Sendable {
        var listing: Listing
        var head: ListHead
        var rows: [Repository]?
    }

    private let read: Mutex<Read?>

    /// Reads `head` of `listing` from `cache` now, on this thread; nil when the read failed.
    convenience init?(_ listing: Listing, _ head: ListHead, from cache: SQLiteRepoCache) {
        guard let rows = cache.loadHeadOnOpening(listing, head) else { return nil }
        self.init(listing, head, rows: rows)
    }

    /// `rows`: what the cache held for `head` of `listing` (nil: no such head).
    init(_ listing: Listing, _ head: ListHead, rows: [Repository]?) {
        read = Mutex(Read(listing: listing, head: head, rows: rows))
    }

    /// The rows read early, when they answer this question (`.some(nil)`: the cache held no such
    /// head); nil when they do not. Nothing is kept either way.
    func take(_ listing: Listing, _ head: ListHead) -> [Repository]?? {
        guard let early = read.withLock({ read in
            defer { read = nil }
            return read
        }), early.listing == listing, early.head == head else { return nil }
        return .some(early.rows)
    }

    /// Lets go of a read nobody asked for (the whole list was read instead).
    func discard() {
        read.withLock { $0 = nil }
    }
}
