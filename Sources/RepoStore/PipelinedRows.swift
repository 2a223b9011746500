import Foundation
import RepoCore
import Synchronization

/// A long list's rows read on two threads at once (issue 30): this one steps SQLite through them
/// and copies each row's columns out (`CopiedRows`), a second makes the repositories of the rows
/// copied so far. Reading 3,000 cached repositories took 15 ms on one thread, about 6 of it
/// SQLite's and 9 the making of the values; side by side the read takes about as long as the
/// longer of the two. The repositories come out in the statement's order, exactly as reading
/// the statement row by row makes them (`RepositoryColumns`).
enum PipelinedRows {
    /// Below this many rows a second thread costs more than it saves (a first screen's 50 take
    /// under a millisecond).
    static let fromCount = 500

    /// Rows per batch handed over: two arrays of about 45 and 36 KB, below the allocator's
    /// threshold for pages of their own, reused batch after batch.
    static let batchRows = 64

    /// The repositories of every row `statement` steps to, `count` expected (the room reserved).
    static func repositories(stepping statement: borrowing PreparedStatement, count: Int) throws -> [Repository] {
        let handOff = HandOff()
        // A thread of its own, not a pool's: this one blocks until it is done.
        Thread {
            handOff.finish(Result { try makeRepositories(from: handOff, count: count) })
        }.start()
        let columnCount = RepositoryColumns.all.count
        var batch = CopiedRows(columnCount: columnCount)
        var stepping: (any Error)?
        do {
            while try statement.step() {
                batch.copyRow(of: statement.statement)
                if batch.rowCount == batchRows {
                    handOff.send(batch)
                    batch = handOff.spare() ?? CopiedRows(columnCount: columnCount)
                }
            }
        } catch {
            stepping = error
        }
        handOff.send(batch)
        handOff.end()
        let made = handOff.made()
        if let stepping { throw stepping }
        return try made.get()
    }

    /// The second thread's part: each batch's rows made into repositories as they come.
    private static func makeRepositories(from handOff: HandOff, count: Int) throws -> [Repository] {
        var rows = ListRows(expecting: count)
        var failure: (any Error)?
        while var batch = handOff.receive() {
            // After a damaged row the rest still arrive, and are let go.
            if failure == nil {
                do {
                    try batch.forEachRow { try rows.append(&$0) }
                } catch {
                    failure = error
                }
            }
            batch.removeAll()
            handOff.giveBack(batch)
        }
        if let failure { throw failure }
        return rows.repositories
    }

    /// Batches from the stepping thread to the making one, in order, and emptied batches back.
    private final class HandOff: Sendable {
        private struct Queue: Sendable {
            var waiting: [CopiedRows] = []
            var spare: [CopiedRows] = []
            var ended = false
        }

        private let queue = Mutex(Queue())
        /// One signal per batch sent, and one for the end.
        private let sent = DispatchSemaphore(value: 0)
        private let result = Mutex<Result<[Repository], any Error>?>(nil)
        private let finished = DispatchSemaphore(value: 0)

        /// The making thread's last word.
        func finish(_ made: Result<[Repository], any Error>) {
            result.withLock { $0 = made }
            finished.signal()
        }

        /// What the making thread made, once it is done.
        func made() -> Result<[Repository], any Error> {
            finished.wait()
            return result.withLock { $0 }!
        }

        func send(_ batch: CopiedRows) {
            guard batch.rowCount > 0 else { return }
            queue.withLock { $0.waiting.append(batch) }
            sent.signal()
        }

        func end() {
            queue.withLock { $0.ended = true }
            sent.signal()
        }

        /// The next batch, waiting for it; nil once the end is reached.
        func receive() -> CopiedRows? {
            sent.wait()
            return queue.withLock { queue in
                queue.waiting.isEmpty ? nil : queue.waiting.removeFirst()
            }
        }

        func giveBack(_ batch: CopiedRows) {
            queue.withLock { $0.spare.append(batch) }
        }

        func spare() -> CopiedRows? {
            queue.withLock { $0.spare.popLast() }
        }
    }
}
