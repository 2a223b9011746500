import TerminalUI

/// One row of the list. Quiet rows (forks, archived) are grey — dim without colours — and say
/// which in a tag before the description. The focused selection is drawn without colours, so its
/// reverse-video bar is one even band in every colour mode.
struct RepoListRowRenderer {
    /// A shown column: where it is, its descriptor, and which of a row's cells it draws.
    struct ShownColumn {
        var slot: ColumnWidths.Slot
        var column: ListColumn
        var index: Int
    }

    let row: RepoList.Row
    /// Worked out once per frame (`shown(columns:widths:)`), not once per row.
    let shown: [ShownColumn]
    let selected: Bool
    let focused: Bool

    static func shown(columns: [ColumnID], widths: ColumnWidths) -> [ShownColumn] {
        widths.slots.compactMap { slot in
            columns.firstIndex(of: slot.id).map { ShownColumn(slot: slot, column: ListColumn.of(slot.id), index: $0) }
        }
    }

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.put(selected ? "›" : " ", x: rect.x, y: rect.y, clip: rect)
        if let spoken = row.spoken {
            buffer.put(DisplayWidth.truncate(spoken, to: max(0, rect.width - 2)), x: rect.x + 2, y: rect.y, style: style(.plain), clip: rect)
            return
        }
        switch row.mark {
        case .marked: buffer.put("•", x: rect.x + 1, y: rect.y, style: barless ? Style(attributes: [.bold]) : Palette.marked, clip: rect)
        case .cloned: buffer.put("✓", x: rect.x + 1, y: rect.y, style: barless ? .plain : Palette.cloned, clip: rect)
        case .none: break
        }
        for column in shown {
            let (slot, index) = (column.slot, column.index)
            let x = rect.x + slot.x
            switch slot.id {
            case .name where row.ownerLength > 0:
                qualifiedName(row.cells[index], width: slot.width, x: x, style: column.column.style, into: &buffer, rect: rect)
            case .name:
                cell(row.cells[index], width: slot.width, x: x, style: column.column.style, matches: row.nameMatches, into: &buffer, rect: rect)
            case .description where !row.tag.isEmpty && slot.width > DisplayWidth.of(row.tag):
                let tagWidth = buffer.put(row.tag, x: x, y: rect.y, style: barless ? style(.plain) : Palette.tag, clip: rect)
                let rest = slot.width - tagWidth - 1
                if rest > 0 {
                    cell(row.cells[index], width: rest, x: x + tagWidth + 1, style: .plain, matches: row.descriptionMatches,
                         into: &buffer, rect: rect)
                }
            case .description:
                cell(row.cells[index], width: slot.width, x: x, style: .plain, matches: row.descriptionMatches, into: &buffer, rect: rect)
            default:
                cell(row.cells[index], width: slot.width, x: x, style: column.column.cellStyle?(row.cells[index]) ?? column.column.style, alignRight: column.column.alignment == .right,
                     into: &buffer, rect: rect)
            }
        }
    }

    /// The focused selection: one even reverse-video band.
    private var barless: Bool { selected && focused }

    private func style(_ meaning: Style) -> Style {
        if barless { return Style(attributes: meaning == Palette.name ? [.bold] : []) }
        return row.isQuiet ? Palette.quiet : meaning
    }

    private func cell(_ text: String, width: Int, x: Int, style meaning: Style, alignRight: Bool = false,
                      matches: [Int] = [], into buffer: inout ScreenBuffer, rect: Rect) {
        guard width > 0 else { return }
        let shown = alignRight ? DisplayWidth.padLeft(text, to: width) : DisplayWidth.truncate(text, to: width)
        buffer.put(shown, x: x, y: rect.y, style: style(meaning), clip: rect)
        if !matches.isEmpty { highlight(matches, of: shown, x: x, into: &buffer, rect: rect) }
    }

    /// Another owner's `owner/name`: the owner dim and the first to give way.
    private func qualifiedName(_ text: String, width: Int, x: Int, style meaning: Style, into buffer: inout ScreenBuffer, rect: Rect) {
        guard width > 0 else { return }
        let fit = OwnerFirstElision(cell: text, ownerLength: row.ownerLength, width: width)
        let owner = String(fit.text.prefix(fit.ownerLength))
        let ownerWidth = buffer.put(owner, x: x, y: rect.y, style: barless ? .plain : Palette.quiet, clip: rect)
        buffer.put(String(fit.text.dropFirst(fit.ownerLength)), x: x + ownerWidth, y: rect.y, style: style(meaning), clip: rect)
        let matched = Set(row.nameMatches)
        let shownMatches = fit.sources.indices.filter { fit.sources[$0].map(matched.contains) == true }
        if !shownMatches.isEmpty { highlight(shownMatches, of: fit.text, x: x, into: &buffer, rect: rect) }
    }

    /// Redraws the matched characters of `shown` (drawn at `x`) in the match style; those cut
    /// off by truncation stay hidden.
    private func highlight(_ matches: [Int], of shown: String, x: Int, into buffer: inout ScreenBuffer, rect: Rect) {
        let wanted = Set(matches)
        var column = x
        for (offset, character) in shown.enumerated() {
            if wanted.contains(offset), character != "…" || offset < shown.count - 1 {
                buffer.put(String(character), x: column, y: rect.y, style: Palette.match, clip: rect)
            }
            column += DisplayWidth.of(character)
        }
    }
}
