import Foundation

/// A page of an activity list as last fetched, with its validator.
public struct CachedActivityPage: Sendable, Equatable {
    public var fullName: String
    public var query: ActivityQuery
    public var page: ActivityPage
    public var etag: String?
    public var fetchedAt: Date

    public init(fullName: String, query: ActivityQuery, page: ActivityPage, etag: String?, fetchedAt: Date) {
        self.fullName = fullName
        self.query = query
        self.page = page
        self.etag = etag
        self.fetchedAt = fetchedAt
    }
}
