import TerminalUI

/// `?`: every key binding, grouped by where it works, in a box over the screen. Its lines are
/// made from the key maps' own tables, so help lists exactly what the keys do.
public struct HelpOverlay: Equatable, Sendable {
    public private(set) var scroll = 0

    public init() {}

    public struct Section: Equatable, Sendable {
        public var title: String
        public var rows: [(keys: String, summary: String)]

        public static func == (lhs: Section, rhs: Section) -> Bool {
            lhs.title == rhs.title && lhs.rows.map(\.keys) == rhs.rows.map(\.keys)
                && lhs.rows.map(\.summary) == rhs.rows.map(\.summary)
        }

        init<Action>(_ title: String, _ bindings: [KeyBinding<Action>], extra: [(String, String)] = []) {
            self.title = title
            self.rows = bindings.map { ($0.keyLabels, $0.summary) } + extra.map { (keys: $0.0, summary: $0.1) }
        }
    }

    /// Where each binding works, in the order a newcomer needs them.
    public static let sections: [Section] = [
        Section("List", RepoListKeyMap.bindings),
        Section("Detail", RepoDetailKeyMap.bindings),
        Section("Filter and user prompts", PromptKeyMap.bindings, extra: [("other keys", "typed into the prompt")]),
        Section("Everywhere", Navigator.globalBindings),
    ]

    /// The text of the overlay, one entry per line, keys in a column `keyWidth` wide.
    public static func lines(width: Int) -> [String] {
        let longest = sections.flatMap(\.rows).map { DisplayWidth.of($0.keys) }.max() ?? 0
        // On a narrow screen the summaries keep at least three fifths of the line.
        let keyWidth = min(longest, 24, max(8, width * 2 / 5))
        var lines: [String] = []
        for section in sections {
            if !lines.isEmpty { lines.append("") }
            lines.append(section.title)
            for row in section.rows {
                let keys = DisplayWidth.fit(row.keys, to: keyWidth)
                lines.append(DisplayWidth.truncate("  \(keys)  \(row.summary)", to: width))
            }
        }
        return lines
    }

    /// ↑ ↓ PgUp PgDn scroll; any other key closes. Returns nil when the overlay closes.
    public func handling(_ key: Key, pageHeight: Int) -> HelpOverlay? {
        var next = self
        switch key {
        case .up, .character("k"): next.scroll -= 1
        case .down, .character("j"): next.scroll += 1
        case .pageUp, .control("b"): next.scroll -= max(1, pageHeight)
        case .pageDown, .control("f"), .character(" "): next.scroll += max(1, pageHeight)
        case .resize: break
        default: return nil
        }
        next.scroll = max(0, next.scroll)
        return next
    }

    /// Draws the box centred in `area`, its scroll clamped to the content.
    public func render(into buffer: inout ScreenBuffer, area: Rect) {
        let box = Rect(x: area.x + max(0, (area.width - min(area.width, 72)) / 2), y: area.y,
                       width: min(area.width, 72), height: area.height)
        guard box.width >= 10, box.height >= 3 else { return }
        let inner = box.inset(horizontal: 2, vertical: 1)
        let content = Self.lines(width: inner.width)
        let top = min(scroll, max(0, content.count - inner.height))
        // Nothing of the screen below shows through beside the box.
        buffer.fill(area, style: Palette.overlay)
        drawBorder(box, into: &buffer)
        let title = " keys — ↑↓ scroll, any other key closes "
        buffer.put(DisplayWidth.truncate(title, to: box.width - 4), x: box.x + 2, y: box.y, style: Palette.overlayTitle, clip: box)
        for (row, line) in content.dropFirst(top).prefix(inner.height).enumerated() {
            let isTitle = Self.sections.contains { $0.title == line }
            buffer.put(line, x: inner.x, y: inner.y + row, style: isTitle ? Palette.overlayTitle : Palette.overlay, clip: inner)
        }
        if top + inner.height < content.count {
            let more = " ↓ \(content.count - top - inner.height) more "
            buffer.put(more, x: box.maxX - DisplayWidth.of(more) - 2, y: box.maxY - 1, style: Palette.overlayTitle, clip: box)
        }
    }

    private func drawBorder(_ box: Rect, into buffer: inout ScreenBuffer) {
        let horizontal = String(repeating: "─", count: max(0, box.width - 2))
        buffer.put("┌" + horizontal + "┐", x: box.x, y: box.y, style: Palette.overlay)
        buffer.put("└" + horizontal + "┘", x: box.x, y: box.maxY - 1, style: Palette.overlay)
        for y in (box.y + 1)..<(box.maxY - 1) {
            buffer.put("│", x: box.x, y: y, style: Palette.overlay)
            buffer.put("│", x: box.maxX - 1, y: y, style: Palette.overlay)
        }
    }
}
