import Foundation

/// The `sort` and `direction` parameters of `GET /users/{u}/repos`.
struct RepositoryOrder: Sendable, Hashable {
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

    /// Positions of `repos` in this order. Ties (and missing dates, which sort as oldest)
    /// fall back to the name, then the id, so the order is total and pages never overlap.
    /// Keys are computed once up front, so 100,000 repositories sort in a fraction of a second.
    func sortedIndices(of repos: [StubRepository]) -> [Int] {
        let names = repos.map { SortName($0.name.lowercased()) }
        let ids = repos.map(\.id)
        let dates: [Double]? =
            switch key {
            case .created: repos.map { Self.seconds($0.createdAt) }
            case .updated: repos.map { Self.seconds($0.updatedAt) }
            case .pushed: repos.map { Self.seconds($0.pushedAt) }
            case .fullName: nil
            }
        let ascending = ascending
        return repos.indices.sorted { lhs, rhs in
            if let dates, dates[lhs] != dates[rhs] {
                return ascending ? dates[lhs] < dates[rhs] : dates[lhs] > dates[rhs]
            }
            let byName = names[lhs].compare(names[rhs])
            if byName != .orderedSame {
                // Names break date ties ascending; as the key itself they follow `direction`.
                return dates != nil || ascending ? byName == .orderedAscending : byName == .orderedDescending
            }
            return ids[lhs] < ids[rhs]
        }
    }

    private static func seconds(_ date: Date?) -> Double {
        (date ?? .distantPast).timeIntervalSinceReferenceDate
    }
}

/// A lower-cased name that compares as Foundation's `compare` does, taking a byte-wise
/// shortcut for ASCII (where the two agree), which is most names and much faster.
private struct SortName {
    let text: String
    /// The UTF-8 bytes when they are all ASCII.
    let ascii: [UInt8]?

    init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        ascii = bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
    }

    func compare(_ other: SortName) -> ComparisonResult {
        guard let ascii, let otherASCII = other.ascii else { return text.compare(other.text) }
        return ascii.withUnsafeBufferPointer { lhs in
            otherASCII.withUnsafeBufferPointer { rhs in
                for index in 0..<Swift.min(lhs.count, rhs.count) where lhs[index] != rhs[index] {
                    return lhs[index] < rhs[index] ? .orderedAscending : .orderedDescending
                }
                if lhs.count == rhs.count { return .orderedSame }
                return lhs.count < rhs.count ? .orderedAscending : .orderedDescending
            }
        }
    }
}
