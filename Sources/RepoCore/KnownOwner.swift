import Foundation

/// An owner kept at hand for `u`: pinned, or opened recently — with what the cache holds of
/// their repositories.
public struct KnownOwner: Sendable, Equatable {
    public var login: GitHubUsername
    /// When it was pinned; nil when it is not.
    public var pinnedAt: Date?
    /// When its list was last opened; nil when never (a pin set from elsewhere).
    public var openedAt: Date?
    /// How many repositories the cache holds for it; nil when none are cached.
    public var cachedRepositories: Int?

    public init(login: GitHubUsername, pinnedAt: Date? = nil, openedAt: Date? = nil, cachedRepositories: Int? = nil) {
        self.login = login
        self.pinnedAt = pinnedAt
        self.openedAt = openedAt
        self.cachedRepositories = cachedRepositories
    }

    public var isPinned: Bool { pinnedAt != nil }
}
