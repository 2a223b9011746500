import TerminalUI

/// `?`: every key binding, grouped by where it works, in a box over the screen. Its lines are
/// made from the key maps' own tables, so help lists exactly what the keys do.
public struct HelpOverlay: Equatable, Sendable {
    public private(set) var scroll = 0

    public init() {}

    struct Section: Equatable, Sendable {
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

        init<First, Second>(_ title: String, _ first: [KeyBinding<First>], then second: [KeyBinding<Second>]) {
            self.title = title
            self.rows = first.map { ($0.keyLabels, $0.summary) } + second.map { ($0.keyLabels, $0.summary) }
        }
    }

    /// Where each binding works, in the order a newcomer needs them: every screen's table,
    /// then what works everywhere.
    static let sections: [Section] = ScreenRegistry.helpSections + [
        Section("Everywhere", AppRouter.bindings, then: GlobalKeyMap.bindings),
    ]

    /// Every binding for `--help`: a paragraph per section, "keys summary" entries.
    public static var commandLineSummary: String {
        "Keys —\n" + sections.map { section in
            section.title + ": " + section.rows.map { "\($0.keys) \($0.summary)" }.joined(separator: "; ") + "."
        }.joined(separator: "\n")
    }

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
    func handling(_ key: Key, pageHeight: Int) -> HelpOverlay? {
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
        BoxBorder.draw(box, title: " keys — ↑↓ scroll, any other key closes ", into: &buffer)
        for (row, line) in content.dropFirst(top).prefix(inner.height).enumerated() {
            let isTitle = Self.sections.contains { $0.title == line }
            buffer.put(line, x: inner.x, y: inner.y + row, style: isTitle ? Palette.overlayTitle : Palette.overlay, clip: inner)
        }
        if top + inner.height < content.count {
            let more = " ↓ \(content.count - top - inner.height) more "
            buffer.put(more, x: box.maxX - DisplayWidth.of(more) - 2, y: box.maxY - 1, style: Palette.overlayTitle, clip: box)
        }
    }
}
