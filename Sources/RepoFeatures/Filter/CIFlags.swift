import RepoCore

/// What the CI column knows, for `ci:success`, `ci:failure`, `ci:pending` and `ci:none`: each
/// repository's kind (`RepoQuery.CIKind.flag`) by position, with `known` set once its CI was told.
enum CIFlags {
    /// Set for every repository whose CI is known, whatever its kind.
    static let known: UInt8 = 128

    /// Each repository's bits, in order; empty when nothing is known.
    static func flags(of repositories: [Repository], statuses: [RepoID: CIStatus]) -> [UInt8] {
        guard !statuses.isEmpty else { return [] }
        return repositories.map { repository in
            statuses[repository.id].map { known | (kind(of: $0)?.flag ?? 0) } ?? 0
        }
    }

    /// ✓ success, ✖ failure (or timed out), ● queued or running, no runs; a cancelled or skipped
    /// run, and CI that could not be told, are none of them.
    static func kind(of status: CIStatus) -> RepoQuery.CIKind? {
        switch status {
        case .latest(let run):
            switch ConclusionMark(status: run.status, conclusion: run.conclusion).glyph {
            case "✓": .success
            case "✖": .failure
            case "●": .pending
            default: nil
            }
        case .noRuns: RepoQuery.CIKind.none
        case .unknown: nil
        }
    }
}
