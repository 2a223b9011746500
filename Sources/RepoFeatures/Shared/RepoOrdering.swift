import Foundation
import RepoCore

/// Puts repositories in a `RepoSort` order. Ties — and repositories without the date sorted
/// on, which always come last — are ordered by name, then id, so the order never depends on
/// the order the pages arrived in.
///
/// Names compare naturally ("project2" before "project10") through keys computed once per
/// repository, so a sort of 10,000 repositories costs no string comparisons in its loop.
public enum RepoOrdering {
    public static func sorted(_ repositories: [Repository], by sort: RepoSort) -> [Repository] {
        let keys = repositories.map { NaturalKey(fullName: $0.fullName) }
        let indices = Array(repositories.indices).sorted { left, right in
            inOrder(repositories[left], keys[left], repositories[right], keys[right], by: sort)
        }
        return indices.map { repositories[$0] }
    }

    public static func pushedNewestFirst(_ repositories: [Repository]) -> [Repository] {
        sorted(repositories, by: .default)
    }

    private static func inOrder(
        _ lhs: Repository, _ lhsKey: NaturalKey, _ rhs: Repository, _ rhsKey: NaturalKey, by sort: RepoSort
    ) -> Bool {
        let ascending = sort.direction == .ascending
        switch sort.field {
        case .pushed, .updated, .created:
            switch (date(lhs, sort.field), date(rhs, sort.field)) {
            case let (left?, right?) where left != right: return ascending ? left < right : left > right
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
        case .stars where lhs.stargazersCount != rhs.stargazersCount:
            return ascending ? lhs.stargazersCount < rhs.stargazersCount : lhs.stargazersCount > rhs.stargazersCount
        case .forks where lhs.forksCount != rhs.forksCount:
            return ascending ? lhs.forksCount < rhs.forksCount : lhs.forksCount > rhs.forksCount
        case .name where lhsKey != rhsKey:
            return ascending ? lhsKey < rhsKey : rhsKey < lhsKey
        default:
            break
        }
        if lhsKey != rhsKey { return lhsKey < rhsKey }
        return lhs.id < rhs.id
    }

    private static func date(_ repository: Repository, _ field: RepoSort.Field) -> Date? {
        switch field {
        case .updated: repository.updatedAt
        case .created: repository.createdAt
        default: repository.pushedAt
        }
    }
}

/// A name as bytes that compare the way people read names: case folded, and runs of digits
/// compared by value ("2" before "10").
struct NaturalKey: Comparable {
    private let bytes: [UInt8]

    init(fullName: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fullName.utf8.count + 4)
        var digits: [UInt8] = []
        func flushDigits() {
            guard !digits.isEmpty else { return }
            let significant = digits.drop { $0 == UInt8(ascii: "0") }
            // Digits sort before letters; a shorter run of significant digits is a smaller number.
            bytes.append(0x01)
            bytes.append(UInt8(min(significant.count, 255)))
            bytes.append(contentsOf: significant)
            digits.removeAll(keepingCapacity: true)
        }
        for byte in fullName.lowercased().utf8 {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits.append(byte)
            } else {
                flushDigits()
                bytes.append(byte)
            }
        }
        flushDigits()
        self.bytes = bytes
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
