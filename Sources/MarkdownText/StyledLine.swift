import TerminalUI

/// One terminal row of rendered Markdown: spans of styled text, left to right.
public struct StyledLine: Hashable, Sendable, CustomStringConvertible {
    public private(set) var spans: [StyledSpan]

    public init(_ spans: [StyledSpan] = []) {
        self.spans = []
        for span in spans { append(span.text, style: span.style) }
    }

    /// The text without styles: what a reader sees, and what tests compare.
    public var text: String { spans.map(\.text).joined() }
    public var width: Int { spans.reduce(0) { $0 + $1.width } }
    public var isEmpty: Bool { spans.isEmpty }
    public var description: String { text }

    /// Adds text, joining it to the last span when the style is the same (fewer, longer spans).
    mutating func append(_ text: String, style: Style) {
        guard !text.isEmpty else { return }
        if spans.last?.style == style {
            spans[spans.count - 1].text.append(text) // in place: long words are built a grapheme at a time
        } else {
            spans.append(StyledSpan(text, style: style))
        }
    }

    mutating func append(_ character: Character, style: Style) {
        append(String(character), style: style)
    }

    mutating func append(contentsOf other: StyledLine) {
        for span in other.spans { append(span.text, style: span.style) }
    }

    /// The line without trailing spaces: they are invisible and would only defeat width checks.
    func trimmingTrailingSpaces() -> StyledLine {
        var copy = self
        while let last = copy.spans.last {
            var text = last.text
            while text.last == " " { text.removeLast() }
            if text.isEmpty {
                copy.spans.removeLast()
                continue
            }
            copy.spans[copy.spans.count - 1] = StyledSpan(text, style: last.style)
            break
        }
        return copy
    }

    /// The line cut to `width` columns, ending in `…` (in the style of the text it replaces)
    /// when anything was cut, like `DisplayWidth.truncate`. Never splits a grapheme.
    func truncated(to width: Int) -> StyledLine {
        guard width > 0 else { return StyledLine() }
        guard self.width > width else { return self }
        var kept = prefix(width: width - 1)
        let ellipsisStyle = kept.spans.last?.style ?? spans.first?.style ?? .plain
        kept = kept.trimmingTrailingSpaces()
        kept.append("…", style: ellipsisStyle)
        return kept
    }

    /// The longest start of the line that fits in `width` columns.
    func prefix(width: Int) -> StyledLine {
        var kept = StyledLine()
        var used = 0
        for span in spans {
            let room = width - used
            if room <= 0 { break }
            let spanWidth = span.width
            if spanWidth <= room {
                kept.append(span.text, style: span.style)
                used += spanWidth
            } else {
                kept.append(DisplayWidth.prefix(span.text, width: room), style: span.style)
                break
            }
        }
        return kept
    }
}
