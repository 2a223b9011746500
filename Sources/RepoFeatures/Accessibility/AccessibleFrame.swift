import TerminalUI

/// The accessible mode's frame (issue 31): the app's frame with its box drawing and bars blanked
/// (a screen reader reads them as runs of symbols), the status line's messages written as new
/// lines in a transcript below it instead of repainted in place, and the terminal's cursor on
/// the selected row (or the prompt), which screen readers follow. Keeps the transcript; the
/// rest is a function of the frame.
struct AccessibleFrame {
    /// The rows below the app's frame that show the newest messages, oldest first.
    static let transcriptRows = 2
    /// The messages so far, newest last (a few more than are shown).
    private(set) var transcript: [String] = []
    /// Whether the newest line is a busy message (loading…): the next busy one replaces it.
    private var lastIsBusy = false

    /// `frame` (the app's, `transcriptRows` shorter than the terminal) made accessible.
    mutating func finish(_ frame: ScreenBuffer, model: AppViewModel) -> ScreenBuffer {
        var buffer = frame.withHeight(frame.size.height + Self.transcriptRows)
        buffer.mapCells(Self.blankingGraphics)
        if let header = model.layout.header { Self.bracketChosenTabs(in: &buffer, rows: header) }
        note(model.status)
        let statusRow = model.layout.status
        if let statusRow {
            // The status row keeps the prompt, else the hints; its message is in the transcript.
            var status = model.status
            if status.prompt == nil { status.message = "" }
            Chrome.drawStatus(status, into: &buffer, rect: statusRow)
        }
        let first = frame.size.height
        for (offset, line) in transcript.suffix(Self.transcriptRows).enumerated() {
            let y = first + Self.transcriptRows - min(Self.transcriptRows, transcript.count) + offset
            buffer.put(DisplayWidth.truncate(line, to: buffer.size.width), x: 0, y: y, clip: Rect(x: 0, y: y, width: buffer.size.width, height: 1))
        }
        buffer.cursor = Self.cursor(in: buffer, model: model, statusRow: statusRow)
            ?? (transcript.isEmpty ? nil : (0, buffer.size.height - 1))
        return buffer
    }

    /// Adds the status line's message when it says something new; words say its tone, which
    /// the colours said.
    private mutating func note(_ status: StatusLine) {
        let message = TerminalText.singleLine(status.message)
        guard !message.isEmpty else { return }
        let line = switch status.tone {
        case .error: "error: " + message
        case .warning: "warning: " + message
        default: message
        }
        guard line != transcript.last else { return }
        let busy = status.tone == .busy
        if busy, lastIsBusy, !transcript.isEmpty {
            transcript[transcript.count - 1] = line
        } else {
            transcript.append(line)
            if transcript.count > 20 { transcript.removeFirst(transcript.count - 20) }
        }
        lastIsBusy = busy
    }

    /// The prompt's cursor; else the highlighted row of the box on top, or of the focused page;
    /// else (a detail, help) its first line with text, which scrolling brings new text to.
    private static func cursor(in buffer: ScreenBuffer, model: AppViewModel, statusRow: Rect?) -> (x: Int, y: Int)? {
        if let row = statusRow, model.status.prompt != nil,
           // The one cell of the (reverse) status line drawn plain.
           let x = (0..<buffer.size.width).first(where: { buffer[$0, row.y].style == Palette.promptCursor }) {
            return (x, row.y)
        }
        guard let area = model.modals.last?.rect ?? model.panes.first(where: \.focused)?.rect else { return nil }
        let rows = area.y..<min(area.maxY, buffer.size.height), columns = area.x..<min(area.maxX, buffer.size.width)
        for y in rows {
            for x in columns where buffer[x, y].style.attributes.contains(.reverse) { return (x, y) }
        }
        for y in rows {
            for x in columns where buffer[x, y].content != .grapheme(" ", width: 1) { return (x, y) }
        }
        return nil
    }

    /// The header's chosen scope and type tab, shown in reverse video alone, get brackets in
    /// their margins ("[ Starred ]"): reverse video is not read out.
    private static func bracketChosenTabs(in buffer: inout ScreenBuffer, rows: Rect) {
        for y in rows.y..<min(rows.maxY, buffer.size.height) {
            var x = 0
            while x < buffer.size.width {
                guard buffer[x, y].style.attributes.contains(.reverse) else { x += 1; continue }
                var end = x
                while end + 1 < buffer.size.width, buffer[end + 1, y].style.attributes.contains(.reverse) { end += 1 }
                if end > x, buffer[x, y].content == .grapheme(" ", width: 1), buffer[end, y].content == .grapheme(" ", width: 1) {
                    let style = buffer[x, y].style
                    buffer.put("[", x: x, y: y, style: style)
                    buffer.put("]", x: end, y: y, style: style)
                }
                x = end + 1
            }
        }
    }

    /// Box drawing (U+2500–257F) and block elements (U+2580–259F: bars, sparklines) as blanks.
    private static func blankingGraphics(_ cell: Cell) -> Cell {
        guard case .grapheme(let character, _) = cell.content, let scalar = character.unicodeScalars.first,
              (0x2500...0x259F).contains(scalar.value) else { return cell }
        return Cell(" ", style: cell.style)
    }
}
