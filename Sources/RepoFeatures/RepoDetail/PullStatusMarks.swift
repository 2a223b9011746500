import RepoCore
import TerminalUI

/// How a pull request's row shows its status: the checks as a glyph (`✓ ✖ ●`, `·` until
/// known), the review decision as a coloured word; each with the words accessible mode reads.
enum PullStatusMarks {
    struct Mark: Equatable {
        /// What the row shows: a glyph, or the decision's words.
        var shown: String
        /// What accessible mode reads in its place.
        var word: String
        var style: Style
    }

    /// nil `checks`: not known yet.
    static func checks(_ checks: ChecksSummary?) -> Mark {
        guard let checks else { return Mark(shown: "·", word: "checks not known", style: Palette.quiet) }
        let count = "\(checks.total) \(checks.total == 1 ? "check" : "checks")"
        return switch checks.verdict {
        case .passing: Mark(shown: "✓", word: "checks passed",
                            style: Style(foreground: .green))
        case .failing: Mark(shown: "✖", word: "\(checks.failed) of \(count) failed",
                            style: Style(foreground: .red, attributes: [.bold]))
        case .pending: Mark(shown: "●", word: "\(checks.pending) of \(count) running",
                            style: Style(foreground: .yellow, monochrome: [.bold]))
        case .none: Mark(shown: " ", word: "no checks", style: .plain)
        }
    }

    /// nil for `.none`: nothing to say.
    static func review(_ decision: ReviewDecision) -> Mark? {
        switch decision {
        case .approved: Mark(shown: "approved", word: "approved", style: Style(foreground: .green))
        case .changesRequested: Mark(shown: "changes requested", word: "changes requested",
                                     style: Style(foreground: .red, attributes: [.bold]))
        case .reviewRequested: Mark(shown: "review requested", word: "review requested",
                                    style: Style(foreground: .yellow))
        case .none: nil
        }
    }
}
