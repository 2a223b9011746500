import Foundation
import RepoCore

/// What a cached listing knew of each page — its `ETag`, its slice of the list and the page
/// after it — looked up by URL, so a page GitHub answers with 304 is taken from the cache.
struct KnownPages {
    struct Page {
        var etag: String
        var repositories: ArraySlice<Repository>
        /// Where the cached walk went next; used when a 304 carries no `Link` header.
        var nextURL: URL?
    }

    private let pages: [String: Page]
    /// The page URLs in the order they were walked.
    let urls: [String]

    /// Empty when the validators do not add up to the cached list (written by something that
    /// cannot be trusted to have split it): every page is then downloaded.
    init(_ cached: CachedRepositories?) {
        guard let cached,
              cached.pageValidators.reduce(0, { $0 + $1.repositoryCount }) == cached.repositories.count,
              cached.pageValidators.allSatisfy({ $0.repositoryCount >= 0 })
        else {
            pages = [:]
            urls = []
            return
        }
        var pages: [String: Page] = [:]
        var offset = cached.repositories.startIndex
        let validators = cached.pageValidators
        for (index, validator) in validators.enumerated() {
            let end = offset + validator.repositoryCount
            let next = validators.indices.contains(index + 1) ? URL(string: validators[index + 1].url) : nil
            pages[Self.key(validator.url)] = Page(etag: validator.etag, repositories: cached.repositories[offset..<end], nextURL: next)
            offset = end
        }
        self.pages = pages
        self.urls = validators.map(\.url)
    }

    func page(at url: URL) -> Page? {
        pages[Self.key(url.absoluteString)]
    }

    /// Logins are case-insensitive on GitHub, so `/users/Octocat/repos` is the page cached as
    /// `/users/octocat/repos`; nothing else in an API URL differs by case.
    private static func key(_ url: String) -> String {
        url.lowercased()
    }
}
