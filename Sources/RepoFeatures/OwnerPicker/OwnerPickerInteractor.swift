import Foundation
import RepoCore

/// The picker's state machine: typing narrows the owners, ↑↓ highlight one, Enter opens the
/// highlighted owner or what is typed, Esc closes. Pure.
enum OwnerPickerInteractor {
    static func reduce(_ state: inout OwnerPicker.State, _ action: OwnerPicker.Action) -> OwnerPicker.Reaction {
        switch action {
        case .load:
            return [.loadOwners]
        case .ownersLoaded(let owners):
            state.owners = owners
            state.highlighted = nil
        case .prompt(.edit(let edit)):
            // What is typed narrows the list again; the highlight goes back to the text.
            state.editor = state.editor.applying(edit)
            state.problem = nil
            state.highlighted = nil
        case .prompt(.moveSelection(let delta)):
            state.highlighted = moved(state.highlighted, by: delta, count: state.matches.count)
        case .prompt(.accept):
            return accept(&state)
        case .prompt(.cancel):
            return .delegate(.close)
        case .prompt(.complete):
            break
        }
        return []
    }

    /// ↓ from the typed text highlights the first match, ↑ the last; ↑ from the first goes back
    /// to the typed text.
    static func moved(_ highlighted: Int?, by delta: Int, count: Int) -> Int? {
        guard count > 0 else { return nil }
        guard let current = highlighted else { return delta > 0 ? 0 : count - 1 }
        let next = current + delta
        return next < 0 ? nil : min(next, count - 1)
    }

    /// Enter: the highlighted owner, else what is typed — or, with nothing typed, the first owner
    /// listed (`u` Enter goes back to the last one). A login GitHub cannot have is refused, and
    /// says why; the list's own owner just closes the picker.
    private static func accept(_ state: inout OwnerPicker.State) -> OwnerPicker.Reaction {
        let typed = state.editor.text.trimmingCharacters(in: .whitespaces)
        let matches = state.matches
        let chosen: GitHubUsername
        if let index = state.highlighted, matches.indices.contains(index) {
            chosen = matches[index].login
        } else if typed.isEmpty, let first = matches.first {
            chosen = first.login
        } else {
            do {
                chosen = try GitHubUsername(validating: typed)
            } catch {
                state.problem = "\(error)"
                return []
            }
        }
        return chosen == state.current ? .delegate(.close) : .delegate(.open(chosen))
    }
}
