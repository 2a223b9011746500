import TerminalUI

/// What works wherever the keyboard is, prompts and overlays included.
enum GlobalKeyMap {
    enum Action: Equatable, Sendable { case quit }

    static let bindings: [KeyBinding<Action>] = [
        .init([.control("c")], .quit, "quit from anywhere"),
    ]

    static func action(for key: Key) -> Action? {
        bindings.action(for: key)
    }
}
