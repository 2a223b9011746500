import Foundation
import RepoCore

/// A `/readme` answer's body as a README file.
///
/// The client asks for GitHub's `content-file` JSON (base64 content and the file's path). A
/// server may send the file's bytes instead (a proxy that rewrites the media type); which one
/// came is told by the media type, never by the body's shape, since a README may itself be
/// JSON. Bytes alone are taken for `README.md`.
enum ReadmeBody {
    static func file(from reply: HTTPReply) throws(GitHubError) -> ReadmeFile {
        guard isContentFile(mediaType(of: reply)) else { return ReadmeFile(text: ContentFileDTO.utf8Text(reply.body)) }
        let content = try GitHubClient.decode(ContentFileDTO.self, from: reply)
        guard let text = content.text else {
            throw GitHubError.unexpectedResponse("README content is not base64")
        }
        return ReadmeFile(text: text, path: content.path)
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
