import TerminalUI

/// How a run, a job or a step ended (or that it has not): ✓ success, ✖ failure (or timed out),
/// – cancelled, skipped or neutral, ● queued or still running — and the words for each, for
/// accessible mode.
struct ConclusionMark: Equatable, Sendable {
    var glyph: String
    var word: String
    var style: Style

    init(status: String, conclusion: String?) {
        let words = { (text: String) in text.replacingOccurrences(of: "_", with: " ") }
        guard status == "completed" else {
            self.init(glyph: "●", word: words(status), style: Style(foreground: .yellow, monochrome: [.bold]))
            return
        }
        switch conclusion {
        case "success": self.init(glyph: "✓", word: "success", style: Style(foreground: .green))
        case let failed? where ["failure", "timed_out", "startup_failure"].contains(failed):
            self.init(glyph: "✖", word: words(failed), style: Style(foreground: .red, attributes: [.bold]))
        case let other?: self.init(glyph: "–", word: words(other), style: Palette.quiet)
        case nil: self.init(glyph: "–", word: "completed", style: Palette.quiet)
        }
    }

    private init(glyph: String, word: String, style: Style) {
        self.glyph = glyph
        self.word = word
        self.style = style
    }

    /// The glyph, or in accessible mode the word.
    func text(spoken: Bool) -> String { spoken ? word : glyph }
}
