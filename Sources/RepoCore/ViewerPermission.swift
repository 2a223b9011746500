/// What the token's user may do to a repository, as GitHub's `permissions` object says when a
/// token asks (`admin`, else `push`, else `pull`). nil on a row: asked without a token, or
/// stored before the cache kept it — nothing may be changed on a guess.
public enum ViewerPermission: Int, Sendable, Hashable, Comparable, Codable {
    case read = 0
    /// `push`: may sync a fork, not change its settings.
    case write = 1
    /// `admin`: settings, visibility, archiving, topics, renaming, deleting.
    case admin = 2

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// From GitHub's flags: the highest one set.
    public init(admin: Bool, push: Bool) {
        self = admin ? .admin : push ? .write : .read
    }
}
