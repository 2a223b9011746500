import Foundation

/// What a cell shows on a terminal that cannot show UTF-8 (a `C` or ISO-8859-1 locale): ASCII
/// of exactly the cell's width. The app's own glyphs get look-alikes (★ → `*`, │ → `|`, █ → `#`),
/// accented Latin letters their base letter, anything else `?` in every column it would take.
enum AsciiStandIns {
    static func text(for character: Character, width: Int) -> String {
        let columns = max(1, width)
        if character.isASCII { return String(character) + String(repeating: " ", count: columns - 1) }
        if let standIn = glyphs[character] ?? baseLetter(of: character) {
            return standIn + String(repeating: " ", count: columns - 1)
        }
        return String(repeating: "?", count: columns)
    }

    /// "é" → "e", "Å" → "A": the first scalar of the canonical decomposition, when it is ASCII.
    private static func baseLetter(of character: Character) -> String? {
        guard let first = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first,
              first.isASCII, first.properties.isAlphabetic else { return nil }
        return String(first)
    }

    private static let glyphs: [Character: String] = [
        "★": "*", "●": "*", "•": "*", "◦": "o", "✓": "x", "·": ".", "…": ".",
        "›": ">", "‹": "<", "→": ">", "←": "<", "↑": "^", "↓": "v", "⏎": "<", "↪": ">", "⇥": ">", "◆": "*",
        "ℹ": "i", "✦": "*", "‼": "!", "⚠": "!", "✖": "x",
        "█": "#", "▓": "#", "▒": "+", "░": ".", "▏": "|",
        "▁": "_", "▂": "_", "▃": "-", "▄": "-", "▅": "=", "▆": "=", "▇": "#",
        "│": "|", "║": "|", "─": "-", "═": "=", "┌": "+", "┐": "+", "└": "+", "┘": "+",
        "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+",
        "—": "-", "–": "-", "“": "\"", "”": "\"", "‘": "'", "’": "'", "×": "x",
    ]
}
