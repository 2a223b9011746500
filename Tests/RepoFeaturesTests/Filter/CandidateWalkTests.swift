import Testing
@testable import RepoFeatures

/// A search's walk over its candidates: every candidate visited once, with its place among the
/// candidates, whichever order the walk takes through the storage.
struct CandidateWalkTests {
    /// Every visit of every chunk, in the order the chunks made them.
    static func visits(of walk: CandidateWalk) -> [(position: Int, sequence: Int)] {
        walk.chunks { visit in
            var visits: [(position: Int, sequence: Int)] = []
            visit { visits.append(($0, $1)) }
            return visits
        }.flatMap { $0 }
    }

    @Test func aFewCandidatesAmongManyAreVisitedInTheirOwnOrder() {
        let candidates: [Int32] = [900, 7, 512, 3]
        let walk = CandidateWalk(candidates, storedCount: 1_000)
        #expect(walk.visitsInSequenceOrder)
        #expect(Self.visits(of: walk).map(\.position) == [900, 7, 512, 3])
        #expect(Self.visits(of: walk).map(\.sequence) == [0, 1, 2, 3])
    }

    @Test func manyCandidatesAreVisitedInStorageOrderEachWithItsPlace() {
        // A shuffled half of 40,000: chunked across cores, skipping what is not a candidate.
        var random = SeededRandom(seed: 7)
        var candidates = (0..<40_000).filter { $0 % 2 == 1 }.map { Int32($0) }
        for index in candidates.indices.reversed() { candidates.swapAt(index, random.next(below: index + 1)) }
        let walk = CandidateWalk(candidates, storedCount: 40_000)
        #expect(!walk.visitsInSequenceOrder)
        let visits = Self.visits(of: walk)
        #expect(visits.map(\.position) == (0..<40_000).filter { $0 % 2 == 1 })
        #expect(visits.allSatisfy { candidates[$0.sequence] == Int32($0.position) })
    }

    @Test func keptSequencesComeBackInTheCandidatesOrder() {
        let walk = CandidateWalk([5, 1, 4, 2, 3], storedCount: 6)
        #expect(walk.inSequenceOrder([4, 0, 2]) == [5, 4, 3])
        #expect(walk.inSequenceOrder([]) == [])
    }
}
