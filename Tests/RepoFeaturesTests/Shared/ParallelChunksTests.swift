import Testing
@testable import RepoFeatures

/// Work split across cores gives what the same work on one core gives.
struct ParallelChunksTests {
    @Test func aListSortedOnEveryCoreIsInTheOrderOneSortGives() {
        var random = SeededRandom(seed: 11)
        // Pairs of a value with many repeats and a unique tie-breaker: a total order, as required.
        let elements = (0..<50_000).map { (value: random.next(below: 1_000), id: $0) }
        let inOrder: ((value: Int, id: Int), (value: Int, id: Int)) -> Bool = { left, right in
            left.value != right.value ? left.value < right.value : left.id > right.id
        }
        #expect(elements.count >= ParallelChunks.threshold)
        #expect(ParallelChunks.sorted(elements, by: inOrder).map(\.id) == elements.sorted(by: inOrder).map(\.id))
        #expect(ParallelChunks.sorted(Array(elements.prefix(100)), by: inOrder).map(\.id)
            == elements.prefix(100).sorted(by: inOrder).map(\.id))
    }

    @Test func twoRunsMergeIntoOneTheLeftFirstOnATie() {
        let merged = ParallelChunks.merge([(1, "a"), (3, "a"), (5, "a")], [(1, "b"), (2, "b"), (6, "b")]) { $0.0 < $1.0 }
        #expect(merged.map { "\($0.0)\($0.1)" } == ["1a", "1b", "2b", "3a", "5a", "6b"])
    }
}
