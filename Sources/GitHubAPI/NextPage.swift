import Foundation
import RepoCore

/// Where pagination goes next, from a reply's `Link` header.
enum NextPage {
    /// The `rel="next"` target, used exactly as given (GitHub's switch from
    /// `/users/{login}/repos` to `/user/{id}/repos` included); nil on the last page.
    /// A link to another origin is refused: following it would hand our token to a stranger.
    static func url(linkHeader: String?, currentURL: URL) throws(GitHubError) -> URL? {
        guard let linkHeader, let next = LinkHeader.parse(linkHeader).next else { return nil }
        guard let url = URL(string: next.url, relativeTo: currentURL)?.absoluteURL, url.host != nil else {
            throw .unexpectedResponse("unreadable pagination link")
        }
        guard origin(of: url) == origin(of: currentURL) else {
            throw .unexpectedResponse("pagination link leads to another host")
        }
        return url
    }

    private static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
