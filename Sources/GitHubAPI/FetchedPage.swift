import Foundation
import RepoCore

/// One page of a listing as received: downloaded, or confirmed unchanged (304) and taken from
/// the cache.
struct FetchedPage: Sendable {
    /// As requested: the key of its validator and of the cache's memory of it.
    var url: URL
    /// A slice of the cached list when the page came from the cache.
    var repositories: ArraySlice<Repository>
    var validator: PageValidator
    /// False when GitHub answered 304 and no JSON was read.
    var wasDownloaded: Bool
    /// `rel="next"`, or where the cached walk went when a 304 carried no `Link`.
    var next: URL?
    /// `rel="last"`, when the page said.
    var last: URL?
    /// A search page's `total_count` and `incomplete_results`; nil for a listing's page, and for
    /// a page confirmed by a 304 (no body to read it from).
    var searchTotal: SearchTotal? = nil
}
