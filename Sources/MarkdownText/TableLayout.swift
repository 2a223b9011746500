import Foundation
import TerminalUI

/// A GFM table laid out in columns: cells aligned as the delimiter row says, columns shrunk to
/// fit the width (widest first, so short columns stay whole) and their text wrapped inside them.
/// When even that would cut the cells' words into pieces, each row becomes a block of
/// `header: value` lines instead: every word of the table stays readable at any width.
struct TableLayout {
    private let alignments: [MarkdownNode.ColumnAlignment]
    private var rows: [Row] = []

    private struct Row {
        var isHeader: Bool
        var cells: [[InlinePiece]] = []
    }

    /// A column narrower than this, or than its longest word if shorter, means blocks instead.
    static let narrowestColumn = 10

    init(alignments: [MarkdownNode.ColumnAlignment]) {
        self.alignments = alignments
    }

    var currentRowIsHeader: Bool { rows.last?.isHeader ?? false }

    mutating func startRow(isHeader: Bool) {
        rows.append(Row(isHeader: isHeader))
    }

    /// Adds a cell to the current row; a hard break in it (`<br>`) starts a new line in the cell.
    mutating func addCell(_ pieces: [InlinePiece]) {
        guard !rows.isEmpty else { return }
        rows[rows.count - 1].cells.append(pieces)
    }

    func lines(width: Int, theme: MarkdownTheme) -> [StyledLine] {
        let columnCount = alignments.isEmpty ? rows.map(\.cells.count).max() ?? 0 : alignments.count
        guard columnCount > 0, width > 0 else { return [] }
        var natural = Array(repeating: 1, count: columnCount)
        var needed = Array(repeating: 1, count: columnCount)
        for row in rows {
            for (column, cell) in row.cells.prefix(columnCount).enumerated() {
                natural[column] = max(natural[column], Self.widestLine(cell))
                needed[column] = max(needed[column], min(Self.longestWord(cell), Self.narrowestColumn))
            }
        }
        let separator = Self.separator(natural: natural, width: width)
        let widths = Self.columnWidths(natural: natural, budget: width - separator.cell.count * (columnCount - 1))
        if zip(widths, needed).contains(where: { $0 < $1 }) {
            return blocks(columnCount: columnCount, width: width, theme: theme)
        }

        var lines: [StyledLine] = []
        for row in rows {
            let wrapped = (0..<columnCount).map { column in
                column < row.cells.count ? InlineWrap.wrap(row.cells[column], width: widths[column]) : []
            }
            for index in 0..<max(1, wrapped.map(\.count).max() ?? 1) {
                var line = StyledLine()
                for column in 0..<columnCount {
                    if column > 0 { line.append(separator.cell, style: theme.tableBorder) }
                    let cell = index < wrapped[column].count ? wrapped[column][index] : StyledLine()
                    line.append(contentsOf: Self.fit(cell, to: widths[column], alignment: alignment(column)))
                }
                lines.append(line.truncated(to: width))
            }
            if row.isHeader {
                let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: separator.rule)
                lines.append(StyledLine([StyledSpan(rule, style: theme.tableBorder)]).truncated(to: width))
            }
        }
        return lines
    }

    /// Each body row as `header: value` lines, one per column, rows apart by a blank line.
    private func blocks(columnCount: Int, width: Int, theme: MarkdownTheme) -> [StyledLine] {
        let headers = rows.first(where: \.isHeader)?.cells ?? []
        var lines: [StyledLine] = []
        for row in rows where !row.isHeader {
            if !lines.isEmpty { lines.append(StyledLine()) }
            for column in 0..<min(columnCount, row.cells.count) {
                var pieces: [InlinePiece] = []
                let header = column < headers.count ? Self.plainText(headers[column]) : ""
                if !header.isEmpty { pieces.append(.text(header + ": ", theme.tableHeader)) }
                pieces += row.cells[column]
                lines += InlineWrap.wrap(pieces, width: width)
            }
        }
        return lines
    }

    private static func plainText(_ pieces: [InlinePiece]) -> String {
        pieces.map { piece in
            if case .text(let text, _) = piece { text } else { " " }
        }.joined().trimmingCharacters(in: .whitespaces)
    }

    /// The cell on one line (hard breaks as spaces): the width it would like.
    private static func widestLine(_ pieces: [InlinePiece]) -> Int {
        var widest = 0, current = 0
        for piece in pieces {
            switch piece {
            case .text(let text, _): current += DisplayWidth.of(text)
            case .lineBreak:
                widest = max(widest, current)
                current = 0
            }
        }
        return max(widest, current)
    }

    private static func longestWord(_ pieces: [InlinePiece]) -> Int {
        plainText(pieces).split(separator: " ").map { IdeographicBreaks.pieces(of: $0).map { DisplayWidth.of($0) }.max() ?? 0 }.max() ?? 0
    }

    private func alignment(_ column: Int) -> MarkdownNode.ColumnAlignment {
        column < alignments.count ? alignments[column] : .none
    }

    /// " │ " reads best; "│" when only it lets the table fit, or when the roomy one would leave
    /// the cells less than three columns each.
    private static func separator(natural: [Int], width: Int) -> (cell: String, rule: String) {
        let roomy = (cell: " │ ", rule: "─┼─"), tight = (cell: "│", rule: "┼")
        let gaps = natural.count - 1
        let total = natural.reduce(0, +)
        if total + 3 * gaps <= width { return roomy }
        if total + gaps <= width { return tight }
        return width - 3 * gaps >= 3 * natural.count ? roomy : tight
    }

    /// Widths that add up to at most `budget`: every column that fits keeps its width, the
    /// widest ones are capped at the largest common width that fits, and what is left over goes
    /// to the capped columns from the left. At least one column each.
    static func columnWidths(natural: [Int], budget: Int) -> [Int] {
        let natural = natural.map { max(1, $0) }
        if natural.reduce(0, +) <= budget { return natural }
        guard budget >= natural.count, let widest = natural.max() else { return natural.map { _ in 1 } }
        func total(cappedAt cap: Int) -> Int { natural.reduce(0) { $0 + min($1, cap) } }
        var low = 1, high = widest
        while low < high {
            let middle = (low + high + 1) / 2
            if total(cappedAt: middle) <= budget { low = middle } else { high = middle - 1 }
        }
        var widths = natural.map { min($0, low) }
        var spare = budget - widths.reduce(0, +)
        for column in widths.indices where spare > 0 && natural[column] > widths[column] {
            widths[column] += 1
            spare -= 1
        }
        return widths
    }

    /// The cell cut or padded to exactly `width` columns.
    private static func fit(_ cell: StyledLine, to width: Int, alignment: MarkdownNode.ColumnAlignment) -> StyledLine {
        let content = cell.truncated(to: width)
        let room = max(0, width - content.width)
        let before: Int
        switch alignment {
        case .right: before = room
        case .center: before = room / 2
        case .left, .none: before = 0
        }
        var fitted = StyledLine()
        fitted.append(String(repeating: " ", count: before), style: .plain)
        fitted.append(contentsOf: content)
        fitted.append(String(repeating: " ", count: room - before), style: .plain)
        return fitted
    }
}
