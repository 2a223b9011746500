/// GitHub's `:shortcode:` emoji (`:rocket:` → 🚀, `:+1:` → 👍), which repository descriptions
/// are often written with and which github.com shows as the emoji. The names are gemoji's, as
/// GitHub uses them; an unknown name (`:not_an_emoji:`, `12:30:45`) stays as written.
public enum EmojiShortcodes {
    /// Name → emoji, built from `source` once, on first use.
    static let table: [Substring: String] = {
        var table: [Substring: String] = [:]
        table.reserveCapacity(5_000)
        for line in source.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            table[line[..<space]] = String(line[line.index(after: space)...])
        }
        return table
    }()

    /// `text` with every known `:name:` replaced by its emoji.
    public static func replacing(in text: String) -> String {
        // Most descriptions have no colon at all: no copy, no table.
        guard text.contains(":") else { return text }
        var result = ""
        var replaced = false
        var rest = Substring(text)
        while let open = rest.firstIndex(of: ":") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: ":") else { break }
            let name = rest[afterOpen..<close]
            if !name.isEmpty, name.allSatisfy(isNameCharacter), let emoji = table[name] {
                result += rest[..<open]
                result += emoji
                replaced = true
                rest = rest[rest.index(after: close)...]
            } else {
                // The closing colon may open the next shortcode (`12::rocket:`).
                result += rest[..<close]
                rest = rest[close...]
            }
        }
        // Colons without a shortcode (`note: …`, `12:30`): the text as it came, not a copy.
        return replaced ? result + rest : text
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLowercase || character.isNumber || "_+-".contains(character))
    }
}
