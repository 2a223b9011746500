import TerminalUI

/// One row of a scene's key table: the keys, the action they send and what help says of it.
/// Key maps look actions up in these tables and the help overlay lists them, so the two
/// cannot drift apart.
public struct KeyBinding<Action: Equatable & Sendable>: Equatable, Sendable {
    public var keys: [Key]
    public var action: Action
    public var summary: String

    public init(_ keys: [Key], _ action: Action, _ summary: String) {
        self.keys = keys
        self.action = action
        self.summary = summary
    }

    /// "↑ k" — the keys as help shows them.
    public var keyLabels: String {
        keys.map(\.label).joined(separator: " ")
    }
}

extension Array {
    /// The action bound to `key` in a key table, if any.
    public func action<Action>(for key: Key) -> Action? where Element == KeyBinding<Action> {
        first { $0.keys.contains(key) }?.action
    }
}
