import RepoCore

/// The pages of one listing as they arrive, in any order, kept in page order: what progress
/// reports (the unbroken run of pages from page 1) and, once all are in, the listing itself.
///
/// Pages are kept as they came — a page taken from the cache is a slice of the cached list —
/// and joined into one array only when asked (`prefix`): a revalidation of 1,000 unchanged pages
/// copies no repository.
struct ListingAssembly {
    let user: GitHubUsername
    /// Known once page 1 names the last page (or the cache remembers the pages).
    var pagesTotal: Int?
    private var pages: [Int: FetchedPage] = [:]
    /// How many pages from page 1 have all arrived.
    private var prefixPages = 0
    /// How many repositories those pages hold.
    private(set) var prefixCount = 0

    var pagesDone: Int { pages.count }

    init(user: GitHubUsername) {
        self.user = user
    }

    /// `index` counts from 0 (page 1).
    mutating func add(_ page: FetchedPage, at index: Int) {
        pages[index] = page
        while let next = pages[prefixPages] {
            prefixCount += next.repositories.count
            prefixPages += 1
        }
    }

    /// The whole listing in page order, each page let go as soon as it is joined: a
    /// revalidation of 100,000 rows would otherwise hold its pages' rows twice (32 MB) at its end,
    /// beside the cached list still shown. The assembly is empty afterwards.
    mutating func takeListing() -> [Repository] {
        var joined: [Repository] = []
        joined.reserveCapacity(prefixCount)
        for index in 0..<prefixPages {
            joined += pages.removeValue(forKey: index)?.repositories ?? []
        }
        pages = [:]
        prefixPages = 0
        prefixCount = 0
        return joined
    }

    /// Whether any page came with a body rather than a 304.
    var anyDownloaded: Bool {
        pages.values.contains(where: \.wasDownloaded)
    }

    /// The repositories of the unbroken run of pages from page 1, joined into one array.
    var prefix: [Repository] {
        var joined: [Repository] = []
        joined.reserveCapacity(prefixCount)
        for index in 0..<prefixPages {
            joined += pages[index]?.repositories ?? []
        }
        return joined
    }

    /// How far the listing is; `withRows` adds the rows of that run (a first load shows them).
    func progress(withRows: Bool = true) -> ListingProgress {
        ListingProgress(
            user: user, pagesDone: pagesDone, pagesTotal: pagesTotal,
            pagesUnchanged: pages.values.count(where: { !$0.wasDownloaded }), repositories: withRows ? prefix : [])
    }

    /// Every page in order; only meaningful once no page is missing.
    var orderedPages: [FetchedPage] {
        pages.keys.sorted().compactMap { pages[$0] }
    }
}
