import Foundation

/// ETags and `If-None-Match`, as GitHub does them: every 200 carries a quoted strong ETag
/// (a hash of the body), and a matching `If-None-Match` turns it into an empty 304.
enum ConditionalGet {
    static func apply(to response: StubResponse, ifNoneMatch: String?) -> StubResponse {
        guard response.status == 200 else { return response }
        let etag = "\"" + ContentHash.hex(of: response.body) + "\""
        var tagged = response
        tagged.setHeader("ETag", etag)
        tagged.setHeader("Cache-Control", "private, max-age=60, s-maxage=60")
        guard let ifNoneMatch, matches(ifNoneMatch, etag: etag) else { return tagged }
        let kept = tagged.headers.filter { ["etag", "cache-control"].contains($0.name.lowercased()) }
        return StubResponse(status: 304, headers: kept)
    }

    /// `If-None-Match` may list several tags, weak (`W/`) ones included, or be `*`.
    static func matches(_ header: String, etag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == etag
        }
    }
}
