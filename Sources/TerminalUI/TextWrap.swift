/// Word wrapping by display width, for panes that show long text.
public enum TextWrap {
    /// Breaks `text` into lines of at most `width` columns, at spaces where possible and inside
    /// a word only when the word alone is wider than a line. Never splits a grapheme.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            if currentWidth > 0 && currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            while wordWidth > width {
                let head = DisplayWidth.prefix(word, width: width)
                if head.isEmpty {
                    // A grapheme wider than the whole pane cannot be shown; drop it alone, not
                    // the rest of the text.
                    word.removeFirst()
                    wordWidth = DisplayWidth.of(word)
                    continue
                }
                lines.append(head)
                word.removeFirst(head.count)
                wordWidth = DisplayWidth.of(word)
            }
            current = word
            currentWidth = wordWidth
        }
        if currentWidth > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }
}
