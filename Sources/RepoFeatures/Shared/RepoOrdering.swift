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
    static func sorted(_ repositories: [Repository], by sort: RepoSort) -> [Repository] {
        order(of: repositories, by: sort, names: NameRanks(repositories)).map { repositories[Int($0)] }
    }

    static func pushedNewestFirst(_ repositories: [Repository]) -> [Repository] {
        sorted(repositories, by: .default)
    }

    /// Positions in `repositories` in `sort` order; `names` must have been made from them.
    static func order(of repositories: [Repository], by sort: RepoSort, names: NameRanks) -> [Int32] {
        // Key, rank and position side by side: the comparisons read one contiguous array
        // instead of following three.
        let entries = primaryKeys(repositories, sort: sort, names: names).enumerated().map { position, key in
            SortEntry(key: key, rank: names.ranks[position], position: Int32(position))
        }
        // Ranks are unique: one order, whichever core sorts.
        return ParallelChunks.sorted(entries) { left, right in
            left.key != right.key ? left.key < right.key : left.rank < right.rank
        }.map(\.position)
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
