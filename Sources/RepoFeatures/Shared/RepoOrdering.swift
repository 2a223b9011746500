import Foundation
import RepoCore

/// The list's order. Most recently pushed first; never-pushed repositories last; ties by name
/// so the order is stable whatever order the pages arrived in.
public enum RepoOrdering {
    public static func pushedNewestFirst(_ repositories: [Repository]) -> [Repository] {
        repositories.sorted { lhs, rhs in
            switch (lhs.pushedAt, rhs.pushedAt) {
            case let (left?, right?) where left != right: return left > right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return lhs.fullName.localizedStandardCompare(rhs.fullName) == .orderedAscending
            }
        }
    }
}
