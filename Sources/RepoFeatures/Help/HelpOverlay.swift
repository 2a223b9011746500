import TerminalUI

/// `?`: every key binding, grouped by where it works, in a box over the screen. Its lines are
/// made from the key maps' own tables, so help lists exactly what the keys do.
public enum HelpOverlay {
    struct Section: Equatable, Sendable {
        var title: String
        var rows: [(keys: String, summary: String)]

        static func == (lhs: Section, rhs: Section) -> Bool {
            lhs.title == rhs.title && lhs.rows.map(\.keys) == rhs.rows.map(\.keys)
                && lhs.rows.map(\.summary) == rhs.rows.map(\.summary)
        }

        init<Action>(_ title: String, _ bindings: [KeyBinding<Action>], extra: [(String, String)] = []) {
            self.title = title
            self.rows = bindings.map { ($0.keyLabels, $0.summary) } + extra.map { (keys: $0.0, summary: $0.1) }
        }

        init(_ title: String, rows: [(String, String)]) {
            self.title = title
            self.rows = rows.map { (keys: $0.0, summary: $0.1) }
        }

        init<First, Second>(_ title: String, _ first: [KeyBinding<First>], then second: [KeyBinding<Second>]) {
            self.title = title
            self.rows = first.map { ($0.keyLabels, $0.summary) } + second.map { ($0.keyLabels, $0.summary) }
        }
    }

    /// Where each binding works, in the order a newcomer needs them: every screen's table,
    /// then what works everywhere.
    static func sections(_ keys: KeyMaps) -> [Section] {
        Screen.features.flatMap { $0.helpSections(keys) } + [
            Section("Everywhere", AppRouter.bindings, then: GlobalKeyMap.bindings),
            Section("Filter queries (after /; terms combine)", rows: QuerySyntax.examples.map { ($0.example, $0.meaning) }),
        ]
    }

    /// Every binding for `--help`: a paragraph per section, "keys summary" entries.
    public static func commandLineSummary(_ keys: KeyMaps = .standard) -> String {
        "Keys —\n" + sections(keys).map { section in
            section.title + ": " + section.rows.map { "\($0.keys) \($0.summary)" }.joined(separator: "; ") + "."
        }.joined(separator: "\n")
    }

    /// The text of the overlay: keys in a column, each summary beside them and wrapped under
    /// itself — never cut. Keys too long for their column get a line of their own.
    static func lines(width: Int, keys: KeyMaps = .standard) -> [String] {
        let sections = sections(keys)
        let longest = sections.flatMap(\.rows).map { DisplayWidth.of($0.keys) }.max() ?? 0
        // On a narrow screen the summaries keep at least three fifths of the line.
        let keyWidth = min(longest, 24, max(8, width * 2 / 5))
        let indent = String(repeating: " ", count: keyWidth + 4)
        var lines: [String] = []
        for section in sections {
            if !lines.isEmpty { lines.append("") }
            lines += TextWrap.wrap(section.title, width: width)
            for row in section.rows {
                var summary = TextWrap.wrap(row.summary, width: max(1, width - indent.count))
                if DisplayWidth.of(row.keys) > keyWidth {
                    lines += TextWrap.wrap(row.keys, width: max(1, width - 2)).map { "  " + $0 }
                } else {
                    let first = summary.isEmpty ? "" : summary.removeFirst()
                    lines.append("  " + DisplayWidth.fit(row.keys, to: keyWidth) + "  " + first)
                }
                lines += summary.map { indent + $0 }
            }
        }
        return lines
    }

    /// The overlay's lines for a box in `area`, section titles in their style.
    static func overlayLines(area: Rect, keys: KeyMaps) -> [OverlayLine] {
        let titles = Set(sections(keys).map(\.title))
        return lines(width: ScrollBox.textWidth(in: area), keys: keys).map { line in
            OverlayLine(text: line, style: titles.contains(line) ? Palette.overlayTitle : Palette.overlay)
        }
    }
}
