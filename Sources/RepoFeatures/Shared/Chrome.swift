import TerminalUI

/// The pieces every screen shares: the header line, the status line and centred messages.
enum Chrome {
    /// `textWidth` (the whole line when nil) leaves the rest of the first line to the scope bar.
    static func drawHeader(_ text: String, into buffer: inout ScreenBuffer, rect: Rect, textWidth: Int? = nil) {
        guard !rect.isEmpty else { return }
        buffer.fill(rect, style: Palette.header)
        buffer.put(DisplayWidth.truncate(" " + text, to: min(rect.width, textWidth ?? rect.width)), x: rect.x, y: rect.y,
                   style: Palette.header, clip: rect)
    }

    /// Message on the left, key hints on the right; the hints give way first when space is
    /// short, lowest priority first, `? help` last.
    static func drawStatus(_ status: StatusLine, into buffer: inout ScreenBuffer, rect: Rect) {
        guard !rect.isEmpty else { return }
        buffer.fill(rect, style: Palette.status)
        if let prompt = status.prompt {
            drawPrompt(prompt, hints: status.hints, into: &buffer, rect: rect)
            return
        }
        let messageStyle = Palette.status(for: status.tone)
        let message = " " + status.message
        if let overflow = status.overflow {
            // The message is cut; the key that shows it whole stays beside it.
            let hint = overflow.label + " "
            let room = max(0, rect.width - DisplayWidth.of(hint) - 1)
            buffer.put(DisplayWidth.truncate(message, to: room), x: rect.x, y: rect.y, style: messageStyle, clip: rect)
            buffer.put(hint, x: rect.maxX - DisplayWidth.of(hint), y: rect.y, style: Palette.status, clip: rect)
            return
        }
        let hints = KeyHint.line(KeyHint.fitting(status.hints, width: rect.width - DisplayWidth.of(message) - 3))
        if !hints.isEmpty {
            buffer.put(hints + " ", x: rect.maxX - DisplayWidth.of(hints) - 1, y: rect.y, style: Palette.status, clip: rect)
        }
        buffer.put(DisplayWidth.truncate(message, to: rect.width), x: rect.x, y: rect.y, style: messageStyle, clip: rect)
    }

    /// The prompt's label and text with a block cursor; when the text is wider than the line,
    /// it scrolls so the cursor stays in view.
    private static func drawPrompt(_ prompt: PromptLine, hints allHints: [KeyHint], into buffer: inout ScreenBuffer, rect: Rect) {
        let label = " " + prompt.label
        let problem = prompt.problem.map { " — " + $0 } ?? ""
        let suggestions = prompt.suggestions.map { "  " + $0 } ?? ""
        let reserved = DisplayWidth.of(label) + 1
        let hints = KeyHint.line(KeyHint.fitting(
            allHints, width: rect.width - reserved - DisplayWidth.of(prompt.text) - DisplayWidth.of(problem + suggestions) - 4))
        let showsHints = !hints.isEmpty
        let hintsWidth = DisplayWidth.of(hints) + 1
        let room = max(1, rect.width - reserved - (showsHints ? hintsWidth + 2 : 0))
        let characters = Array(prompt.text)
        let cursor = min(max(0, prompt.cursor), characters.count)
        // Drop characters from the left until the text before the cursor fits with the cursor.
        var start = 0
        while start < cursor, DisplayWidth.of(String(characters[start..<cursor])) + 1 > room { start += 1 }
        var x = rect.x + buffer.put(label, x: rect.x, y: rect.y, style: Palette.status, clip: rect)
        for (offset, character) in characters.enumerated().dropFirst(start) {
            let style = offset == cursor ? Palette.promptCursor : Palette.status
            let written = buffer.put(String(character), x: x, y: rect.y, style: style, clip: rect)
            if written == 0 { break }
            x += written
        }
        if cursor == characters.count { x += buffer.put(" ", x: x, y: rect.y, style: Palette.promptCursor, clip: rect) }
        if !problem.isEmpty {
            // Cut visibly: a problem that looks whole but is not misleads.
            x += buffer.put(DisplayWidth.truncate(problem, to: rect.maxX - x), x: x, y: rect.y, style: Palette.status(for: .error), clip: rect)
        }
        if !suggestions.isEmpty {
            let room = rect.maxX - x - (showsHints ? hintsWidth + 1 : 0)
            buffer.put(DisplayWidth.truncate(suggestions, to: room), x: x, y: rect.y, style: Palette.status, clip: rect)
        }
        if showsHints {
            buffer.put(hints + " ", x: rect.maxX - hintsWidth, y: rect.y, style: Palette.status, clip: rect)
        }
    }

    /// A message centred in `rect`, wrapped over as many lines as it needs.
    static func drawCentered(_ text: String, into buffer: inout ScreenBuffer, rect: Rect, style: Style = .plain) {
        guard !rect.isEmpty else { return }
        // Wrapped rather than cut, so a message naming a long query is read whole; cut only
        // when even the wrapped lines are more than the rect holds.
        var lines = TextWrap.wrap(text, width: rect.width)
        if lines.count > rect.height {
            lines = Array(lines.prefix(rect.height))
            lines[lines.count - 1] = DisplayWidth.truncate(lines[lines.count - 1] + " …", to: rect.width)
        }
        // One line sits on the middle row, as it always has; more spread down from there.
        let top = max(rect.y, min(rect.y + rect.height / 2 - (lines.count - 1) / 2, rect.maxY - lines.count))
        for (row, line) in lines.enumerated() {
            let x = rect.x + max(0, (rect.width - DisplayWidth.of(line)) / 2)
            buffer.put(line, x: x, y: top + row, style: style, clip: rect)
        }
    }
}
