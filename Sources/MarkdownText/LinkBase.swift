import Foundation

/// What a README's relative links are relative to, so they can be shown as the addresses
/// github.com gives them: in `o/r`'s `docs/README.md` on `main`, `guide.md` is
/// `https://github.com/o/r/blob/main/docs/guide.md` and `/LICENSE` is
/// `https://github.com/o/r/blob/main/LICENSE`.
public struct LinkBase: Sendable, Equatable {
    /// The document's own page: a relative link resolves against its folder.
    public let document: URL
    /// The repository's files at the branch: a link starting with `/` resolves against it.
    public let root: URL

    /// For the file at `path` in the repository whose page is `repositoryURL`, on `branch`;
    /// nil when those do not make a URL.
    public init?(repositoryURL: String, branch: String, path: String) {
        let base = repositoryURL.hasSuffix("/") ? String(repositoryURL.dropLast()) : repositoryURL
        guard let branch = branch.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed),
              let path = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed),
              let root = URL(string: base + "/blob/" + branch + "/"),
              let document = URL(string: path, relativeTo: root)?.absoluteURL else { return nil }
        self.root = root
        self.document = document
    }

    /// `url` as an absolute address: unchanged when it already is one (it has a scheme) or is
    /// an in-page anchor; otherwise resolved against the document or, after a `/`, the root.
    public func absolute(_ url: String) -> String {
        if url.isEmpty || url.hasPrefix("#") || Self.hasScheme(url) { return url }
        if url.hasPrefix("//") { return "https:" + url }
        let resolved = url.hasPrefix("/")
            ? URL(string: String(url.dropFirst()), relativeTo: root)
            : URL(string: url, relativeTo: document)
        return resolved?.absoluteURL.absoluteString ?? url
    }

    /// `https:`, `mailto:`, `ftp:` …: letters, digits, `+`, `-`, `.` up to a colon, before any
    /// `/`, `?` or `#` (so `docs/a:b.md` is a path).
    static func hasScheme(_ url: String) -> Bool {
        guard let first = url.first, first.isASCII, first.isLetter else { return false }
        for character in url.dropFirst() {
            if character == ":" { return true }
            guard character.isASCII, character.isLetter || character.isNumber || "+-.".contains(character) else { return false }
        }
        return false
    }
}
