/// Moves over the changed repositories and opens one. Pure.
enum SinceLastVisitInteractor {
    static func reduce(_ state: inout SinceLastVisit.State, _ action: SinceLastVisit.Action) -> SinceLastVisit.Reaction {
        switch action {
        case .moveHighlight(let delta):
            let count = state.changes.changes.count
            guard count > 0 else { return [] }
            state.highlighted = max(0, min(count - 1, state.highlighted + delta))
            state.scrolling.show(state.highlighted)
            state.problem = nil
        case .open:
            guard state.changes.changes.indices.contains(state.highlighted) else { return [] }
            let change = state.changes.changes[state.highlighted]
            guard !change.kinds.contains(.gone) else {
                state.problem = "\(change.repository.fullName) is not in the list any more: nothing to open"
                return []
            }
            return SinceLastVisit.Reaction(delegates: [.close, .openDetail(change.repository)])
        case .close:
            return .delegate(.close)
        case .box(let action):
            state.scrolling.apply(action)
        }
        return []
    }
}
