import RepoCore

extension RepoDetail {
    /// One tab's list (issues, pull requests or runs) as far as its pages have come: shown a
    /// page at a time, the next asked for when the selection nears the end of what is held.
    struct ActivityList: Equatable, Sendable {
        var query: ActivityQuery
        var items: ActivityItems
        var load: Load = .loading
        /// The rows shown are the cache's, while GitHub is asked.
        var fromCache = false
        /// GitHub could not be asked or failed; the cached rows stay.
        var updateFailed: GitHubError?
        /// GitHub is asked for the first page (the cache's may be shown meanwhile).
        var fetchingFirst = false
        /// Pages held, from the first.
        var pages = 0
        var hasNextPage = false
        /// The page after `pages`, as far as it has come.
        var more: More = .idle
        /// How many GitHub says there are, where it says (runs).
        var totalCount: Int?
        var selection = 0
        /// The first row shown.
        var scroll = 0

        init(_ kind: ActivityKind, state: ActivityState = .open) {
            query = ActivityQuery(kind, state: state)
            items = .none(kind)
        }

        enum Load: Equatable, Sendable {
            case loading
            case shown
            case failed(GitHubError)
            /// `--offline`, and no earlier visit cached it.
            case notCached
            /// The API budget was low, so it was not asked, and nothing was cached.
            case skipped
        }

        enum More: Equatable, Sendable {
            case idle
            case loading
            case failed(GitHubError)
            /// `--offline`, and the page was never fetched.
            case notCached
        }
    }
}
