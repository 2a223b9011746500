/// What an HTML block in a README shows on a terminal.
///
/// READMEs use HTML blocks mostly for layout (`<p align="center">`, `<details>`, badges,
/// comments), which a terminal cannot honour, so printing the markup would be noise; dropping
/// the block would lose the words inside it. So tags and comments go, the text between them
/// stays (shown quietly by the caller), and an `<img>` keeps its alt text as `[image: alt]`,
/// like a Markdown image. This is for display only: the result is sanitized afterwards.
enum HTMLText {
    static func visibleText(_ html: String) -> String {
        var text = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open]
            let tail = rest[open...]
            if tail.hasPrefix("<!--") {
                // An unclosed comment hides the rest, as it would in a browser.
                guard let end = tail.firstRange(of: "-->") else { return collapse(decodingCommonEntities(text)) }
                rest = tail[end.upperBound...]
                continue
            }
            let afterBracket = tail.dropFirst()
            guard let first = afterBracket.first, first.isLetter || "/!?".contains(first) else {
                // A lone "<" (as in "a < b") is text.
                text += "<"
                rest = afterBracket
                continue
            }
            // No ">" anywhere after: no tag can close, so everything left is text (and the
            // search is not repeated for every later "<").
            guard let close = afterBracket.firstIndex(of: ">") else {
                rest = tail
                break
            }
            if let alt = imageAlt(tag: afterBracket[..<close]) { text += " [image: \(alt)] " }
            text += " "
            rest = afterBracket[afterBracket.index(after: close)...]
        }
        text += rest
        return collapse(decodingCommonEntities(text))
    }

    /// The alt text of an `<img …>` tag, if it has a non-empty one.
    private static func imageAlt(tag: Substring) -> String? {
        guard tag.lowercased().hasPrefix("img") else { return nil }
        for quote: Character in ["\"", "'"] {
            guard let start = tag.firstRange(of: "alt=\(quote)") else { continue }
            let alt = collapse(String(tag[start.upperBound...].prefix { $0 != quote }))
            return alt.isEmpty ? nil : alt
        }
        return nil
    }

    /// The few entities READMEs put in HTML blocks (mostly `&nbsp;` between badges).
    private static func decodingCommonEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let entities = [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"),
                        ("&amp;", "&")]
        var decoded = text
        for (entity, character) in entities { decoded = decoded.replacing(entity, with: character) }
        return decoded
    }

    private static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
