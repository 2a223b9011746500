import TerminalUI

/// What a key does while a prompt (the filter, the user name) has the keyboard.
public enum PromptAction: Equatable, Sendable {
    case edit(LineEditor.Edit)
    case accept
    case cancel
    /// ↑ ↓ still move through the list while the filter narrows it.
    case moveSelection(by: Int)
    /// Tab: complete the qualifier or value at the cursor (the filter).
    case complete
}

/// Keys to prompt actions, as a table (also the help overlay's source). Any other printable
/// character is typed into the prompt.
enum PromptKeyMap {
    /// Enter and Esc mean "keep" and "clear" in the filter, "open" and "cancel" for a user name.
    enum Purpose: Equatable, Sendable { case filter, user }

    static let bindings: [KeyBinding<PromptAction>] = [
        .init([.enter], .accept, "keep it and return to the list", name: "accept"),
        .init([.escape], .cancel, "clear it and return to the list", name: "cancel"),
        completion,
    ] + editing

    static let completion = KeyBinding<PromptAction>(
        [.tab], .complete, "complete the qualifier or value at the cursor", name: "complete", hint: KeyHint("⇥", "complete", priority: 20))

    static let editing: [KeyBinding<PromptAction>] = [
        .init([.backspace], .edit(.deleteBackward), "delete the character before the cursor", name: "delete-backward"),
        .init([.delete, .control("d")], .edit(.deleteForward), "delete the character under the cursor", name: "delete-forward"),
        .init([.control("u")], .edit(.deleteToStart), "delete to the start", name: "delete-to-start"),
        .init([.control("w")], .edit(.deleteWordBackward), "delete the word before the cursor", name: "delete-word"),
        .init([.left], .edit(.moveLeft), "cursor left", name: "left"),
        .init([.right], .edit(.moveRight), "cursor right", name: "right"),
        .init([.home, .control("a")], .edit(.moveToStart), "cursor to the start", name: "start"),
        .init([.end, .control("e")], .edit(.moveToEnd), "cursor to the end", name: "end"),
        .init([.up], .moveSelection(by: -1), "move up the list", name: "up"),
        .init([.down], .moveSelection(by: 1), "move down the list", name: "down"),
    ]

    /// The table for one prompt, its Enter and Esc hinted with what they do there.
    static func bindings(for purpose: Purpose) -> [KeyBinding<PromptAction>] {
        let (accept, cancel) = switch purpose {
        case .filter: ("keep", "clear")
        case .user: ("open", "cancel")
        }
        return [
            .init([.enter], .accept, "\(accept) and return to the list", name: "accept", hint: KeyHint("⏎", accept, priority: 40)),
            .init([.escape], .cancel, "\(cancel) and return to the list", name: "cancel", hint: KeyHint("Esc", cancel, priority: 30)),
        ] + (purpose == .filter ? [completion] : []) + editing
    }

    /// What `key` does in a prompt with `table`'s bindings: a bound key's action, else a
    /// printable character typed.
    static func action(for key: Key, in table: [KeyBinding<PromptAction>] = bindings) -> PromptAction? {
        if let bound = table.action(for: key) { return bound }
        if case .character(let character) = key, !character.isNewline,
           !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return .edit(.insert(String(character)))
        }
        return nil
    }
}
