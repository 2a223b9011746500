import Synchronization

/// Admission to the pool's readers: at most as many reads hold a reservation as the pool has
/// readers, so a read that holds one always finds a reader free and never blocks a thread.
///
/// The calling thread may be one of Swift concurrency's few (two on two cores). GRDB's
/// asynchronous read gives its reader back only once its task resumes on one of those threads;
/// a read that blocks such a thread waiting for a reader can then wait for ever — both threads
/// blocked, every reader held by a task that needs one of them to resume. Counting reads was not
/// enough: asynchronous reads over the limit still asked the pool, and between a synchronous
/// read's count and its turn they could take the reader it counted on (64 reads at once
/// deadlocked on a loaded machine). Reads over the limit now wait here, as suspended tasks that
/// hold no thread, and the pool is never asked for more readers than it has.
final class ReaderReservations: Sendable {
    private struct State {
        var held = 0
        /// First come, first served: a reservation given back passes to the longest waiting.
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Reservations held, and reads waiting for one (for tests).
    var counts: (held: Int, waiting: Int) { state.withLock { ($0.held, $0.waiting.count) } }

    /// Takes a reservation, waiting without a thread while all are held. Pair with `release()`.
    func reserve() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let admitted = state.withLock { state in
                guard state.held < capacity else {
                    state.waiting.append(continuation)
                    return false
                }
                state.held += 1
                return true
            }
            if admitted { continuation.resume() }
        }
    }

    /// Takes a reservation only when one is free now; false (nothing taken) otherwise.
    func reserveIfFree() -> Bool {
        state.withLock { state in
            guard state.held < capacity else { return false }
            state.held += 1
            return true
        }
    }

    /// Gives a reservation back: to the longest waiting read, else to the free ones.
    func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.held -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
