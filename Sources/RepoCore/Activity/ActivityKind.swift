/// What goes on inside a repository, as the detail's tabs list it (issue 29): its issues, its
/// pull requests and its workflow runs. Each is a list GitHub pages, fetched a page at a time as
/// it is read, and cached per account like the repository list.
public enum ActivityKind: String, Sendable, Hashable, CaseIterable, Codable {
    case issues
    case pullRequests = "pull_requests"
    case runs
}

/// Which issues or pull requests a list asks GitHub for (its `state` parameter); runs have none.
public enum ActivityState: String, Sendable, Hashable, CaseIterable, Codable {
    case open
    case closed
    case all
}

/// One page of one list: what the cache keys it by and the request asks for.
public struct ActivityQuery: Sendable, Hashable, Codable {
    public var kind: ActivityKind
    public var state: ActivityState
    /// 1-based, as GitHub counts.
    public var page: Int

    public init(_ kind: ActivityKind, state: ActivityState = .open, page: Int = 1) {
        self.kind = kind
        self.state = kind == .runs ? .all : state
        self.page = max(1, page)
    }

    /// The next page of the same list.
    public var next: ActivityQuery { ActivityQuery(kind, state: state, page: page + 1) }

    /// How the cache names it beside the detail's other parts: `activity/issues/open/1`.
    public var cacheKey: String { "activity/\(kind.rawValue)/\(state.rawValue)/\(page)" }
}
