import RepoCore
import Synchronization

/// The first screen of a list, read from the cache as soon as it is open, before the app has
/// asked for it (issue 30).
///
/// A start opens the cache on one core while ncurses starts on the other, then makes the store
/// and sends `.start`, whose first effect reads the list's first screen: for about 1.3 ms the
/// cache's core had nothing to do, and then the read took 1.9 ms more. Begun where the cache is
/// opened, the read runs in that gap. The effect still asks for exactly what its state says;
/// it is answered by the read begun early only when that read was for the same list and the
/// same head, and only the first time — any other question is read as it is asked.
final class HeadReadAhead: Sendable {
    private struct Pending: Sendable {
        var listing: Listing
        var head: ListHead
        var rows: Task<[Repository]?, Never>
    }

    private let pending: Mutex<Pending?>

    /// Starts reading `head` of `listing` from `cache` now, on another task.
    convenience init(_ listing: Listing, _ head: ListHead, from cache: any RepoCache) {
        self.init(listing, head, rows: Task.detached(priority: .userInitiated) { (try? await cache.loadHead(listing, head)) ?? nil })
    }

    /// `rows`: the read of `head` of `listing`, under way.
    init(_ listing: Listing, _ head: ListHead, rows: Task<[Repository]?, Never>) {
        pending = Mutex(Pending(listing: listing, head: head, rows: rows))
    }

    /// The rows read early, when they answer this question; nil (and nothing kept) otherwise.
    func take(_ listing: Listing, _ head: ListHead) async -> [Repository]?? {
        guard let read = pending.withLock({ pending in
            defer { pending = nil }
            return pending
        }), read.listing == listing, read.head == head else { return nil }
        return .some(await read.rows.value)
    }

    /// Lets go of a read nobody asked for (the whole list was read instead).
    func discard() {
        pending.withLock { $0 = nil }
    }
}
