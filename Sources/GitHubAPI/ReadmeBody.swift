import Foundation
import RepoCore

/// A `/readme` answer's body as Markdown text.
///
/// The client asks for the raw media type and normally gets the file's bytes. A server that
/// ignores it (a proxy, an older GitHub Enterprise) sends GitHub's default instead, the
/// `content-file` JSON with base64 content; which one came is told by the media type, never by
/// the body's shape, since a README may itself be JSON.
enum ReadmeBody {
    static func text(from reply: HTTPReply) throws(GitHubError) -> String {
        guard isContentFile(mediaType(of: reply)) else { return ContentFileDTO.utf8Text(reply.body) }
        guard let text = try GitHubClient.decode(ContentFileDTO.self, from: reply).text else {
            throw GitHubError.unexpectedResponse("README content is not base64")
        }
        return text
    }

    /// `application/json; charset=utf-8` → `application/json`.
    static func mediaType(of reply: HTTPReply) -> String {
        let value = reply.header("content-type") ?? ""
        return value.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }

    /// JSON, but not one of the raw types (`application/vnd.github.raw+json` is the file itself).
    static func isContentFile(_ mediaType: String) -> Bool {
        if mediaType == "application/json" { return true }
        return mediaType.hasPrefix("application/vnd.github") && mediaType.hasSuffix("+json") && !mediaType.contains(".raw")
    }
}
