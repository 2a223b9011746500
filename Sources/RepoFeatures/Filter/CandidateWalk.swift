/// How a search visits its candidates: as (position, sequence) pairs — where the repository is
/// stored, and where it stands among the candidates — split into one chunk per core.
///
/// Candidates come in the list's order, which after a sort is a shuffle of the storage order.
/// Reading the search text in that order misses the cache on nearly every repository: at
/// 100,000 repositories a keystroke spent nine tenths of its time waiting on memory. When the
/// candidates are more than a few, the walk goes through the storage in order instead and
/// skips what is not a candidate.
struct CandidateWalk {
    private let candidates: [Int32]
    /// Each stored position's sequence among the candidates, -1 where it is not one; empty
    /// when the candidates are visited in their own order.
    private let sequences: [Int32]

    /// Below one candidate in this many stored repositories, visiting each candidate directly
    /// costs less than passing over the whole storage.
    static let sparseRatio = 64

    init(_ candidates: [Int32], storedCount: Int) {
        self.candidates = candidates
        guard candidates.count * Self.sparseRatio >= storedCount else {
            sequences = []
            return
        }
        var sequences = [Int32](repeating: -1, count: storedCount)
        for (sequence, position) in candidates.enumerated() {
            sequences[Int(position)] = Int32(sequence)
        }
        self.sequences = sequences
    }

    /// Whether chunks visit their candidates in sequence order (and so keep it in what they collect).
    var visitsInSequenceOrder: Bool { sequences.isEmpty }

    /// Runs `work` once per chunk — on every core for a large walk — with a function that
    /// visits the chunk's candidates; the parts come back in chunk order.
    func chunks<Part>(_ work: (_ visit: ((_ position: Int, _ sequence: Int) -> Void) -> Void) -> Part) -> [Part] {
        if sequences.isEmpty {
            return candidates.withUnsafeBufferPointer { candidates in
                ParallelChunks.map(count: candidates.count) { range in
                    work { visit in
                        for sequence in range { visit(Int(candidates[sequence]), sequence) }
                    }
                }
            }
        }
        return sequences.withUnsafeBufferPointer { sequences in
            ParallelChunks.map(count: sequences.count) { range in
                work { visit in
                    for position in range where sequences[position] >= 0 { visit(position, Int(sequences[position])) }
                }
            }
        }
    }

    /// The candidates at `kept` sequences (in any order), in sequence order.
    func inSequenceOrder(_ kept: [Int32]) -> [Int32] {
        var isKept = [Bool](repeating: false, count: candidates.count)
        for sequence in kept { isKept[Int(sequence)] = true }
        var result: [Int32] = []
        result.reserveCapacity(kept.count)
        for (sequence, position) in candidates.enumerated() where isKept[sequence] { result.append(position) }
        return result
    }
}
