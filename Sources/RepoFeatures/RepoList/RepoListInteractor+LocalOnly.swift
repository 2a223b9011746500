import RepoCore

/// Issue 27, item 2: clones in the owner's folder that the list does not hold show as rows of
/// their own (`local only — …`), looked for after every check of the clones, then GitHub asked
/// what became of each name.
extension RepoListInteractor {
    static func reduceLocalOnly(_ action: RepoList.Action, _ state: inout RepoList.State) -> RepoList.Reaction {
        switch action {
        case .localOnlyFound(let clones):
            let fates = Dictionary(state.localOnly.map { ($0.clone.name, $0.fate) }) { first, _ in first }
            let before = Set(state.localOnly.map(\.repository.id))
            let like = state.known?.repositories.first
            state.localOnly = clones.map {
                LocalOnlyRow($0, fate: fates[$0.name] ?? nil, owner: state.user, like: like, offline: state.network == .offline)
            }
            let ids = Set(state.localOnly.map(\.repository.id))
            var reaction: RepoList.Reaction = []
            if ids != before {
                state.cloned.subtract(before.subtracting(ids))
                state.cloned.formUnion(ids)
                reshow(&state)
                // Asking replaces the reading in flight: the clones git has not answered for yet are asked again.
                let unread = state.cloned.filter { state.cloneStates[$0] == nil }
                reaction = readCloneStates(of: unread, in: state, refresh: false)
            }
            let unasked = state.localOnly.filter { $0.fate == nil }.map(\.repository)
            if state.network == .online, !unasked.isEmpty { reaction.append(.askAboutLocalOnly(unasked)) }
            return reaction
        case .localOnlyFates(let fates):
            let like = state.known?.repositories.first
            for index in state.localOnly.indices {
                guard let fate = fates[state.localOnly[index].clone.name] else { continue }
                state.localOnly[index] = LocalOnlyRow(state.localOnly[index].clone, fate: fate, owner: state.user, like: like,
                                                      offline: state.network == .offline)
            }
            reshow(&state)
        default:
            break
        }
        return []
    }

    /// `r`: the owner's folders looked through again (GitHub may answer 304 to the list, and no
    /// clone check follows), and the names GitHub could not be asked about asked again.
    static func refreshLocalOnly(_ state: inout RepoList.State) -> RepoList.Reaction {
        for index in state.localOnly.indices {
            if case .unknown? = state.localOnly[index].fate { state.localOnly[index].fate = nil }
        }
        return findLocalOnly(state)
    }

    /// The search, for an owner's own list (not starred, not Member of) once it has data.
    static func findLocalOnly(_ state: RepoList.State) -> RepoList.Reaction {
        guard state.scope == .repositories, let known = state.known else { return [] }
        let probe = LocalOnlyRow.repository(named: "probe", owner: state.user, like: known.repositories.first)
        return [.findLocalOnly(probe: probe, known: known.repositories)]
    }

    /// The local-only rows whose names `repositories` does not hold (a clone pushed since is a row of the list).
    static func localOnlyRows(besides repositories: [Repository], in state: RepoList.State) -> [Repository] {
        guard !state.localOnly.isEmpty else { return [] }
        let names = Set(repositories.map { $0.name.lowercased() })
        return state.localOnly.map(\.repository).filter { !names.contains($0.name.lowercased()) }
    }

    /// `repositories` and the local-only rows after them. Without any, the very array: a copy
    /// of 100,000 repositories would be held beside the original (40 MB more at the peak).
    static func withLocalOnlyRows(_ repositories: [Repository], in state: RepoList.State) -> [Repository] {
        let local = localOnlyRows(besides: repositories, in: state)
        return local.isEmpty ? repositories : repositories + local
    }

    private static func reshow(_ state: inout RepoList.State) {
        guard let known = state.known else { return }
        show(withLocalOnlyRows(known.repositories, in: state), in: &state)
        arrangeClones(&state)
    }
}

extension RepoList.State {
    /// The list's repositories and its local-only rows.
    var allRepositories: [Repository] {
        RepoListInteractor.withLocalOnlyRows(known?.repositories ?? [], in: self)
    }
}
