import Foundation
import RepoCore

extension RepoListInteractor {
    /// A key typed while the filter prompt is open.
    static func handlePrompt(_ action: PromptAction, _ state: inout RepoList.State, now: Date) -> RepoList.Reaction {
        switch (state.view.prompt, action) {
        case (.filter(let cursor), .edit(let edit)):
            let edited = LineEditor(text: state.view.filter, cursor: cursor).applying(edit)
            state.view.prompt = .filter(cursor: edited.cursor)
            if edited.text != state.view.filter {
                // A new filter puts the best match on top.
                rearrange(&state, selectingFirst: true) { $0.setFilter(edited.text, now: now) }
            }
        case (.filter, .accept):
            state.view.prompt = nil
        case (.filter, .cancel):
            state.view.prompt = nil
            rearrange(&state) { $0.setFilter("", now: now) }
        case (.filter, .moveSelection(let delta)):
            return reduce(&state, .moveSelection(by: delta), now: now)
        case (.filter(let cursor), .complete):
            guard let completed = QueryCompletion.complete(text: state.view.filter, cursor: cursor, values: state.arrangement.values) else {
                break
            }
            state.view.prompt = .filter(cursor: completed.cursor)
            rearrange(&state, selectingFirst: true) { $0.setFilter(completed.text, now: now) }
        case (nil, _):
            break
        }
        return []
    }
}
