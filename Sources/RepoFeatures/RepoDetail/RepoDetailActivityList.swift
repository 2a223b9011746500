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
        /// `r` over more than one page: the pages asked again so far, gathered apart while the rows
        /// held stay on screen, and the page asked for next; nil otherwise.
        var refreshed: Refresh?

        struct Refresh: Equatable, Sendable {
            var items: ActivityItems
            var next: Int
            /// The last page held when `r` was pressed.
            var through: Int
        }
        /// The tab's `/` query as typed, and as understood: the rows held that it keeps are `shown`.
        var filterText = ""
        var filter = ActivityFilter.everything

        /// The rows on screen: those held that the query keeps.
        var shown: ActivityItems { filter.kept(items) }

        init(_ kind: ActivityKind, state: ActivityState = .open, subject: Int64? = nil) {
            query = ActivityQuery(kind, state: state, subject: subject)
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
    
        /// Starts over from the first page, asked of GitHub when `fetch`; `keepingRows` (`r`)
        /// leaves what is shown until it answers. The query of the page to ask for.
        mutating func restart(fetch: Bool, keepingRows: Bool) -> ActivityQuery {
            if !keepingRows {
                let (text, filter) = (filterText, self.filter)
                self = ActivityList(query.kind, state: query.state, subject: query.subject)
                (filterText, self.filter) = (text, filter)
            }
            // Every page held is asked again before the new rows replace the old.
            refreshed = keepingRows && fetch && pages > 1 ? Refresh(items: .none(query.kind), next: 1, through: pages) : nil
            fetchingFirst = fetch
            updateFailed = nil
            more = .idle
            return ActivityQuery(query.kind, state: query.state, subject: query.subject)
        }

        /// Whether a page answers this list (not another state's or subject's).
        func isAnswered(by answer: ActivityQuery) -> Bool {
            answer.kind == query.kind && answer.state == query.state && answer.subject == query.subject
        }

        /// The cache's copy of a page: the first shows while GitHub is asked (or, not asked,
        /// says why there is none); a later one is used only when GitHub is not asked.
        mutating func receiveCached(_ answer: ActivityQuery, _ page: ActivityPage?, fetching: Bool, online: Bool) {
            guard isAnswered(by: answer) else { return }
            if answer.page == 1 {
                guard load == .loading else { return }
                if let page {
                    adopt(page, page: 1, fromCache: true)
                } else if !fetchingFirst {
                    load = online ? .skipped : .notCached
                }
            } else {
                guard more == .loading, answer.page == pages + 1, !fetching else { return }
                if let page { adopt(page, page: answer.page, fromCache: true) } else { more = .notCached }
            }
        }

        /// GitHub's answer: the first page replaces the rows, a later one adds to them; a failure
        /// keeps what is shown and says why.
        mutating func receiveFetched(_ answer: ActivityQuery, _ result: Result<ActivityPage, GitHubError>) {
            guard isAnswered(by: answer) else { return }
            if let gathering = refreshed, answer.page == gathering.next {
                receiveRefreshed(answer.page, result, gathering)
                return
            }
            if answer.page == 1 {
                guard fetchingFirst else { return }
                fetchingFirst = false
                switch result {
                case .success(let page): adopt(page, page: 1, fromCache: false)
                case .failure(.cancelled): break
                case .failure(let error) where load == .shown: updateFailed = error
                case .failure(let error): load = .failed(error)
                }
            } else {
                guard more == .loading, answer.page == pages + 1 else { return }
                switch result {
                case .success(let page): adopt(page, page: answer.page, fromCache: false)
                case .failure(.cancelled): more = .idle
                case .failure(let error): more = .failed(error)
                }
            }
        }

        /// A page asked again by `r`: gathered until the last page held (or the new last) came,
        /// then it replaces the rows at once; a failure keeps the rows and says why.
        private mutating func receiveRefreshed(_ page: Int, _ result: Result<ActivityPage, GitHubError>,
                                               _ gathering: Refresh) {
            if page == 1 { fetchingFirst = false }
            switch result {
            case .success(let answer):
                let items = page == 1 ? answer.items : gathering.items.appending(answer.items)
                guard page >= gathering.through || !answer.hasNextPage else {
                    refreshed = Refresh(items: items, next: page + 1, through: gathering.through)
                    return
                }
                refreshed = nil
                adopt(ActivityPage(items: items, hasNextPage: answer.hasNextPage, totalCount: answer.totalCount), page: page, fromCache: false)
            case .failure(.cancelled):
                refreshed = nil
            case .failure(let error):
                refreshed = nil
                updateFailed = error
            }
        }

        /// While `r` gathers the pages held: the next one to ask for.
        var refreshQuery: ActivityQuery? {
            guard let gathering = refreshed, gathering.next > 1, !fetchingFirst else { return nil }
            return ActivityQuery(query.kind, state: query.state, subject: query.subject, page: gathering.next)
        }

        /// The next page's query, marked as asked, when GitHub linked one and none is being
        /// asked for; nil otherwise.
        mutating func askNextPage() -> ActivityQuery? {
            guard load == .shown, hasNextPage, more == .idle, !fetchingFirst, refreshed == nil else { return nil }
            more = .loading
            return ActivityQuery(query.kind, state: query.state, subject: query.subject, page: pages + 1)
        }

        private mutating func adopt(_ answer: ActivityPage, page: Int, fromCache: Bool) {
            items = page == 1 ? answer.items : items.appending(answer.items)
            pages = page
            hasNextPage = answer.hasNextPage
            totalCount = answer.totalCount ?? totalCount
            load = .shown
            more = .idle
            if page == 1 { self.fromCache = fromCache }
            selection = min(selection, max(0, items.count - 1))
        }
    }
}
