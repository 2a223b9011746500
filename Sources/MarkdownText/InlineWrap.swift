import TerminalUI

/// Word wrapping for styled inline content, by display width: breaks at spaces and between
/// ideographs (`IdeographicBreaks`), inside a word
/// only when the word alone is wider than a line, and never inside a grapheme. The styled twin
/// of `TextWrap.wrap`, which it follows in every choice (spaces at line ends vanish; a wide
/// character that cannot fit even an empty line is left out).
struct InlineWrap {
    private let width: Int
    private var lines: [StyledLine] = []
    private var line = StyledLine()
    private var lineWidth = 0
    /// The space seen since the last word; shown only if a word follows on the same line.
    private var gap = StyledLine()
    private var gapWidth = 0
    private var word = StyledLine()
    private var wordWidth = 0
    /// The word's last character, for the line breaks CJK text allows without spaces.
    private var lastInWord: Character?

    /// Lines of at most `width` (≥ 1) columns; none when there is nothing to show.
    static func wrap(_ pieces: [InlinePiece], width: Int) -> [StyledLine] {
        guard width > 0 else { return [] }
        var wrap = InlineWrap(width: width)
        for piece in pieces {
            switch piece {
            case .lineBreak:
                wrap.endWord()
                wrap.endLine()
            case .text(let text, let style):
                for character in text {
                    if character == " " {
                        wrap.endWord()
                        wrap.addSpace(style: style)
                    } else {
                        if let last = wrap.lastInWord, IdeographicBreaks.allowsBreak(between: last, and: character) {
                            wrap.endWord()
                        }
                        wrap.word.append(character, style: style)
                        wrap.wordWidth += DisplayWidth.of(character)
                        wrap.lastInWord = character
                    }
                }
            }
        }
        wrap.endWord()
        if !wrap.line.isEmpty { wrap.endLine() }
        return wrap.lines
    }

    private init(width: Int) {
        self.width = width
    }

    private mutating func addSpace(style: Style) {
        // Spaces that open a line are dropped, and a run of spaces counts as one, as in
        // TextWrap (and HTML): a removed escape sequence must not leave a hole.
        guard lineWidth > 0, gap.isEmpty else { return }
        gap.append(" ", style: style)
        gapWidth += 1
    }

    private mutating func endWord() {
        defer {
            word = StyledLine()
            wordWidth = 0
            lastInWord = nil
        }
        guard !word.isEmpty else { return }
        if lineWidth > 0 && lineWidth + gapWidth + wordWidth <= width {
            line.append(contentsOf: gap)
            line.append(contentsOf: word)
            lineWidth += gapWidth + wordWidth
            clearGap()
            return
        }
        if lineWidth > 0 { endLine() }
        if wordWidth <= width {
            line = word
            lineWidth = wordWidth
        } else {
            breakOverlongWord()
        }
    }

    /// A word wider than a whole line fills lines grapheme by grapheme.
    private mutating func breakOverlongWord() {
        for span in word.spans {
            for character in span.text {
                let characterWidth = DisplayWidth.of(character)
                if characterWidth > width { continue }
                if lineWidth + characterWidth > width { endLine() }
                line.append(character, style: span.style)
                lineWidth += characterWidth
            }
        }
    }

    private mutating func endLine() {
        lines.append(line)
        line = StyledLine()
        lineWidth = 0
        clearGap()
    }

    private mutating func clearGap() {
        gap = StyledLine()
        gapWidth = 0
    }
}
