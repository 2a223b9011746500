/// Which of an owner's lists of repositories: the ones they own, or the ones they starred.
///
/// Each scope is fetched, cached and revalidated on its own; the raw value is the cache's key
/// and what `--scope` takes.
public enum RepoScope: String, Sendable, Hashable, CaseIterable {
    /// `/users/{u}/repos`, or `/user/repos` (private ones too) when the owner is the token's user.
    case repositories = "repos"
    /// `/users/{u}/starred`, each row knowing when it was starred.
    case starred
    /// The token's user's organisations (`/user/orgs`); offered only in their own list.
    case memberOf = "orgs"

    /// The tab's title.
    public var title: String {
        switch self {
        case .repositories: "Repositories"
        case .starred: "Starred"
        case .memberOf: "Member of"
        }
    }

    /// The tab's title where the header is narrow.
    public var shortTitle: String {
        switch self {
        case .repositories: "Repos"
        case .starred: "Starred"
        case .memberOf: "Orgs"
        }
    }
}

/// One list of repositories: whose, and which of their lists.
public struct Listing: Sendable, Hashable, CustomStringConvertible {
    public var owner: GitHubUsername
    public var scope: RepoScope

    public init(_ owner: GitHubUsername, _ scope: RepoScope = .repositories) {
        self.owner = owner
        self.scope = scope
    }

    /// The same list, the login compared as GitHub does (without case): an answer for
    /// `Octocat` is one for `octocat`.
    public func isSame(as other: Listing) -> Bool {
        scope == other.scope && owner.rawValue.caseInsensitiveCompare(other.owner.rawValue) == .orderedSame
    }

    public var description: String {
        scope == .repositories ? owner.rawValue : "\(owner.rawValue) (\(scope.rawValue))"
    }
}
