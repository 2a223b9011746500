import TerminalUI

/// Keys of the question (also help's and the hints' source). Enter is not a yes: a command that
/// asks first is one a stray Enter should not start.
enum CommandConfirmationKeyMap {
    static let bindings: [KeyBinding<CommandConfirmation.Action>] = [
        .init([.character("y"), .character("Y")], .confirm, "run the command", hint: KeyHint("y", "run", priority: 50)),
        .init([.character("n"), .character("N"), .escape, .character("q")], .cancel, "do not run it",
              hint: KeyHint("n/Esc", "do not", priority: 40)),
    ]
}
