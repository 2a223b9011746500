/// The first rows of a cached list in one order, read before the whole list so the first frame
/// need not wait for it: the `count` first by `column`, and every row tied with the last of
/// them, so that sorted by the list's full rules they are exactly the list's first rows.
public struct ListHead: Sendable, Hashable {
    /// The orders the cache can cut a head in: one value per row, rows without one last.
    public enum Column: String, Sendable, CaseIterable {
        case pushed = "pushed_at"
        case updated = "updated_at"
        case created = "created_at"
        case stars = "stargazers_count"
        case forks = "forks_count"
        case starred = "starred_at"
    }

    public var column: Column
    public var descending: Bool
    public var count: Int

    public init(_ column: Column, descending: Bool, count: Int) {
        self.column = column
        self.descending = descending
        self.count = count
    }
}
