/// Blanks out secrets (a token) in text meant for a screen or a log, where they could really
/// appear — an Authorization header, a URL's query, a server's echo of either — and nowhere else.
///
/// A secret counts only as a whole word: where it starts with a letter, a digit or `_`, the
/// character before it is none of those, and the same after its end. Replacing every occurrence
/// turned the message for `ThisUserShouldReallyNotExist` under `GH_TOKEN=x` into
/// `…NotE<redacted>ist`, and a token `e` then redacted the replacement itself; here the text is
/// read once, front to back, and what is put in is never read again.
public struct SecretRedaction: Sendable, Equatable {
    /// What stands in for a secret.
    public let replacement: String
    /// Longest first, so a secret inside a longer one never wins (two of one length cannot both
    /// stand at one place).
    private let secrets: [[Unicode.Scalar]]

    public init(_ secrets: [String?], replacement: String = "<redacted>") {
        let words = Set(secrets.compactMap { $0 }.filter { !$0.isEmpty })
        self.secrets = words.map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
        self.replacement = replacement
    }

    public func callAsFunction(_ text: String) -> String {
        guard !secrets.isEmpty else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        var changed = false
        while index < scalars.count {
            if let secret = secrets.first(where: { stands(at: index, $0, in: scalars) }) {
                result.append(contentsOf: replacement.unicodeScalars)
                index += secret.count
                changed = true
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return changed ? String(result) : text
    }

    /// Whether `secret` is at `index` as a whole word.
    private func stands(at index: Int, _ secret: [Unicode.Scalar], in scalars: [Unicode.Scalar]) -> Bool {
        let end = index + secret.count
        guard end <= scalars.count, scalars[index] == secret[0], scalars[index..<end].elementsEqual(secret) else { return false }
        if Self.isWordScalar(secret[0]), index > 0, Self.isWordScalar(scalars[index - 1]) { return false }
        if Self.isWordScalar(secret[secret.count - 1]), end < scalars.count, Self.isWordScalar(scalars[end]) { return false }
        return true
    }

    /// Letters, digits and `_`: what a token is made of, and what a word around one would be.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
