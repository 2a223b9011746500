
/// How far a listing has come, told after every page so a UI can say "loading 7/30 pages" and
/// show the first rows before the last page arrives.
public struct ListingProgress: Sendable, Equatable {
    public var user: GitHubUsername
    /// Pages received so far, downloaded or confirmed unchanged (304), in any order.
    public var pagesDone: Int
    /// How many pages there are, once known: after page 1 when GitHub sends `rel="last"` (or
    /// the cache remembers the pages), otherwise only with the last page.
    public var pagesTotal: Int?
    /// Pages GitHub answered 304 Not Modified, taken from the cache without reading any JSON.
    public var pagesUnchanged: Int
    /// The repositories of pages 1…k, where k is the longest run of consecutive pages received:
    /// a page that arrives before an earlier one counts in `pagesDone` but its rows join only
    /// when the gap is filled. Rows shown early are in their final order and never move.
    public var repositories: [Repository]

    public init(
        user: GitHubUsername, pagesDone: Int, pagesTotal: Int?, pagesUnchanged: Int, repositories: [Repository]
    ) {
        self.user = user
        self.pagesDone = pagesDone
        self.pagesTotal = pagesTotal
        self.pagesUnchanged = pagesUnchanged
        self.repositories = repositories
    }
}

/// Told after every page of a listing, one call at a time, from the task that asked for it.
public typealias ListingProgressObserver = @Sendable (ListingProgress) -> Void
