import Foundation

/// Memory for repository listings, so a big organisation is sorted once per order and a
/// page is encoded once, instead of sorting and encoding everything on every request.
struct ListingCache: Sendable {
    struct OrderKey: Hashable, Sendable {
        let userIndex: Int
        let order: RepositoryOrder
        var listing: Listing = .repositories
    }

    /// Which of a user's listings: their repositories (in `OrderKey.order`), or what they
    /// starred — by star or by push, either way round, with the `star+json` dates or without.
    enum Listing: Hashable, Sendable {
        case repositories
        case starred(byPush: Bool, ascending: Bool, withDates: Bool)
    }

    struct PageKey: Hashable, Sendable {
        let order: OrderKey
        let perPage: Int
        let page: Int
        /// The token's user, whose `permissions` the page carries; nil without a token.
        var viewer: Int? = nil
    }

    /// Pages of 100 full repositories weigh ~0.5 MB each; this bounds the cache to tens of
    /// MB while keeping a client's whole walk through 3,000 repositories (30 pages) warm.
    static let pageCapacity = 64

    private var orders: [OrderKey: [Int]] = [:]
    private var pages: [PageKey: Data] = [:]
    /// Oldest first, for eviction.
    private var pageKeys: [PageKey] = []

    /// Repository positions in `key.order`, sorted by `sort` the first time.
    mutating func order(_ key: OrderKey, sort: () -> [Int]) -> [Int] {
        if let cached = orders[key] { return cached }
        let sorted = sort()
        orders[key] = sorted
        return sorted
    }

    /// Forgets everything, after a write changed what any listing holds.
    mutating func removeAll() {
        orders.removeAll()
        pages.removeAll()
        pageKeys.removeAll()
    }

    /// The encoded page, made by `encode` the first time (or again after eviction).
    mutating func page(_ key: PageKey, encode: () -> Data) -> Data {
        if let cached = pages[key] { return cached }
        let body = encode()
        pages[key] = body
        pageKeys.append(key)
        if pageKeys.count > Self.pageCapacity {
            pages[pageKeys.removeFirst()] = nil
        }
        return body
    }
}
