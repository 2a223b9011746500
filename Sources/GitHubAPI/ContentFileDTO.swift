import Foundation

/// GitHub's `content-file` object, as `/readme` returns it when a server ignores the raw media type.
struct ContentFileDTO: Decodable {
    var content: String?
    var encoding: String?

    /// The decoded text, when the content is base64 (GitHub wraps it at 60 columns).
    var text: String? {
        guard let content, encoding == nil || encoding == "base64" else { return content }
        let compact = content.filter { !$0.isWhitespace }
        guard let data = Data(base64Encoded: compact) else { return nil }
        return ReadmeBody.utf8Text(data)
    }
}
