/// Splits a command line from the environment (`$BROWSER`) into words the way a POSIX shell
/// would quote them — blanks separate, '…' and "…" and backslash quote — but expands nothing
/// and runs nothing.
enum CommandWords {
    /// nil when a quote is left open.
    static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var iterator = Array(text).makeIterator()
        while let character = iterator.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(current); current = ""; inWord = false }
            case "'":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "'" { closed = true; break }
                    current.append(next)
                }
                guard closed else { return nil }
            case "\"":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\" {
                        guard let escaped = iterator.next() else { return nil }
                        // Inside double quotes a backslash only quotes these, as in sh.
                        if !"\"\\$`".contains(escaped) { current.append("\\") }
                        current.append(escaped)
                    } else {
                        current.append(next)
                    }
                }
                guard closed else { return nil }
            case "\\":
                inWord = true
                guard let escaped = iterator.next() else { return nil }
                current.append(escaped)
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
