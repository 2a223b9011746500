import Foundation

/// GitHub's `content-file` object, as `/readme` returns it.
struct ContentFileDTO: Decodable {
    var content: String?
    var encoding: String?
    /// `README.md`, `docs/README.rst`: where the file is in the repository.
    var path: String?

    /// The decoded text, when the content is base64 (GitHub wraps it at 60 columns).
    var text: String? {
        guard let content, encoding == nil || encoding == "base64" else { return content }
        let compact = content.filter { !$0.isWhitespace }
        guard let data = Data(base64Encoded: compact) else { return nil }
        return Self.utf8Text(data)
    }

    /// The bytes as UTF-8 (invalid sequences become U+FFFD), without a byte-order mark, which
    /// some editors write and which would otherwise be the first "character" of the heading.
    /// Kept here, with no dependency, so the fuzz target for GitHub's JSON builds from this file.
    static func utf8Text(_ data: Data) -> String {
        let text = String(decoding: data, as: UTF8.self)
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }
}
