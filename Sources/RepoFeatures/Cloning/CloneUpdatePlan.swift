import RepoCore
import TerminalUI

/// Which clones `F` and `U` ask git to touch: the marked ones that are cloned, else every clone,
/// in the list's order. `U` keeps only those git last said are clean, on a branch with an
/// upstream, behind it and not ahead — the rest are left alone and the notice says how many.
/// The marks stay, so `F` then `U` can act on the same clones.
struct CloneUpdatePlan {
    /// The cloned repositories chosen, in the list's order.
    var clones: [Repository]
    var states: [RepoID: CloneState]
    /// Marks were set but none of them is cloned.
    var markedNoneCloned: Bool

    init(_ state: RepoList.State) {
        let repositories = state.allRepositories
        let chosen = state.marked.isEmpty ? repositories : repositories.filter { state.marked.contains($0.id) }
        clones = chosen.filter { state.cloned.contains($0.id) }
        states = state.cloneStates
        markedNoneCloned = !state.marked.isEmpty && clones.isEmpty
    }

    /// Whether `U` may move this clone now, as far as git last said.
    static func canFastForward(_ state: CloneState?) -> Bool {
        guard let facts = state?.facts else { return false }
        return facts.whyNotFastForward == nil && facts.behind > 0
    }

    func reaction(_ update: CloneUpdate) -> RepoList.Reaction {
        if markedNoneCloned { return Self.notice("none of the marked repositories is cloned — c clones them") }
        guard !clones.isEmpty else { return Self.notice("no clones here — c clones the selected repository") }
        switch update {
        case .fetch:
            return .delegate(.updateClones(clones, .fetch, showProgress: clones.count > 1))
        case .fastForward:
            let moving = clones.filter { Self.canFastForward(states[$0.id]) }
            let leftAlone = clones.count - moving.count
            guard !moving.isEmpty else {
                return Self.notice("nothing to fast-forward: no clean clone is behind its upstream (F fetches first)")
            }
            var reaction = RepoList.Reaction.delegate(.updateClones(moving, .fastForward, showProgress: moving.count > 1))
            if leftAlone > 0 {
                reaction.delegates.append(.notice(StatusNotice(
                    message: "fast-forwarding \(moving.count) — \(leftAlone) left alone: dirty, ahead, not behind or not read yet",
                    tone: .normal)))
            }
            return reaction
        }
    }

    private static func notice(_ message: String) -> RepoList.Reaction {
        .delegate(.notice(StatusNotice(message: message, tone: .warning)))
    }
}
