import RepoCore

extension ListHead {
    /// The head read before a whole list ordered by `sort`, on a screen of `visibleRows`: two
    /// screens, and at least 100 rows; nil for the orders the cache cannot cut (names, by rules
    /// SQLite does not apply). The list's first load asks for it, and a start reads it ahead.
    public static func firstScreen(sort: RepoSort, visibleRows: Int) -> ListHead? {
        let column: ListHead.Column? = switch sort.field {
        case .pushed: .pushed
        case .updated: .updated
        case .created: .created
        case .stars: .stars
        case .forks: .forks
        case .starred: .starred
        case .name: nil
        }
        return column.map { ListHead($0, descending: sort.direction == .descending, count: max(2 * visibleRows, 100)) }
    }
}
