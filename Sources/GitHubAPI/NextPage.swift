import Foundation
import RepoCore

/// Where pagination goes, from a reply's `Link` header.
enum NextPage {
    /// The `rel="next"` target, used exactly as given (GitHub's switch from
    /// `/users/{login}/repos` to `/user/{id}/repos` included); nil on the last page.
    /// A link to another origin is refused: following it would hand our token to a stranger.
    static func url(linkHeader: String?, currentURL: URL) throws(GitHubError) -> URL? {
        try url(rel: "next", linkHeader: linkHeader, currentURL: currentURL)
    }

    /// The target of the first link with `rel`, resolved against `currentURL`; nil when there is
    /// none. Throws when it is unreadable or leads to another origin.
    static func url(rel: String, linkHeader: String?, currentURL: URL) throws(GitHubError) -> URL? {
        guard let linkHeader, let link = LinkHeader.parse(linkHeader).first(rel: rel) else { return nil }
        guard let url = URL(string: link.url, relativeTo: currentURL)?.absoluteURL, url.host != nil else {
            throw .unexpectedResponse("unreadable pagination link")
        }
        guard url.origin == currentURL.origin else {
            throw .unexpectedResponse("pagination link leads to another host")
        }
        return url
    }
}
