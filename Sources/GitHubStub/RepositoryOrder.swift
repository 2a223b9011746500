import Foundation

/// The `sort` and `direction` parameters of `GET /users/{u}/repos`.
struct RepositoryOrder: Sendable, Equatable {
    enum Key: String, Sendable {
        case created, updated, pushed
        case fullName = "full_name"
    }

    let key: Key
    let ascending: Bool

    /// GitHub's defaults: `full_name`; ascending for names, descending for dates.
    init(sort: String?, direction: String?) {
        key = sort.flatMap(Key.init(rawValue:)) ?? .fullName
        switch direction {
        case "asc": ascending = true
        case "desc": ascending = false
        default: ascending = key == .fullName
        }
    }

    /// Ties (and missing dates, which sort as oldest) fall back to the name, then the id, so
    /// the order is total and pages never overlap.
    func sorted(_ repos: [StubRepository]) -> [StubRepository] {
        repos.sorted { lhs, rhs in
            let order = compare(lhs, rhs)
            if order != .orderedSame { return ascending ? order == .orderedAscending : order == .orderedDescending }
            let byName = lhs.name.lowercased().compare(rhs.name.lowercased())
            if byName != .orderedSame { return byName == .orderedAscending }
            return lhs.id < rhs.id
        }
    }

    private func compare(_ lhs: StubRepository, _ rhs: StubRepository) -> ComparisonResult {
        switch key {
        case .created: compare(lhs.createdAt, rhs.createdAt)
        case .updated: compare(lhs.updatedAt, rhs.updatedAt)
        case .pushed: compare(lhs.pushedAt, rhs.pushedAt)
        case .fullName: lhs.name.lowercased().compare(rhs.name.lowercased())
        }
    }

    private func compare(_ lhs: Date?, _ rhs: Date?) -> ComparisonResult {
        (lhs ?? .distantPast).compare(rhs ?? .distantPast)
    }
}
