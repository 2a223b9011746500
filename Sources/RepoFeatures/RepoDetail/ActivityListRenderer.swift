import TerminalUI

/// Draws a tab's list into the detail's pane: the heading, one line per row (lead, title,
/// tags, and the facts at the right), the selection in reverse video when the pane has the
/// keys, and a last line for "↓ N more" or what a further page is doing.
enum ActivityListRenderer {
    static func render(_ model: ActivityListViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        buffer.fill(rect)
        let content = rect.inset(horizontal: RepoDetailRenderer.padding)
        guard !content.isEmpty else { return }
        buffer.put(model.heading, x: content.x, y: content.y, style: Palette.title, clip: content)
        guard content.height > 1 else { return }
        if let empty = model.empty {
            buffer.put(empty, x: content.x, y: content.y + 1, style: Palette.missing, clip: content)
            return
        }
        let rows = ActivityListLayout.visibleRows(paneHeight: rect.height)
        let first = ActivityListLayout.scroll(model.scroll, keeping: model.selection, rows: rows, count: model.rows.count)
        let shown = Array(model.rows.dropFirst(first).prefix(rows))
        let leadWidth = shown.map { DisplayWidth.of($0.lead.text) }.max() ?? 0
        let markWidth = shown.map { $0.mark.map { DisplayWidth.of($0.text) } ?? 0 }.max() ?? 0
        let facts = FactColumns(shown.map(\.trail), limit: content.width / 2)
        for (offset, row) in shown.enumerated() {
            let line = Rect(x: content.x, y: content.y + 1 + offset, width: content.width, height: 1)
            let selection: RowSelection = first + offset != model.selection ? .none : focused ? .focused : .unfocused
            draw(row, markWidth: markWidth, leadWidth: leadWidth, trail: facts.text(of: row.trail), into: &buffer, line: line,
                 selection: selection)
        }
        let below = model.rows.count - first - shown.count
        let marker = model.footer ?? (below > 0 ? "↓ \(below) more" : nil)
        if let marker, content.height >= 3 {
            let text = DisplayWidth.truncate(marker, to: content.width)
            buffer.put(text, x: content.maxX - DisplayWidth.of(text), y: rect.maxY - 1, style: Palette.quiet, clip: content)
        }
    }

    /// The facts at the right take at most half the line; the title what is left after the
    /// tags, the last of which go first when the title would keep fewer than the row's
    /// `titleKeeps` columns (20 for most).
    /// The selected row is in reverse video while the pane has the keys, and its title bold
    /// and underlined while another pane does (the reading screen beside the list).
    private enum RowSelection { case none, focused, unfocused }

    private static func draw(_ row: ActivityRow, markWidth: Int, leadWidth: Int, trail: String, into buffer: inout ScreenBuffer,
                             line: Rect, selection: RowSelection) {
        let selected = selection == .focused
        let base = selected ? Palette.selected : Style.plain
        if selected { buffer.put(String(repeating: " ", count: line.width), x: line.x, y: line.y, style: base, clip: line) }
        func styled(_ style: Style) -> Style { selected ? style.adding(.reverse) : style }
        var x = line.x
        if markWidth > 0 {
            let mark = row.mark ?? ActivitySpan("")
            x += buffer.put(DisplayWidth.fit(mark.text, to: markWidth), x: x, y: line.y, style: styled(mark.style), clip: line) + 1
        }
        x += buffer.put(DisplayWidth.fit(row.lead.text, to: leadWidth), x: x, y: line.y, style: styled(row.lead.style), clip: line) + 1
        let trailWidth = DisplayWidth.of(trail)
        let room = line.maxX - x - (trailWidth > 0 ? trailWidth + 2 : 0)
        let titleWidth = DisplayWidth.of(row.title)
        // The first tags are kept while the title keeps its whole or `titleKeeps` columns.
        var tags: [ActivitySpan] = []
        var tagsWidth = 0
        for tag in row.tags {
            let width = tagsWidth + DisplayWidth.of(tag.text) + 1
            guard titleWidth + width <= room || room - width >= row.titleKeeps else { break }
            tags.append(tag)
            tagsWidth = width
        }
        let title = DisplayWidth.truncate(row.title, to: max(0, room - tagsWidth))
        x += buffer.put(title, x: x, y: line.y, style: selection == .unfocused ? Palette.selectedUnfocused : base, clip: line)
        for tag in tags {
            x += 1
            x += buffer.put(tag.text, x: x, y: line.y, style: styled(tag.style), clip: line)
        }
        if trailWidth > 0 {
            buffer.put(trail, x: line.maxX - trailWidth, y: line.y, style: selected ? base : Palette.quiet, clip: line)
        }
    }
}

/// The facts at the right of the rows on screen, as columns: each as wide as its widest entry,
/// two spaces apart; the first columns are left out while they take more than `limit`.
struct FactColumns {
    private var widths: [Int]
    private var first = 0
    private let limit: Int

    init(_ trails: [[String]], limit: Int) {
        let count = trails.map(\.count).max() ?? 0
        widths = (0..<count).map { index in trails.map { index < $0.count ? DisplayWidth.of($0[index]) : 0 }.max() ?? 0 }
        self.limit = max(0, limit)
        while first < count - 1, width > self.limit { first += 1 }
    }

    private var width: Int {
        let kept = widths[first...].filter { $0 > 0 }
        return kept.reduce(0, +) + 2 * max(0, kept.count - 1)
    }

    /// One row's facts, padded to the columns.
    func text(of trail: [String]) -> String {
        let kept = widths.indices.dropFirst(first).filter { widths[$0] > 0 }
        // The last column (the age) is right-aligned, at the edge; the others left-aligned.
        let cells = kept.map { index in
            let text = index < trail.count ? trail[index] : ""
            return index == kept.last ? DisplayWidth.padLeft(text, to: widths[index]) : DisplayWidth.fit(text, to: widths[index])
        }
        return DisplayWidth.truncate(cells.joined(separator: "  "), to: limit)
    }
}
