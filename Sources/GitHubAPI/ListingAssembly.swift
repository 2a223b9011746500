import RepoCore

/// The pages of one listing as they arrive, in any order, kept in page order: what progress
/// reports (the unbroken run of pages from page 1) and, once all are in, the listing itself.
struct ListingAssembly {
    let user: GitHubUsername
    /// Known once page 1 names the last page (or the cache remembers the pages).
    var pagesTotal: Int?
    private var pages: [Int: FetchedPage] = [:]
    /// Repositories of pages 0..<prefixPages, in order.
    private(set) var prefix: [Repository] = []
    private var prefixPages = 0

    init(user: GitHubUsername) {
        self.user = user
    }

    /// `index` counts from 0 (page 1).
    mutating func add(_ page: FetchedPage, at index: Int) {
        pages[index] = page
        while let next = pages[prefixPages] {
            prefix += next.repositories
            prefixPages += 1
        }
    }

    var progress: ListingProgress {
        ListingProgress(
            user: user, pagesDone: pages.count, pagesTotal: pagesTotal,
            pagesUnchanged: pages.values.count(where: { !$0.wasDownloaded }), repositories: prefix)
    }

    /// Every page in order; only meaningful once no page is missing.
    var orderedPages: [FetchedPage] {
        pages.keys.sorted().compactMap { pages[$0] }
    }
}
