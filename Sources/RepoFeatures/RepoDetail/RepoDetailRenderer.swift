import MarkdownText
import TerminalUI

/// Draws the detail view model into a pane: wraps every line to the pane's width (the README's
/// Markdown laid out by `MarkdownRenderer`), then shows the window starting at the scroll
/// position (clamped to the content, as the interactor clamps it).
enum RepoDetailRenderer {
    static let labelWidth = 15
    /// Columns kept free each side of the text.
    static let padding = 1

    /// Draws `viewModel`, laying it out afresh.
    public static func render(_ viewModel: RepoDetail.ViewModel, into buffer: inout ScreenBuffer, rect: Rect) {
        var layout = RepoDetailLayoutCache()
        render(viewModel, into: &buffer, rect: rect, layout: &layout)
    }

    /// Draws `viewModel`, reusing `layout` when neither the lines nor the width changed since it
    /// was filled — scrolling a long README redraws on every key, and laying it out is the cost.
    public static func render(_ viewModel: RepoDetail.ViewModel, into buffer: inout ScreenBuffer,
                              rect: Rect, layout: inout RepoDetailLayoutCache) {
        buffer.fill(rect)
        let content = rect.inset(horizontal: padding)
        guard !content.isEmpty else { return }
        let visual = layout.wrapped(viewModel.lines, width: content.width)
        // When the content overflows, the bottom row is kept for the "↓ N more" / "(end)"
        // marker, so the marker never covers a line of text.
        let textHeight = visual.count > content.height ? max(1, content.height - 1) : content.height
        let maxScroll = max(0, visual.count - textHeight)
        let first = min(max(0, viewModel.scroll), maxScroll)
        for (row, line) in visual.dropFirst(first).prefix(textHeight).enumerated() {
            var x = content.x
            for span in line {
                x += buffer.put(span.text, x: x, y: content.y + row, style: span.style, clip: content)
            }
        }
        if maxScroll > 0 {
            let marker = first >= maxScroll ? "(end)" : "↓ \(visual.count - first - textHeight) more"
            buffer.put(marker, x: rect.maxX - DisplayWidth.of(marker) - 1, y: rect.maxY - 1, style: Palette.quiet, clip: rect)
        }
    }

    struct Span: Equatable {
        var text: String
        var style: Style
    }

    /// Logical lines to screen lines of at most `width` columns.
    static func wrap(_ lines: [RepoDetail.Line], width: Int) -> [[Span]] {
        var visual: [[Span]] = []
        for line in lines {
            switch line {
            case .blank:
                visual.append([])
            case .rule(let name):
                visual.append([Span(text: rule(named: name, width: width), style: Palette.border)])
            case .markdown(let text, let links):
                visual += MarkdownRenderer.render(text, width: width, links: links).map(spans(of:))
            case .plainText(let text):
                visual += PlainTextRenderer.render(text, width: width).map(spans(of:))
            case .heading(let text):
                visual += TextWrap.wrap(text, width: width).map { [Span(text: $0, style: Palette.title)] }
            case .paragraph(let text, let missing):
                let style = missing ? Palette.missing : Style.plain
                visual += TextWrap.wrap(text, width: width).map { [Span(text: $0, style: style)] }
            case .field(let label, let value, let missing):
                visual += field(label: label, value: value, missing: missing, width: width)
            }
        }
        return visual
    }

    private static func spans(of line: StyledLine) -> [Span] {
        line.spans.map { Span(text: $0.text, style: $0.style) }
    }

    /// "── README ───…" across `width` columns; just the name, cut, when there is no room for dashes.
    static func rule(named name: String, width: Int) -> String {
        let titled = "── \(name) "
        guard DisplayWidth.of(titled) < width else { return DisplayWidth.truncate(name, to: width) }
        return titled + String(repeating: "─", count: width - DisplayWidth.of(titled))
    }

    private static func field(label: String, value: String, missing: Bool, width: Int) -> [[Span]] {
        let valueStyle = missing ? Palette.missing : Style.plain
        let labelWidth = width >= 30 ? labelWidth : 0
        let valueLines = TextWrap.wrap(value, width: max(1, width - labelWidth))
        if labelWidth == 0 {
            // Too narrow for two columns: label on its own line, value below.
            return [[Span(text: label, style: Palette.label)]] + valueLines.map { [Span(text: $0, style: valueStyle)] }
        }
        return valueLines.enumerated().map { index, text in
            let prefix = index == 0 ? DisplayWidth.fit(label, to: labelWidth) : String(repeating: " ", count: labelWidth)
            return [Span(text: prefix, style: Palette.label), Span(text: text, style: valueStyle)]
        }
    }
}
