import Foundation
import RepoCore

/// The URLs of pages 2…N, made from the `rel="last"` link so they can be fetched at once.
///
/// GitHub asks clients not to build pagination URLs; this builds them from GitHub's own `last`
/// link and changes nothing but the value of its `page` parameter: path, every other parameter
/// and their order stay exactly as given, so each URL is the one `next` would have led to.
enum PageURLs {
    /// Pages 2 up to the one `last` names; nil when `last` has no single readable `page`
    /// number of at least 2 (the caller then walks `next`). More than `limit` pages in all is
    /// refused before anything is built or asked.
    static func following(firstPageUpTo last: URL, limit: Int) throws(GitHubError) -> [URL]? {
        guard let components = URLComponents(url: last, resolvingAgainstBaseURL: true),
            let query = components.percentEncodedQuery
        else { return nil }
        let items = query.split(separator: "&", omittingEmptySubsequences: false).map(String.init)
        let pageIndices = items.indices.filter { name(of: items[$0]) == "page" }
        guard pageIndices.count == 1, let pageIndex = pageIndices.first,
            let lastNumber = value(of: items[pageIndex]).flatMap({ Int($0) }), lastNumber >= 2
        else { return nil }
        guard lastNumber <= limit else { throw .unexpectedResponse("more than \(limit) pages") }
        let pageName = items[pageIndex].split(separator: "=", maxSplits: 1).first.map(String.init) ?? "page"
        var urls: [URL] = []
        urls.reserveCapacity(lastNumber - 1)
        for number in 2...lastNumber {
            var numbered = items
            numbered[pageIndex] = "\(pageName)=\(number)"
            var pageComponents = components
            pageComponents.percentEncodedQuery = numbered.joined(separator: "&")
            guard let url = pageComponents.url else { return nil }
            urls.append(url)
        }
        return urls
    }

    private static func name(of item: String) -> String {
        let raw = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return raw.removingPercentEncoding ?? raw
    }

    private static func value(of item: String) -> String? {
        let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return String(parts[1]).removingPercentEncoding
    }
}
