import Foundation
import RepoCore
import RepoFeatures
import RepoTUI
import TerminalUI

/// Issue 27, item 6: "key → frame unchanged while a scan runs". A list of as many repositories
/// as there are clones, each its own clone; the keys (↓ ↑, reduce and frame) timed with nothing
/// running — the baseline — then while a cold scan of every clone runs, its batches applied
/// between keys as the main actor applies them (each batch's reduce timed too: a key arriving
/// then waits for it at most).
struct KeysDuringScan {
    let clones: [String]
    let reader: CloneStateReader

    /// The scan's batches, handed from its task to the key loop.
    final class Mailbox: @unchecked Sendable {
        private let lock = NSLock()
        private var batches: [[RepoID: CloneState]] = []
        private var finished = false
        func put(_ batch: [RepoID: CloneState]) { lock.withLock { batches.append(batch) } }
        func finish() { lock.withLock { finished = true } }
        /// What arrived since the last take, and whether the scan is over.
        func take() -> (batches: [[RepoID: CloneState]], finished: Bool) {
            lock.withLock {
                defer { batches = [] }
                return (batches, finished)
            }
        }
    }

    func run() async throws -> [String] {
        let bench = InProcessBenchmarks(samples: 400)
        var app = try bench.loadedApp(count: clones.count)
        let ids = (app.firstList?.known?.repositories ?? []).map(\.id)
        guard let list = app.firstListID else { return [] }
        _ = AppReducer.reduce(&app, .screen(list, .list(.clonesFound(Set(ids)))), context: bench.context)
        let quiet = bench.measure(&app, keys: [.down], cycle: [.down, .up])

        let mailbox = Mailbox()
        let scanner = CloneStateScanner(reader: reader)
        let pairs = zip(ids, clones).map { (id: $0, path: $1) }
        let scan = Task.detached {
            await scanner.read(pairs, refresh: false) { mailbox.put($0) }
            mailbox.finish()
        }
        var renderer = FrameRenderer()
        var keys: [Double] = [], batches: [Double] = []
        var down = true
        while true {
            let (arrived, finished) = mailbox.take()
            for batch in arrived {
                batches.append(Self.milliseconds {
                    _ = AppReducer.reduce(&app, .screen(list, .list(.cloneStatesRead(batch))), context: bench.context)
                })
            }
            if finished && arrived.isEmpty { break }
            keys.append(Self.milliseconds {
                _ = AppReducer.reduce(&app, .key(down ? .down : .up), context: bench.context)
                _ = bench.frame(app, &renderer)
            })
            down.toggle()
            // Keys as a fast typist sends them, not a busy loop that would starve the scan's own tasks.
            try await Task.sleep(for: .milliseconds(5))
        }
        await scan.value
        return [
            bench.format("key-quiet", clones.count, quiet),
            bench.format("key-during-scan", clones.count, keys),
            bench.format("scan-batch-apply", clones.count, batches),
        ]
    }

    private static func milliseconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}
