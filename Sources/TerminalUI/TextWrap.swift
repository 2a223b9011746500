/// Word wrapping by display width, for panes that show long text.
public enum TextWrap {
    /// Breaks `text` into lines of at most `width` columns, at spaces and between ideographs
    /// (`IdeographicBreaks`) where possible, and inside a word only when the word alone is wider
    /// than a line. Never splits a grapheme.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var wrapper = Wrapper(width: width)
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            for (index, piece) in IdeographicBreaks.pieces(of: word).enumerated() {
                wrapper.place(String(piece), afterSpace: index == 0)
            }
        }
        return wrapper.finish()
    }

    private struct Wrapper {
        let width: Int
        var lines: [String] = []
        var current = ""
        var currentWidth = 0

        /// Adds `word` to the current line (after a space when `afterSpace`) or starts a new one.
        mutating func place(_ word: String, afterSpace: Bool) {
            var word = word
            var wordWidth = DisplayWidth.of(word)
            let gap = afterSpace ? 1 : 0
            if currentWidth > 0 && currentWidth + gap + wordWidth <= width {
                current += (afterSpace ? " " : "") + word
                currentWidth += gap + wordWidth
                return
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

        mutating func finish() -> [String] {
            if currentWidth > 0 || lines.isEmpty { lines.append(current) }
            return lines
        }
    }
}
