import TerminalUI

/// Gathers the inline content of one paragraph, heading or table cell from cmark's events,
/// turning emphasis, links and images into styled text.
///
/// Text is kept raw while collecting and sanitized once at the end, run by run: cmark splits
/// text at `[`, `!`, `*` …, which would otherwise cut an escape sequence like `ESC[31m` into
/// harmless-looking halves and leave `[31m` on screen.
struct InlineCollector {
    private let theme: MarkdownTheme
    /// Relative link targets are shown resolved against this.
    private let links: LinkBase?
    private var pieces: [InlinePiece] = []
    /// The style in force, innermost last; the block's own style at the bottom.
    private var styles: [Style]
    /// Open links and images, innermost last.
    private var openings: [Opening] = []
    /// Text never joins a piece before this index, so a link's own text can be found again.
    private var joinBarrier = 0

    private enum Opening {
        case link(url: String, firstPiece: Int)
        case image(firstPiece: Int)
    }

    init(base: Style, theme: MarkdownTheme, links: LinkBase? = nil) {
        self.theme = theme
        self.links = links
        self.styles = [base]
    }

    private var style: Style { styles.last ?? .plain }

    mutating func enter(_ node: MarkdownNode) {
        switch node {
        case .text(let text): add(text, style: style)
        case .softBreak: add(" ", style: style)
        case .lineBreak: pieces.append(.lineBreak)
        case .code(let code): add(code, style: style.layered(with: theme.inlineCode))
        case .inlineHTML(let html):
            // Tags mean nothing on a terminal; the text between them arrives as ordinary text.
            if Self.isLineBreakTag(html) { pieces.append(.lineBreak) }
        case .emphasis: styles.append(style.layered(with: theme.emphasis))
        case .strong: styles.append(style.layered(with: theme.strong))
        case .strikethrough:
            styles.append(style.layered(with: theme.strikethrough))
            add("~~", style: style)
        case .link(let url):
            styles.append(style.layered(with: theme.link))
            openings.append(.link(url: links?.absolute(url) ?? url, firstPiece: startGroup()))
        case .image:
            styles.append(style.layered(with: theme.image))
            let first = startGroup()
            add("[image: ", style: style)
            joinBarrier = pieces.count
            openings.append(.image(firstPiece: first))
        default:
            break
        }
    }

    mutating func exit(_ node: MarkdownNode) {
        switch node {
        case .emphasis, .strong:
            popStyle()
        case .strikethrough:
            add("~~", style: style)
            popStyle()
        case .link:
            popStyle()
            guard case .link(let url, let first)? = openings.popLast() else { return }
            let shown = plainText(from: first)
            joinBarrier = pieces.count
            if Self.needsTarget(url: url, shownText: shown) {
                add(" ", style: style)
                add("(\(url))", style: style.layered(with: theme.linkTarget))
            }
        case .image:
            guard case .image(let first)? = openings.popLast() else { popStyle(); return }
            // The first piece is the "[image: " opener; only an alt text after it counts.
            let alt = plainText(from: first + 1)
            if alt.allSatisfy(\.isWhitespace) {
                pieces.removeSubrange(first...)
                add("[image]", style: style)
            } else {
                add("]", style: style)
            }
            popStyle()
            joinBarrier = pieces.count
        default:
            break
        }
    }

    /// The collected content, every text run sanitized for the terminal.
    func finish() -> [InlinePiece] {
        pieces.map { piece in
            guard case .text(let raw, let style) = piece else { return piece }
            return .text(TerminalText.sanitize(raw), style)
        }
    }

    private mutating func add(_ text: String, style: Style) {
        guard !text.isEmpty else { return }
        if pieces.count > joinBarrier, case .text(_, let previousStyle)? = pieces.last, previousStyle == style,
           case .text(var joined, _) = pieces.removeLast() {
            // Taken out and put back so the string grows in place, not by copying.
            joined += text
            pieces.append(.text(joined, style))
        } else {
            pieces.append(.text(text, style))
        }
    }

    private mutating func startGroup() -> Int {
        joinBarrier = pieces.count
        return pieces.count
    }

    private mutating func popStyle() {
        if styles.count > 1 { styles.removeLast() }
    }

    private func plainText(from index: Int) -> String {
        guard index < pieces.count else { return "" }
        return pieces[index...].reduce(into: "") { text, piece in
            if case .text(let part, _) = piece { text += part }
        }
    }

    /// A link shows its URL after its text, except when the text already is the URL
    /// (autolinks, `[https://x](https://x)`) and for in-page anchors (`#install`), which lead
    /// nowhere on a terminal and clutter a README's table of contents.
    static func needsTarget(url: String, shownText: String) -> Bool {
        if url.isEmpty || url.hasPrefix("#") { return false }
        var shown = Substring(shownText)
        while shown.first?.isWhitespace == true { shown.removeFirst() }
        while shown.last?.isWhitespace == true { shown.removeLast() }
        let spelledOut = [String(shown), "http://\(shown)", "https://\(shown)", "mailto:\(shown)"]
        return !spelledOut.contains(url)
    }

    static func isLineBreakTag(_ html: String) -> Bool {
        let compact = html.lowercased().filter { !$0.isWhitespace }
        return compact == "<br>" || compact == "<br/>"
    }
}
