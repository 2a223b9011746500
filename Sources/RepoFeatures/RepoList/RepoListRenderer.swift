import TerminalUI

/// Draws the list's view model into a buffer. Pure: the same view model and rect always give
/// the same cells. Columns give way by priority as the pane narrows.
public enum RepoListRenderer {
    /// The list body: column titles, then one line per visible row.
    public static func renderBody(_ viewModel: RepoList.ViewModel, into buffer: inout ScreenBuffer,
                                  rect: Rect, focused: Bool) {
        guard !rect.isEmpty else { return }
        buffer.fill(rect)
        switch viewModel.state {
        case .loading(let message):
            Chrome.drawCentered(message, into: &buffer, rect: rect, style: Palette.title)
        case .empty(let message):
            Chrome.drawCentered(message, into: &buffer, rect: rect, style: Palette.quiet)
        case .error(let message):
            Chrome.drawCentered(message, into: &buffer, rect: rect, style: Palette.error)
        case .loaded(let page):
            let (titleRect, rowsRect) = rect.splitTop(1)
            let columns = Columns(width: rect.width)
            draw(columns.titles, into: &buffer, rect: titleRect, style: Palette.columnTitles)
            for (offset, row) in page.rows.enumerated() where offset < rowsRect.height {
                let isSelected = offset == page.selectedRow
                let line = rowsRect.row(offset)
                drawRow(row, columns: columns, selected: isSelected, focused: focused, into: &buffer, rect: line)
                if isSelected {
                    buffer.applyAttributes(focused ? Palette.selected.attributes : Palette.selectedUnfocused.attributes, to: line)
                }
            }
        }
    }

    /// One row. Quiet rows (forks, archived) are grey — dim without colours — and say which in
    /// a tag before the description. The focused selection is drawn without colours, so its
    /// reverse-video bar is one even band in every colour mode.
    private static func drawRow(_ row: RepoList.Row, columns: Columns, selected: Bool, focused: Bool,
                                into buffer: inout ScreenBuffer, rect: Rect) {
        let plainBar = selected && focused
        func style(_ meaning: Style) -> Style {
            if plainBar { return Style(attributes: meaning == Palette.name ? [.bold] : []) }
            return row.isQuiet ? Palette.quiet : meaning
        }
        buffer.put(selected ? "›" : " ", x: rect.x, y: rect.y, clip: rect)
        var x = rect.x + Columns.gutter
        func cell(_ text: String, width: Int, style meaning: Style, alignRight: Bool = false, matches: [Int] = []) {
            guard width > 0 else { return }
            let shown = alignRight ? DisplayWidth.padLeft(text, to: width) : DisplayWidth.truncate(text, to: width)
            buffer.put(shown, x: x, y: rect.y, style: style(meaning), clip: rect)
            if !matches.isEmpty { highlight(matches, of: shown, x: x, into: &buffer, rect: rect) }
            x += width + Columns.spacing
        }
        cell(row.name, width: columns.name, style: Palette.name, matches: row.nameMatches)
        if !row.tag.isEmpty, columns.description > DisplayWidth.of(row.tag) {
            let tagWidth = buffer.put(row.tag, x: x, y: rect.y, style: plainBar ? style(.plain) : Palette.tag, clip: rect)
            let rest = columns.description - tagWidth - 1
            if rest > 0 {
                let shown = DisplayWidth.truncate(row.description, to: rest)
                buffer.put(shown, x: x + tagWidth + 1, y: rect.y, style: style(.plain), clip: rect)
                if !row.descriptionMatches.isEmpty {
                    highlight(row.descriptionMatches, of: shown, x: x + tagWidth + 1, into: &buffer, rect: rect)
                }
            }
            x += columns.description + Columns.spacing
        } else {
            cell(row.description, width: columns.description, style: .plain, matches: row.descriptionMatches)
        }
        cell(row.language, width: columns.language, style: Palette.language)
        cell(row.stars, width: columns.stars, style: Palette.stars, alignRight: true)
        cell(row.pushed, width: columns.pushed, style: Palette.pushed)
    }

    /// Redraws the matched characters of `shown` (drawn at `x`) in the match style; those cut
    /// off by truncation stay hidden.
    private static func highlight(_ matches: [Int], of shown: String, x: Int, into buffer: inout ScreenBuffer, rect: Rect) {
        let wanted = Set(matches)
        var column = x
        for (offset, character) in shown.enumerated() {
            if wanted.contains(offset), character != "…" || offset < shown.count - 1 {
                buffer.put(String(character), x: column, y: rect.y, style: Palette.match, clip: rect)
            }
            column += DisplayWidth.of(character)
        }
    }

    private static func draw(_ text: String, into buffer: inout ScreenBuffer, rect: Rect, style: Style) {
        buffer.put(DisplayWidth.truncate(text, to: rect.width), x: rect.x, y: rect.y, style: style, clip: rect)
    }

    /// Column widths for a pane `width` wide; a width of 0 hides the column.
    struct Columns: Equatable {
        static let gutter = 2
        static let spacing = 2
        /// Kept free on the right, so the last column never touches the split view's divider.
        static let margin = 1
        var name = 0, description = 0, language = 0, stars = 0, pushed = 0

        init(width: Int) {
            var room = width - Self.gutter - Self.margin
            func take(_ wanted: Int) -> Int {
                guard room >= wanted else { return 0 }
                room -= wanted + Self.spacing
                return wanted
            }
            name = min(max(room / 4, 12), 28)
            room -= name + Self.spacing
            pushed = take(14) // "59 minutes ago", the longest relative time
            stars = take(6)
            language = room >= 30 ? take(10) : 0
            description = room >= 8 ? room : 0
            if description == 0 && room > 0 { name += room }
        }

        /// The column titles, spaced as the rows are (spacing only between columns, so the
        /// line is never wider than the columns and never gets cut with an ellipsis).
        var titles: String {
            var titles: [String] = []
            func title(_ label: String, _ width: Int, right: Bool = false) {
                guard width > 0 else { return }
                titles.append(right ? DisplayWidth.padLeft(label, to: width) : DisplayWidth.fit(label, to: width))
            }
            title("NAME", name)
            title("DESCRIPTION", description)
            title("LANGUAGE", language)
            title("STARS", stars, right: true)
            title("PUSHED", pushed)
            return String(repeating: " ", count: Self.gutter)
                + titles.joined(separator: String(repeating: " ", count: Self.spacing))
        }
    }
}
