import Foundation
import RepoCore

/// Every page of one user's repository list: page 1, then — once its `rel="last"` says how many
/// there are — the rest a few at a time, then `next` from the last page for anything beyond
/// (the list may have grown meanwhile). Without a usable `last`, or with a width of 1, it walks
/// `next` one page after another.
///
/// Each page is asked for with the ETag the cache has for its URL; a 304 is taken from the cache.
/// The scope decides only the media type asked for and how a page's items read.
struct ListingFetcher: Sendable {
    let transport: ResilientTransport
    let listing: Listing
    let known: KnownPages
    /// How many pages may be in flight at once; 1 walks strictly one after another.
    let width: Int
    let maximumPages: Int
    let report: @Sendable (ListingProgress) -> Void

    func run(from firstURL: URL) async throws(GitHubError) -> Revalidation<RepoListing> {
        var assembly = ListingAssembly(user: listing.owner)
        var reports = ProgressReports(showsRows: known.urls.isEmpty)
        let first = try await fetchPage(firstURL)
        let plan = try concurrentPlan(after: first)
        assembly.pagesTotal = plan.map { $0.count + 1 } ?? (first.next == nil ? 1 : nil)
        assembly.add(first, at: 0)
        report(reports.progress(of: assembly))
        if let plan {
            try await fetchConcurrently(plan, into: &assembly, reports: &reports)
        }
        try await walkNext(into: &assembly, reports: &reports)
        let validators = assembly.orderedPages.map(\.validator)
        if !assembly.anyDownloaded, validators.map(\.url) == known.urls {
            return .notModified
        }
        return .modified(RepoListing(
            repositories: assembly.takeListing(), pageValidators: validators, searchTotal: first.searchTotal))
    }

    /// Pages 2…N to fetch side by side, or nil to walk `next`: from page 1's `last` link, or,
    /// when page 1 answered 304 without a `Link`, from the pages the cache remembers.
    private func concurrentPlan(after first: FetchedPage) throws(GitHubError) -> [URL]? {
        guard width > 1, first.next != nil else { return nil }
        if let last = first.last {
            return try PageURLs.following(firstPageUpTo: last, limit: maximumPages)
        }
        guard !first.wasDownloaded, known.urls.first == first.url.absoluteString, known.urls.count >= 2 else {
            return nil
        }
        let remembered = known.urls.dropFirst().compactMap(URL.init(string:))
        guard remembered.count == known.urls.count - 1, remembered.first == first.next,
            remembered.count < maximumPages
        else { return nil }
        return remembered
    }

    private func fetchConcurrently(_ urls: [URL], into assembly: inout ListingAssembly,
                                   reports: inout ProgressReports) async throws(GitHubError) {
        let fetcher = self
        try await BoundedConcurrency.forEach(
            count: urls.count, limit: width,
            operation: { index throws(GitHubError) in try await fetcher.fetchPage(urls[index]) },
            onResult: { index, page in
                assembly.add(page, at: index + 1)
                report(reports.progress(of: assembly))
            })
    }

    /// Follows `next` from the last page in hand until a page has none.
    private func walkNext(into assembly: inout ListingAssembly, reports: inout ProgressReports) async throws(GitHubError) {
        var pages = assembly.orderedPages
        var visited = Set(pages.map(\.url))
        while let next = pages.last?.next {
            if visited.contains(next) {
                throw .unexpectedResponse("pagination links loop back to a page already read")
            }
            if visited.count >= maximumPages {
                throw .unexpectedResponse("more than \(maximumPages) pages")
            }
            visited.insert(next)
            let page = try await fetchPage(next)
            pages.append(page)
            if page.next == nil {
                assembly.pagesTotal = pages.count
            } else if let total = assembly.pagesTotal, total <= pages.count {
                // More pages than `last` said: the list grew meanwhile; the end is unknown again.
                assembly.pagesTotal = nil
            }
            assembly.add(page, at: pages.count - 1)
            report(reports.progress(of: assembly))
        }
    }

    private func fetchPage(_ url: URL) async throws(GitHubError) -> FetchedPage {
        let knownPage = known.page(at: url)
        let accept = listing.scope == .starred ? Endpoint.starredMediaType : GitHubTransport.jsonMediaType
        let reply = try await transport.get(url, accept: accept, ifNoneMatch: knownPage?.etag)
        let link = reply.header("link")
        if reply.isNotModified, let knownPage {
            // A 304 may omit `Link`; the page is unchanged, so the cached walk's next holds.
            let next = try link == nil ? knownPage.nextURL : NextPage.url(linkHeader: link, currentURL: reply.url)
            return FetchedPage(
                url: url, repositories: knownPage.repositories,
                validator: PageValidator(
                    url: url.absoluteString, etag: knownPage.etag, repositoryCount: knownPage.repositories.count),
                wasDownloaded: false, next: next, last: Self.lastLink(link, currentURL: reply.url))
        }
        guard reply.isSuccess else {
            throw GitHubErrorMapping.error(for: reply, notFound: .userNotFound(listing.owner.rawValue))
        }
        var (repositories, searchTotal) = try decodeItems(reply)
        if let knownPage {
            RepositoryValueSharing.adoptUnchanged(&repositories, from: knownPage.repositories)
        }
        let next = try NextPage.url(linkHeader: link, currentURL: reply.url)
        return FetchedPage(
            url: url, repositories: repositories[...],
            validator: PageValidator(url: url.absoluteString, etag: reply.etag ?? "", repositoryCount: repositories.count),
            wasDownloaded: true, next: next, last: Self.lastLink(link, currentURL: reply.url), searchTotal: searchTotal)
    }

    /// The page's repositories, read straight from the bytes (`RepositoryPageDecoder`) on this
    /// page's own task, so pages decode on both cores while the next ones download; a search
    /// page's total beside them.
    private func decodeItems(_ reply: HTTPReply) throws(GitHubError) -> ([Repository], SearchTotal?) {
        do throws(RepositoryPageDecoder.Failure) {
            if listing.scope == .search {
                let page = try RepositoryPageDecoder.searchResults(reply.body)
                return (page.repositories, page.total)
            }
            return (try RepositoryPageDecoder.repositories(reply.body, starred: listing.scope == .starred), nil)
        } catch {
            // A captive portal or a proxy's error page: say what it is rather than where JSON failed.
            if reply.header("content-type")?.lowercased().hasPrefix("text/html") == true {
                throw .unexpectedResponse("an HTML page instead of JSON")
            }
            throw .unexpectedResponse(error.message)
        }
    }

    /// `rel="last"`, or nil when absent or unusable: then `next` is walked instead.
    private static func lastLink(_ link: String?, currentURL: URL) -> URL? {
        (try? NextPage.url(rel: "last", linkHeader: link, currentURL: currentURL)) ?? nil
    }
}

/// Which progress reports carry rows. Only a first load shows them (a revalidation shows the
/// cached list), and then only when the run of pages from page 1 has doubled since the rows last
/// sent: joining them is a copy of every repository so far, so doubling keeps the copying of a
/// 1,000-page listing to about twice its size instead of 500 times.
struct ProgressReports {
    let showsRows: Bool
    private var rowsSent = 0

    init(showsRows: Bool) {
        self.showsRows = showsRows
    }

    mutating func progress(of assembly: ListingAssembly) -> ListingProgress {
        let grown = showsRows && assembly.prefixCount > rowsSent
            && (rowsSent == 0 || assembly.prefixCount >= 2 * rowsSent || assembly.pagesTotal == assembly.pagesDone)
        if grown { rowsSent = assembly.prefixCount }
        return assembly.progress(withRows: grown)
    }
}
