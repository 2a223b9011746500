import RepoCore
import TerminalUI

/// Marks (`m`, `M`), `c`, `F` and `U`: the marked repositories are cloned as a batch, else the
/// selected one; the marked clones are fetched or fast-forwarded, else all of them; rows already
/// on disk are found after every load, off the frame.
extension RepoListInteractor {
    static func reduceCloning(_ action: RepoList.Action, _ state: inout RepoList.State) -> RepoList.Reaction {
        switch action {
        case .toggleMark:
            guard let repository = state.selectedRepository else { return [] }
            if state.marked.remove(repository.id) == nil { state.marked.insert(repository.id) }
            moveSelection(&state) { $0.moved(by: 1, count: $1, visible: $2) }
        case .clearMarks:
            state.marked = []
        case .clone:
            guard !state.marked.isEmpty else {
                return state.selectedRepository.map { .delegate(.clone([$0], showProgress: false)) } ?? []
            }
            // Every marked repository, in the list's order, hidden by the filter or not.
            let marked = state.allRepositories.filter { state.marked.contains($0.id) && !LocalOnlyRow.isLocalOnly($0.id) }
            state.marked = []
            return .delegate(.clone(marked, showProgress: true))
        case .updateClones(let update):
            return CloneUpdatePlan(state).reaction(update)
        case .clonesFound(let found):
            state.cloned.formUnion(found)
            arrangeClones(&state)
            return readCloneStates(of: found, in: state, refresh: false) + findLocalOnly(state)
        case .cloneStatesRead(let states):
            state.cloneStates.merge(states) { _, new in new }
            arrangeClones(&state)
        case .runInClone(let program):
            guard let repository = state.selectedRepository else { return [] }
            guard state.cloned.contains(repository.id) else {
                return .delegate(.notice(StatusNotice(
                    message: "\(TerminalText.singleLine(repository.fullName)) is not cloned — c clones it", tone: .warning)))
            }
            guard let path = state.cloneStates[repository.id]?.path else {
                return .delegate(.notice(StatusNotice(message: "still looking at the clone — a moment", tone: .warning)))
            }
            return .delegate(.perform(.runInClone(program, directory: path)))
        default:
            break
        }
        return []
    }

    /// `is:cloned`, `is:dirty` … answer what is known of the clones now.
    static func arrangeClones(_ state: inout RepoList.State) {
        let kept = state.selectedRepository?.id
        state.arrangement.updateClones(cloned: state.cloned, states: state.cloneStates, view: state.view)
        select(kept, in: &state)
    }

    /// git's word on these clones, the rows on screen first; none for an empty set.
    static func readCloneStates(of clones: Set<RepoID>, in state: RepoList.State, refresh: Bool) -> RepoList.Reaction {
        guard !clones.isEmpty else { return [] }
        let rows = state.rows
        let visible = rows.indices.clamped(to: state.selection.offset ..< state.selection.offset + state.visibleRows)
        let first = visible.map { rows[$0] }.filter { clones.contains($0.id) }
        let shown = Set(first.map(\.id))
        let rest = state.allRepositories.filter { clones.contains($0.id) && !shown.contains($0.id) }
        return [.readCloneStates(first + rest, refresh: refresh)]
    }

    /// After other rows arrived: which are cloned already. Not for organisations (Member of),
    /// nor when the rows are those checked before (a 304, a failed refresh).
    static func findClones(_ state: RepoList.State, unlessStill before: [Repository]?) -> RepoList.Reaction {
        guard state.scope != .memberOf, let repositories = state.known?.repositories, !repositories.isEmpty,
              repositories != before else { return [] }
        return [.findClones(repositories)]
    }
}
