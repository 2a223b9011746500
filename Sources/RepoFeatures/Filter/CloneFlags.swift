import RepoCore

/// What git said of the clones, for `is:cloned`, `is:dirty`, `is:ahead`, `is:behind` and
/// `is:local-only`: the kinds of each repository's clone as bits (`RepoQuery.CloneKind.flag`), by position.
struct CloneFlags: Equatable, Sendable {
    var cloned: Set<RepoID> = []
    var states: [RepoID: CloneState] = [:]

    /// Each repository's bits, in order; empty when nothing is cloned.
    func flags(of repositories: [Repository]) -> [UInt8] {
        guard !cloned.isEmpty else { return [] }
        return repositories.map { repository in
            guard cloned.contains(repository.id) else { return 0 }
            var flags = RepoQuery.CloneKind.cloned.flag
            if LocalOnlyRow.isLocalOnly(repository.id) { flags |= RepoQuery.CloneKind.localOnly.flag }
            if let facts = states[repository.id]?.facts {
                if facts.isDirty { flags |= RepoQuery.CloneKind.dirty.flag }
                if facts.ahead > 0 { flags |= RepoQuery.CloneKind.ahead.flag }
                if facts.behind > 0 { flags |= RepoQuery.CloneKind.behind.flag }
            }
            return flags
        }
    }

    /// How many of `flags` are of `kind`.
    static func count(_ kind: RepoQuery.CloneKind, in flags: [UInt8]) -> Int {
        flags.reduce(0) { $0 + ($1 & kind.flag != 0 ? 1 : 0) }
    }
}
