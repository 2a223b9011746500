import RepoCore

/// Each repository's place in natural name order (ties by id), for tie-breaking and the name sort.
struct NameRanks: Sendable {
    let ranks: [Int32]

    init(_ repositories: [Repository]) {
        // Every name's key in one arena, made and sorted on every core: no array per
        // repository to allocate, follow while comparing, and free (100,000 of them).
        let parts = ParallelChunks.map(count: repositories.count) { range in
            var bytes: [UInt8] = [], ends: [Int32] = []
            ends.reserveCapacity(range.count)
            for index in range {
                NaturalKey.append(repositories[index].fullName, to: &bytes)
                ends.append(Int32(bytes.count))
            }
            return (bytes: bytes, ends: ends)
        }
        var bytes: [UInt8] = [], starts: [Int32] = [0]
        starts.reserveCapacity(repositories.count + 1)
        for part in parts {
            let offset = Int32(bytes.count)
            starts.append(contentsOf: part.ends.map { $0 + offset })
            bytes.append(contentsOf: part.bytes)
        }
        let ids = repositories.map(\.id)
        let byName = bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: bytes[Int(starts[index])..<Int(starts[index + 1])])
                }
                // Ties by id, which lists never repeat: one order, whichever core sorts.
                return ParallelChunks.sorted(Array(repositories.indices)) { left, right in
                    let order = NaturalKey.order(key(left), key(right))
                    return order != 0 ? order < 0 : ids[left] < ids[right]
                }
            }
        }
        var ranks = Array(repeating: Int32(0), count: repositories.count)
        for (rank, index) in byName.enumerated() { ranks[index] = Int32(rank) }
        self.ranks = ranks
    }
}
