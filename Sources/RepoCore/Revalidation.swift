/// The answer to "has this changed since I last fetched it?": either GitHub said 304 (nothing
/// to download, nothing to rewrite) or here is the new value.
public enum Revalidation<Value: Sendable>: Sendable {
    case notModified
    case modified(Value)
}

extension Revalidation: Equatable where Value: Equatable {}

/// A whole listing as downloaded: the repositories in GitHub's order and each page's validator.
public struct RepoListing: Sendable, Equatable {
    public var repositories: [Repository]
    public var pageValidators: [PageValidator]
    /// A search's `total_count` and `incomplete_results`; nil for an owner's lists.
    public var searchTotal: SearchTotal?

    public init(repositories: [Repository], pageValidators: [PageValidator], searchTotal: SearchTotal? = nil) {
        self.repositories = repositories
        self.pageValidators = pageValidators
        self.searchTotal = searchTotal
    }
}

/// A single document (a repository, a README) as downloaded, with its `ETag` when one came.
public struct Tagged<Value: Sendable>: Sendable {
    public var value: Value
    public var etag: String?

    public init(_ value: Value, etag: String?) {
        self.value = value
        self.etag = etag
    }
}

extension Tagged: Equatable where Value: Equatable {}
