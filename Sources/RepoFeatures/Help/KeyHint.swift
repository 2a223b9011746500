import TerminalUI

/// A key's reminder in the status line: "⏎ open", "? help". When the line is short, hints give
/// way lowest priority first; `? help` has the highest, so it is the last to go.
public struct KeyHint: Equatable, Sendable {
    /// How the key is written in the hint ("⏎", "↑↓", "esc/q"): shorter than help's labels.
    var key: String
    var text: String
    var priority: Int

    init(_ key: String, _ text: String, priority: Int) {
        self.key = key
        self.text = text
        self.priority = priority
    }

    /// The priority of `? help`: above every other hint.
    static let helpPriority = 100

    var label: String { key + " " + text }

    /// The hints that fit in `width` columns, in their given order, dropping the lowest
    /// priorities first; two spaces between hints.
    static func fitting(_ hints: [KeyHint], width: Int) -> [KeyHint] {
        var kept = hints
        while !kept.isEmpty, DisplayWidth.of(line(kept)) > width {
            guard let lowest = kept.indices.min(by: { kept[$0].priority < kept[$1].priority }) else { break }
            kept.remove(at: lowest)
        }
        return kept
    }

    /// "⏎ open  / filter  ? help"
    static func line(_ hints: [KeyHint]) -> String {
        hints.map(\.label).joined(separator: "  ")
    }
}
