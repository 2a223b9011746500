import Foundation
import RepoCore

/// Puts repositories in a `RepoSort` order. Ties — and repositories without the date sorted
/// on, which always come last — are ordered by name, then id, so the order never depends on
/// the order the pages arrived in.
///
/// Names compare naturally ("project2" before "project10"). The sort itself compares only
/// numbers: each repository's key for the field and its rank by name (`NameRanks`, computed
/// once per list), so re-sorting 10,000 repositories copies no strings.
enum RepoOrdering {
    public static func sorted(_ repositories: [Repository], by sort: RepoSort) -> [Repository] {
        order(of: repositories, by: sort, names: NameRanks(repositories)).map { repositories[Int($0)] }
    }

    static func pushedNewestFirst(_ repositories: [Repository]) -> [Repository] {
        sorted(repositories, by: .default)
    }

    /// Positions in `repositories` in `sort` order; `names` must have been made from them.
    static func order(of repositories: [Repository], by sort: RepoSort, names: NameRanks) -> [Int32] {
        // Key, rank and position side by side: the comparisons read one contiguous array
        // instead of following three.
        var entries = primaryKeys(repositories, sort: sort, names: names).enumerated().map { position, key in
            SortEntry(key: key, rank: names.ranks[position], position: Int32(position))
        }
        entries.sort { left, right in
            left.key != right.key ? left.key < right.key : left.rank < right.rank
        }
        return entries.map(\.position)
    }

    private struct SortEntry {
        var key: Double
        var rank: Int32
        var position: Int32
    }

    /// One number per repository that sorts ascending in the wanted order; a missing date is
    /// +∞, so it comes last in either direction.
    private static func primaryKeys(_ repositories: [Repository], sort: RepoSort, names: NameRanks) -> [Double] {
        let sign: Double = sort.direction == .ascending ? 1 : -1
        return repositories.indices.map { index in
            let value: Double?
            switch sort.field {
            case .pushed: value = repositories[index].pushedAt?.timeIntervalSince1970
            case .updated: value = repositories[index].updatedAt?.timeIntervalSince1970
            case .created: value = repositories[index].createdAt?.timeIntervalSince1970
            case .stars: value = Double(repositories[index].stargazersCount)
            case .forks: value = Double(repositories[index].forksCount)
            case .starred: value = repositories[index].starredAt?.timeIntervalSince1970
            case .name: value = Double(names.ranks[index])
            }
            return value.map { $0 * sign } ?? .infinity
        }
    }
}

/// Each repository's place in natural name order (ties by id), for tie-breaking and the name sort.
struct NameRanks: Sendable {
    let ranks: [Int32]

    init(_ repositories: [Repository]) {
        let keys = repositories.map { NaturalKey(fullName: $0.fullName) }
        let byName = Array(repositories.indices).sorted { left, right in
            keys[left] != keys[right] ? keys[left] < keys[right] : repositories[left].id < repositories[right].id
        }
        var ranks = Array(repeating: Int32(0), count: repositories.count)
        for (rank, index) in byName.enumerated() { ranks[index] = Int32(rank) }
        self.ranks = ranks
    }
}

/// A name as bytes that compare the way people read names: case folded, and runs of digits
/// compared by value ("2" before "10").
struct NaturalKey: Comparable {
    private let bytes: [UInt8]

    init(fullName: String) {
        // ASCII names — nearly all — are lower-cased byte by byte; others through Unicode.
        let ascii = fullName.utf8.allSatisfy { $0 < 0x80 }
        var text = ascii ? fullName : fullName.lowercased()
        bytes = text.withUTF8 { source in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(source.count + 4)
            var index = 0
            while index < source.count {
                let byte = source[index]
                guard Self.isDigit(byte) else {
                    bytes.append(ascii && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte)
                    index += 1
                    continue
                }
                var end = index
                while end < source.count, Self.isDigit(source[end]) { end += 1 }
                var first = index
                while first < end, source[first] == UInt8(ascii: "0") { first += 1 }
                // Digits sort before letters; a shorter run of significant digits is a smaller number.
                bytes.append(0x01)
                bytes.append(UInt8(min(end - first, 255)))
                bytes.append(contentsOf: source[first..<end])
                index = end
            }
            return bytes
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func < (lhs: NaturalKey, rhs: NaturalKey) -> Bool {
        lhs.bytes.withUnsafeBufferPointer { left in
            rhs.bytes.withUnsafeBufferPointer { right in
                let common = min(left.count, right.count)
                if common > 0, let a = left.baseAddress, let b = right.baseAddress {
                    let order = memcmp(a, b, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
    }
}
