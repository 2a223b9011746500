import Synchronization

/// How many of the pool's readers are taken or waited for, so that a read on the calling thread
/// is done only when a reader is surely free.
///
/// The calling thread may be one of Swift concurrency's few (two on two cores). An asynchronous
/// read gives its reader back only once its task resumes on one of those threads; with every
/// reader held that way and those threads blocked waiting for a reader, nothing moves again — a
/// deadlock the torture test found (user switches in quick succession, each reading a first
/// screen). Every read is counted from before it asks for a reader until it has given it back,
/// so a read reserved below the pool's size always finds one free.
final class ReaderReservations: Sendable {
    private let capacity: Int
    private let counted = Mutex(0)

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Counts a read that may wait for a reader (an asynchronous one). Pair with `leave()`.
    func enter() {
        counted.withLock { $0 += 1 }
    }

    /// Counts a read only when a reader is surely free; false (nothing counted) when none may be.
    func enterIfFree() -> Bool {
        counted.withLock { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
    }

    func leave() {
        counted.withLock { $0 -= 1 }
    }
}
