/// The in-memory grid every renderer draws into. Backends only copy it to the screen, and
/// tests read it back as lines of text.
public struct ScreenBuffer: Hashable, Sendable {
    public let size: Size
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor should rest (column, row), when it is shown at all (the
    /// accessible mode's); nil: hidden.
    public var cursor: (x: Int, y: Int)? {
        get { cursorCell.map { ($0 % max(1, size.width), $0 / max(1, size.width)) } }
        set { cursorCell = newValue.map { $0.y * size.width + $0.x } }
    }
    private var cursorCell: Int?

    public init(size: Size, filling cell: Cell = .blank) {
        self.size = size
        self.cells = Array(repeating: cell, count: size.width * size.height)
    }

    public var bounds: Rect { Rect(size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
    }

    /// Every cell passed through `transform` (the accessible mode blanks box drawing).
    public mutating func mapCells(_ transform: (Cell) -> Cell) {
        for index in cells.indices { cells[index] = transform(cells[index]) }
    }

    /// The same rows on a buffer `height` rows tall: cut, or with blank rows below.
    public func withHeight(_ height: Int) -> ScreenBuffer {
        var taller = ScreenBuffer(size: Size(width: size.width, height: height))
        let kept = min(height, size.height) * size.width
        taller.cells.replaceSubrange(0..<kept, with: cells[0..<kept])
        taller.cursorCell = cursorCell.flatMap { $0 < kept ? $0 : nil }
        return taller
    }

    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < size.width && y < size.height
    }

    /// Writes `text` from (`x`, `y`) rightwards, never past `clip` (default: the whole buffer).
    /// Returns the number of columns written. A wide grapheme that does not fit whole is left
    /// out, so half a character never appears.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, clip: Rect? = nil) -> Int {
        let area = clipped(clip ?? bounds)
        guard y >= area.y, y < area.maxY else { return 0 }
        var column = x
        for character in text {
            if let ascii = character.asciiValue {
                if column + 1 > area.maxX { break }
                // Last line of defence: a control character never reaches a cell.
                let isControl = ascii < 0x20 || ascii == 0x7F
                if column >= area.x { setCell(Cell(isControl ? "\u{FFFD}" : character, style: style), x: column, y: y) }
                column += 1
                continue
            }
            let glyph: Character = character.unicodeScalars.contains(where: Self.isControl) ? "\u{FFFD}" : character
            // A whole cluster or nothing: its cells are all written, or none when it does not fit.
            let width = DisplayWidth.of(glyph)
            if width == 0 { continue }
            if column + width > area.maxX { break }
            if column >= area.x, glyph.unicodeScalars.count == 1 {
                // One scalar, one cell: most of what is not ASCII (CJK, box drawing, ★).
                setCell(Cell(glyph, width: width, style: style), x: column, y: y)
                if width == 2 { setCell(Cell(content: .continuation, style: style), x: column + 1, y: y) }
                column += width
            } else if column >= area.x {
                for part in DisplayWidth.cells(of: glyph) where part.width > 0 {
                    setCell(Cell(part.text, width: part.width, style: style), x: column, y: y)
                    if part.width == 2 { setCell(Cell(content: .continuation, style: style), x: column + 1, y: y) }
                    column += part.width
                }
            } else {
                column += width
            }
        }
        return max(0, column - max(x, area.x))
    }

    /// Fills `rect` with blanks in `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        let area = clipped(rect)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { setCell(Cell(" ", style: style), x: x, y: y) }
        }
    }

    /// Adds `attributes` (e.g. reverse video for a selection bar) to every cell of `rect`.
    /// Every cell's foreground and background through `transform` (a colour theme).
    public mutating func recolor(_ transform: (TerminalColor) -> TerminalColor) {
        for index in cells.indices {
            cells[index].style.foreground = transform(cells[index].style.foreground)
            cells[index].style.background = transform(cells[index].style.background)
        }
    }

    public mutating func applyAttributes(_ attributes: TextAttributes, to rect: Rect) {
        let area = clipped(rect)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { cells[y * size.width + x].style.attributes.formUnion(attributes) }
        }
    }

    /// Each row as text (continuation cells skipped), trailing spaces trimmed: the form tests assert.
    public var lines: [String] {
        (0..<size.height).map { line($0) }
    }

    public func line(_ y: Int) -> String {
        var text = ""
        for x in 0..<size.width {
            if case .grapheme(let character, _) = self[x, y].content { text.append(character) }
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    private func clipped(_ rect: Rect) -> Rect {
        let x0 = max(rect.x, 0), y0 = max(rect.y, 0)
        let x1 = min(rect.maxX, size.width), y1 = min(rect.maxY, size.height)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Sets one cell, first blanking the other half of any wide grapheme it cuts through.
    private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        let index = y * size.width + x
        if cells[index].isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        }
        if case .grapheme(_, let width) = cells[index].content, width == 2, x + 1 < size.width {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }
}
