import TerminalUI

/// Turns cmark's stream of events into lines no wider than `width`: blocks separated by one
/// blank line, each line prefixed by the quotes and list items around it.
///
/// Blank lines are owed, not written, when a block starts, and written only before the next
/// line that has content: so there is never a blank line at the top or bottom, never two in a
/// row, and none for a block that turned out empty (an HTML comment).
struct MarkdownLayout {
    private let width: Int
    private let theme: MarkdownTheme
    private let links: LinkBase?
    private(set) var lines: [StyledLine] = []
    private var containers = ContainerStack()
    /// The depth of the containers a pending blank line belongs to (its gutter), if one is owed.
    private var owedBlankDepth: Int?
    private var inline: InlineCollector?
    private var table: TableLayout?
    /// A block quote has just opened: its first block, if a paragraph, may be an alert.
    private var quoteJustOpened = false
    /// The paragraph being collected is a quote's first, so `[!NOTE]` there makes an alert.
    private var paragraphMayBeAlert = false

    init(width: Int, theme: MarkdownTheme, links: LinkBase? = nil) {
        self.width = width
        self.theme = theme
        self.links = links
    }

    /// At most half the width goes to indentation, so deep nesting never squeezes text to nothing.
    private var maxIndent: Int { width / 2 }
    private var contentWidth: Int { width - min(containers.indent, maxIndent) }

    mutating func handle(_ event: MarkdownEvent) {
        switch event {
        case .enter(let node): enter(node)
        case .exit(let node): exit(node)
        }
    }

    private mutating func enter(_ node: MarkdownNode) {
        if node.isBlock {
            paragraphMayBeAlert = quoteJustOpened && node == .paragraph
            quoteJustOpened = node == .blockQuote
        }
        switch node {
        case .document, .other:
            break
        case .blockQuote:
            separateBlock()
            containers.pushQuote(firstLine: lines.count)
        case .list(let shape):
            separateBlock()
            containers.pushList(shape, firstLine: lines.count)
        case .item(let task):
            if containers.isInLooseList { oweBlank() }
            containers.pushItem(task: task, firstLine: lines.count)
        case .paragraph:
            separateBlock()
            inline = InlineCollector(base: .plain, theme: theme, links: links)
        case .heading(let level):
            separateBlock()
            inline = InlineCollector(base: theme.heading(level: level), theme: theme, links: links)
        case .codeBlock(let code):
            separateBlock()
            for row in CodeBlockLayout.rows(code, width: contentWidth) {
                var line = StyledLine()
                if row.isContinuation { line.append(CodeBlockLayout.continuationMark, style: theme.codeContinuation) }
                line.append(row.text, style: theme.codeBlock)
                emit(line)
            }
        case .htmlBlock(let html):
            separateBlock()
            let text = TerminalText.sanitize(HTMLText.visibleText(html))
            emitWrapped([.text(text, theme.html)])
        case .thematicBreak:
            separateBlock()
            emit(StyledLine([StyledSpan(String(repeating: "─", count: contentWidth), style: theme.rule)]))
        case .table(let alignments):
            separateBlock()
            table = TableLayout(alignments: alignments)
        case .tableRow(let isHeader):
            table?.startRow(isHeader: isHeader)
        case .tableCell:
            let isHeader = table?.currentRowIsHeader ?? false
            inline = InlineCollector(base: isHeader ? theme.tableHeader : .plain, theme: theme, links: links)
        case .text, .softBreak, .lineBreak, .code, .inlineHTML, .emphasis, .strong, .strikethrough, .link, .image:
            inline?.enter(node)
        }
    }

    private mutating func exit(_ node: MarkdownNode) {
        switch node {
        case .blockQuote, .list:
            containers.pop()
        case .item:
            // An empty item (`-` alone) still shows its marker.
            if containers.innermostItemMarkerPending { emit(StyledLine()) }
            containers.pop()
        case .paragraph:
            let pieces = inline?.finish() ?? []
            inline = nil
            if paragraphMayBeAlert, let (alert, rest) = MarkdownAlert.parse(pieces) {
                emit(StyledLine([StyledSpan(alert.title, style: alert.style(in: theme))]))
                emitWrapped(rest)
            } else {
                emitWrapped(pieces)
            }
            paragraphMayBeAlert = false
        case .heading(let level):
            let heading = InlineWrap.wrap(inline?.finish() ?? [], width: contentWidth)
            inline = nil
            heading.forEach { emit($0) }
            emitHeadingRule(level: level, under: heading)
        case .tableCell:
            table?.addCell(inline?.finish() ?? [])
            inline = nil
        case .table:
            table?.lines(width: contentWidth, theme: theme).forEach { emit($0) }
            table = nil
        case .emphasis, .strong, .strikethrough, .link, .image:
            inline?.exit(node)
        default:
            break
        }
    }

    /// Levels 1 and 2 are underlined with `═` and `─` (as in setext Markdown), so they stand
    /// out from the others even on a terminal without colours.
    private mutating func emitHeadingRule(level: Int, under heading: [StyledLine]) {
        guard level <= 2, let widest = heading.map(\.width).max(), widest > 0 else { return }
        var style = theme.heading(level: level)
        style.attributes.remove(.underline)
        emit(StyledLine([StyledSpan(String(repeating: level == 1 ? "═" : "─", count: widest), style: style)]))
    }

    private mutating func emitWrapped(_ pieces: [InlinePiece]) {
        InlineWrap.wrap(pieces, width: contentWidth).forEach { emit($0) }
    }

    /// A block starts: it is set apart by a blank line, except inside a tight list's item.
    private mutating func separateBlock() {
        if !containers.isInTightItem { oweBlank() }
    }

    private mutating func oweBlank() {
        owedBlankDepth = min(owedBlankDepth ?? containers.depth, containers.depth)
    }

    /// Writes `content` behind the current prefix, first paying any owed blank line — unless
    /// nothing has been written yet inside the containers it belongs to.
    private mutating func emit(_ content: StyledLine) {
        if let owed = owedBlankDepth {
            owedBlankDepth = nil
            let depth = min(owed, containers.depth)
            if lines.count > containers.firstLine(ofScope: depth) {
                let gutter = containers.prefix(depth: depth, maxWidth: maxIndent, theme: theme, drawsMarkers: false)
                lines.append(finished(gutter))
            }
        }
        let indent = min(containers.indent, maxIndent)
        var line = containers.prefix(depth: containers.depth, maxWidth: maxIndent, theme: theme, drawsMarkers: true)
        // Pad in case a prefix glyph was cut short, so hanging indents stay aligned.
        line.append(String(repeating: " ", count: max(0, indent - line.width)), style: .plain)
        line.append(contentsOf: content)
        lines.append(finished(line))
    }

    /// The last guard of the width promise: whatever was built, no line leaves wider than `width`.
    private func finished(_ line: StyledLine) -> StyledLine {
        line.trimmingTrailingSpaces().truncated(to: width)
    }
}
