import RepoCore
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
    static func render(_ viewModel: RepoDetail.ViewModel, into buffer: inout ScreenBuffer, rect: Rect,
                              depth: ColorDepth = .extended) {
        var layout = RepoDetailLayoutCache()
        render(viewModel, into: &buffer, rect: rect, depth: depth, layout: &layout)
    }

    /// Draws `viewModel`, reusing `layout` when neither the lines nor the width changed since it
    /// was filled — scrolling a long README redraws on every key, and laying it out is the cost.
    static func render(_ viewModel: RepoDetail.ViewModel, into buffer: inout ScreenBuffer,
                              rect: Rect, depth: ColorDepth = .extended, layout: inout RepoDetailLayoutCache) {
        let content = rect.inset(horizontal: padding)
        guard !content.isEmpty else { return buffer.fill(rect) }
        render(layout.wrapped(viewModel.lines, width: content.width, depth: depth), scroll: viewModel.scroll, into: &buffer, rect: rect)
    }

    /// Draws lines already wrapped to the pane's width less the padding, from line `scroll`.
    static func render(_ visual: [[Span]], scroll: Int, into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect)
        let content = rect.inset(horizontal: padding)
        guard !content.isEmpty else { return }
        // When the content overflows, the bottom row is kept for the "↓ N more" / "(end)"
        // marker, so the marker never covers a line of text.
        let textHeight = visual.count > content.height ? max(1, content.height - 1) : content.height
        let maxScroll = max(0, visual.count - textHeight)
        let first = min(max(0, scroll), maxScroll)
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

    /// Logical lines to screen lines of at most `width` columns; `depth` picks the language
    /// bar's look (heights never depend on it).
    static func wrap(_ lines: [RepoDetail.Line], width: Int, depth: ColorDepth = .extended) -> [[Span]] {
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
            case .participation(let weeks):
                visual += participation(weeks, width: width)
            case .languages(let languages):
                visual += self.languages(languages, width: width, depth: depth)
            }
        }
        return visual
    }

    /// "Commits" and "  by owner" sparklines on one scale, each with its figure when it fits.
    private static func participation(_ weeks: RepositoryInsight.Participation, width: Int) -> [[Span]] {
        let labelWidth = width >= 30 ? labelWidth : 0
        let total = weeks.all.reduce(0, +)
        let owned = weeks.owner.reduce(0, +)
        // Short figures, so a week per cell still fits an 80-column terminal beside them.
        let notes = ["\(CompactNumber.format(total)) total", total == 0 ? "—" : "\(owned * 100 / total)%"]
        let noteWidth = notes.map(DisplayWidth.of).max() ?? 0
        let room = width - labelWidth
        let withNotes = room - noteWidth - 1 >= min(weeks.all.count, 26)
        let chart = ActivityChart(all: weeks.all, owner: weeks.owner, cells: max(1, withNotes ? room - noteWidth - 1 : room))
        let rows: [(String, [Int], Style, String)] = [
            ("Commits", chart.all, Palette.activity, notes[0]),
            ("  by owner", chart.owner, Palette.ownerActivity, notes[1]),
        ]
        return rows.map { label, values, style, note in
            var spans = [Span(text: chart.glyphs(values), style: style)]
            if withNotes { spans.append(Span(text: " " + note, style: Palette.quiet)) }
            return labelWidth == 0 ? spans : [Span(text: DisplayWidth.fit(label, to: labelWidth), style: Palette.label)] + spans
        }
    }

    /// "Languages" then the bar and its legend, weighted by bytes, like GitHub's sidebar.
    private static func languages(_ languages: [RepositoryInsight.Language], width: Int, depth: ColorDepth) -> [[Span]] {
        let labelWidth = width >= 30 ? labelWidth : 0
        let shares = LanguageShares(weighted: languages.map {
            LanguageShares.Language(name: $0.name, weight: $0.bytes, color: LanguageColors.xterm256(for: $0.name))
        })
        let maxSegments = ProfileHeaderRenderer.maxSegments(for: depth)
        guard let bar = LanguageBar.layout(shares, width: max(1, width - labelWidth), maxSegments: maxSegments) else { return [] }
        var spans = labelWidth == 0 ? [] : [Span(text: DisplayWidth.fit("Languages", to: labelWidth), style: Palette.label)]
        spans += ProfileHeaderRenderer.spans(of: bar, depth: depth).map { Span(text: $0.text, style: $0.style) }
        return [spans]
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
