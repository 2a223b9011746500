import RepoCore

/// `A` and what comes back of it: the rows a change acts on — the marked, else those the
/// filter shows, else the selected one — and GitHub's answers put in place of the rows they
/// changed, without a refetch.
extension RepoListInteractor {
    static func reduceChanges(_ action: RepoList.Action, _ state: inout RepoList.State) -> RepoList.Reaction {
        switch action {
        case .changeRepositories:
            let (targets, words) = changeTargets(state)
            guard !targets.isEmpty else {
                guard !state.marked.isEmpty else { return [] }
                return .delegate(.notice(StatusNotice(
                    message: "the filter hides every marked repository — Esc clears it, M unmarks them", tone: .warning)))
            }
            return .delegate(.planChange(targets, words: words, listing: state.listing))
        case .repositoriesChanged(let changed, let removed):
            applyChanges(changed, removed: removed, &state)
        default:
            break
        }
        return []
    }

    /// Only rows the list shows: a marked row the filter hides now is left out, and the words
    /// say so — nothing changes that the person cannot see.
    static func changeTargets(_ state: RepoList.State) -> ([Repository], String) {
        if !state.marked.isEmpty {
            let marked = state.rows.filter { state.marked.contains($0.id) }
            let hidden = state.marked.count - marked.count
            return (marked, "\(marked.count) marked" + (hidden > 0 ? " (\(hidden) hidden by the filter left out)" : ""))
        }
        if state.view.narrows {
            let shown = Array(state.rows)
            return (shown, shown.count == 1 ? "the 1 shown" : "the \(shown.count) shown")
        }
        guard let selected = state.selectedRepository else { return ([], "") }
        return ([selected], selected.fullName)
    }

    /// The rows GitHub answered for take the old ones' places (keeping what only the list
    /// knows: the star's date; a listing's row carries no page facts), deleted ones go.
    static func applyChanges(_ changed: [Repository], removed: Set<RepoID>, _ state: inout RepoList.State) {
        guard var known = state.known else { return }
        let answers = Dictionary(changed.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        guard known.repositories.contains(where: { answers[$0.id] != nil || removed.contains($0.id) }) else { return }
        known.repositories = known.repositories.compactMap { repository in
            if removed.contains(repository.id) { return nil }
            guard var answer = answers[repository.id] else { return repository }
            answer.starredAt = repository.starredAt
            answer.viewerPermission = answer.viewerPermission ?? repository.viewerPermission
            answer.facts = repository.facts
            return answer
        }
        state.marked.subtract(removed)
        adopt(known, freshness: state.freshness, into: &state)
    }
}
