/// GitHub's page arithmetic and its `Link` header, for one list request.
struct Pagination: Sendable, Equatable {
    static let defaultPerPage = 30
    static let maximumPerPage = 100

    let perPage: Int
    let page: Int
    let totalCount: Int

    /// Reads `per_page` and `page` the forgiving way GitHub does: missing, unreadable or
    /// below 1 means the default; `per_page` above 100 means 100.
    init(perPage: String?, page: String?, totalCount: Int) {
        let requestedPerPage = perPage.flatMap { Int($0) } ?? Self.defaultPerPage
        self.perPage = requestedPerPage < 1 ? Self.defaultPerPage : min(requestedPerPage, Self.maximumPerPage)
        self.page = max(1, page.flatMap { Int($0) } ?? 1)
        self.totalCount = totalCount
    }

    /// Pages needed for everything; an empty list still has page 1.
    var lastPage: Int { max(1, (totalCount + perPage - 1) / perPage) }

    /// Which elements this page holds; empty past the end.
    var range: Range<Int> {
        // A huge `page` must not overflow (and crash the stub): past the end is empty.
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        let start = overflow ? totalCount : min(offset, totalCount)
        return start..<min(start + perPage, totalCount)
    }

    /// `Link` in GitHub's order (prev, next, last, first), or nil when there is nowhere to go.
    /// `pageURL` makes the URL of a page number.
    func linkHeader(pageURL: (Int) -> String) -> String? {
        var links: [String] = []
        if page > 1 { links.append("<\(pageURL(page - 1))>; rel=\"prev\"") }
        if page < lastPage {
            links.append("<\(pageURL(page + 1))>; rel=\"next\"")
            links.append("<\(pageURL(lastPage))>; rel=\"last\"")
        }
        if page > 1 { links.append("<\(pageURL(1))>; rel=\"first\"") }
        return links.isEmpty ? nil : links.joined(separator: ", ")
    }
}
