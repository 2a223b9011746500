import TerminalUI

/// One row of a key table: the keys, the action they send, what help says of it and, for the
/// keys worth a reminder, the status line's short hint. Key maps, the help overlay, the status
/// line, `--help` and the README test all read these tables, so none of them can drift apart.
struct KeyBinding<Action: Equatable & Sendable>: Equatable, Sendable {
    var keys: [Key]
    var action: Action
    var summary: String
    /// What the config file calls it (`[keys.list] clone = "C"`); empty where keys cannot be
    /// rebound.
    var name: String
    var hint: KeyHint?

    init(_ keys: [Key], _ action: Action, _ summary: String, name: String = "", hint: KeyHint? = nil) {
        self.keys = keys
        self.action = action
        self.summary = summary
        self.name = name
        self.hint = hint
    }

    /// "↑ k" — the keys as help shows them.
    var keyLabels: String {
        keys.map(\.label).joined(separator: " ")
    }
}

extension Array {
    /// The action bound to `key` in a key table, if any.
    func action<Action>(for key: Key) -> Action? where Element == KeyBinding<Action> {
        first { $0.keys.contains(key) }?.action
    }

    /// The status-line hints of a key table, in table order.
    func hints<Action>() -> [KeyHint] where Element == KeyBinding<Action> {
        compactMap(\.hint)
    }
}
