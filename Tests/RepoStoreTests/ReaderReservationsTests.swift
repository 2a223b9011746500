import Synchronization
import TestSupport
import Testing

@testable import RepoStore

/// The admission that keeps every read off a blocked thread: never more reads at the pool than
/// it has readers, the rest waiting as suspended tasks, in the order they came.
@Suite struct ReaderReservationsTests {
    @Test func aReadOverTheLimitWaitsUntilOneIsGivenBackAndNoReadOnTheCallingThreadGetsInMeanwhile() async throws {
        let readers = ReaderReservations(capacity: 2)
        #expect(readers.reserveIfFree())
        await readers.reserve()
        let third = Task { await readers.reserve() }
        try await waitUntil(timeout: .seconds(60)) { readers.counts.waiting == 1 }
        #expect(readers.counts == (held: 2, waiting: 1))
        #expect(!readers.reserveIfFree())

        // The reservation given back passes straight to the waiting read, not to a newcomer.
        readers.release()
        await third.value
        #expect(readers.counts == (held: 2, waiting: 0))
        #expect(!readers.reserveIfFree())

        readers.release()
        readers.release()
        #expect(readers.counts == (held: 0, waiting: 0))
    }

    @Test func waitingReadsAreAdmittedInTheOrderTheyCame() async throws {
        let readers = ReaderReservations(capacity: 1)
        await readers.reserve()
        let admitted = Admitted()
        for index in 0..<3 {
            Task {
                await readers.reserve()
                admitted.append(index)
            }
            try await waitUntil(timeout: .seconds(60)) { readers.counts.waiting == index + 1 }
        }
        for index in 0..<3 {
            readers.release()
            try await waitUntil(timeout: .seconds(60)) { admitted.all.count == index + 1 }
        }
        #expect(admitted.all == [0, 1, 2])
        readers.release()
        #expect(readers.counts == (held: 0, waiting: 0))
    }
}

/// The waiting reads, in the order they were admitted.
private final class Admitted: Sendable {
    private let order = Mutex<[Int]>([])
    func append(_ index: Int) { order.withLock { $0.append(index) } }
    var all: [Int] { order.withLock { $0 } }
}
