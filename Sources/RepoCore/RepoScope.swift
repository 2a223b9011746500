/// Which of an owner's lists of repositories: the ones they own, the ones they starred, their
/// organisations, or a search over all of GitHub.
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
    /// `/search/repositories` for the listing's `search`: all of GitHub, not one owner's.
    case search

    /// The tab's title.
    public var title: String {
        switch self {
        case .repositories: "Repositories"
        case .starred: "Starred"
        case .memberOf: "Member of"
        case .search: "Search"
        }
    }

    /// The tab's title where the header is narrow.
    public var shortTitle: String {
        switch self {
        case .repositories: "Repos"
        case .starred: "Starred"
        case .memberOf: "Orgs"
        case .search: "Search"
        }
    }
}

/// One list of repositories: whose, and which of their lists.
public struct Listing: Sendable, Hashable, CustomStringConvertible {
    public var owner: GitHubUsername
    public var scope: RepoScope
    /// The Search scope's query in GitHub's own syntax (`language:swift stars:>100`); empty in
    /// the others. Each search is a list of its own, cached apart.
    public var search: String

    public init(_ owner: GitHubUsername, _ scope: RepoScope = .repositories, search: String = "") {
        self.owner = owner
        self.scope = scope
        self.search = scope == .search ? search : ""
    }

    /// The same list, the login compared as GitHub does (without case): an answer for
    /// `Octocat` is one for `octocat`.
    public func isSame(as other: Listing) -> Bool {
        scope == other.scope && search == other.search
            && owner.rawValue.caseInsensitiveCompare(other.owner.rawValue) == .orderedSame
    }

    /// What the cache files the list under beside its owner: the scope, and a search's query.
    public var cacheScope: String {
        scope == .search ? "search:" + search : scope.rawValue
    }

    public var description: String {
        switch scope {
        case .repositories: owner.rawValue
        case .search: "search \(search)"
        default: "\(owner.rawValue) (\(scope.rawValue))"
        }
    }
}
