import Foundation

/// Work over a large range split into one chunk per core, the results in range order, so a
/// stable computation stays stable. Below `threshold` items it runs on the calling thread:
/// there handing work to another core costs more than it saves.
enum ParallelChunks {
    static let threshold = 16_384

    static func map<Part>(count: Int, _ work: (Range<Int>) -> Part) -> [Part] {
        withoutActuallyEscaping(work) { work in run(count: count, work) }
    }

    private static func run<Part>(count: Int, _ work: @escaping (Range<Int>) -> Part) -> [Part] {
        let chunks = count < threshold ? 1 : min(ProcessInfo.processInfo.activeProcessorCount, 8)
        guard chunks > 1 else { return [work(0..<count)] }
        let results = UnsafeMutableBufferPointer<Part?>.allocate(capacity: chunks)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        // Each chunk writes only its own slot, `work` only reads what the chunks share, and
        // concurrentPerform returns when all are done: nothing outlives this call.
        let shared = Unchecked(work: work, results: results)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            shared.results[chunk] = shared.work(count * chunk / chunks..<count * (chunk + 1) / chunks)
        }
        return results.map { $0! }
    }

    /// `elements` sorted on every core: each chunk sorted apart, then the runs merged.
    /// `areInIncreasingOrder` must order any two distinct elements one way or the other (ties
    /// broken down to something unique), so the result is exactly what one sort gives.
    static func sorted<Element>(_ elements: [Element], by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        let runs = map(count: elements.count) { range in elements[range].sorted(by: areInIncreasingOrder) }
        return runs.dropFirst().reduce(runs[0]) { merged, run in merge(merged, run, by: areInIncreasingOrder) }
    }

    /// Two sorted runs as one; on a tie the left run's element first.
    static func merge<Element>(_ left: [Element], _ right: [Element], by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        var merged: [Element] = []
        merged.reserveCapacity(left.count + right.count)
        var l = 0, r = 0
        while l < left.count && r < right.count {
            if areInIncreasingOrder(right[r], left[l]) {
                merged.append(right[r])
                r += 1
            } else {
                merged.append(left[l])
                l += 1
            }
        }
        merged.append(contentsOf: left[l...])
        merged.append(contentsOf: right[r...])
        return merged
    }

    private struct Unchecked<Part>: @unchecked Sendable {
        let work: (Range<Int>) -> Part
        let results: UnsafeMutableBufferPointer<Part?>
    }
}
