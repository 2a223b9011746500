import Foundation
import RepoCore

extension RepoListInteractor {
    /// A key typed while the filter or the user prompt is open.
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
        case (.user(let editor, _, var picker), .edit(let edit)):
            // What is typed narrows the list again; the highlight goes back to the text.
            picker.highlighted = nil
            state.view.prompt = .user(editor.applying(edit), problem: nil, picker: picker)
        case (.user(let editor, let problem, let picker), .moveSelection(let delta)):
            let count = picker.matches(for: editor.text, excluding: state.user).count
            state.view.prompt = .user(editor, problem: problem, picker: picker.moved(by: delta, count: count))
        case (.user(let editor, _, let picker), .accept):
            return acceptUser(editor, picker: picker, &state)
        case (.user, .cancel):
            state.view.prompt = nil
        case (.user, .complete), (nil, _):
            break
        }
        return []
    }

    /// Enter in the user prompt: the highlighted owner, else what is typed — or, with nothing
    /// typed, the first owner listed (`u` Enter goes back to the last one).
    private static func acceptUser(_ editor: LineEditor, picker: OwnerPicker, _ state: inout RepoList.State) -> RepoList.Reaction {
        let typed = editor.text.trimmingCharacters(in: .whitespaces)
        let matches = picker.matches(for: editor.text, excluding: state.user)
        let chosen: GitHubUsername
        if let index = picker.highlighted, matches.indices.contains(index) {
            chosen = matches[index].login
        } else if typed.isEmpty, let first = matches.first {
            chosen = first.login
        } else {
            do {
                chosen = try GitHubUsername(validating: typed)
            } catch {
                state.view.prompt = .user(editor, problem: "\(error)", picker: picker)
                return []
            }
        }
        state.view.prompt = nil
        return chosen == state.user ? [] : .delegate(.openOwner(chosen))
    }
}
