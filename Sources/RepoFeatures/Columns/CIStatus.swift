import RepoCore
import TerminalUI

/// What the CI column knows of a repository's default branch (issue 29): its latest workflow
/// run, that it has none, or that it could not be told (GitHub failed, or offline and never
/// fetched). A repository not asked about yet is shown as `·`.
public enum CIStatus: Equatable, Sendable {
    case latest(WorkflowRunSummary)
    case noRuns
    case unknown

    /// The cell: ✓ ✖ ● – for the latest run, blank without runs, `?` when it could not be told.
    var cell: String {
        switch self {
        case .latest(let run): ConclusionMark(status: run.status, conclusion: run.conclusion).glyph
        case .noRuns: ""
        case .unknown: "?"
        }
    }

    /// A repository the column has not asked about yet.
    static let pendingCell = "·"

    /// The cell's colours: red for a failure, green for a success, yellow while running.
    static func style(ofCell cell: String) -> Style {
        switch cell {
        case "✓": Style(foreground: .green)
        case "✖": Style(foreground: .red, attributes: [.bold])
        case "●": Style(foreground: .yellow, monochrome: [.bold])
        default: Palette.quiet
        }
    }
}
