import TerminalUI

/// Keys to column-chooser actions, as a table (also help's and the hints' source).
enum ColumnChooserKeyMap {
    static let bindings: [KeyBinding<ColumnChooser.Action>] = [
        .init([.up, .character("k")], .moveCursor(by: -1), "previous column"),
        .init([.down, .character("j")], .moveCursor(by: 1), "next column"),
        .init([.character(" "), .enter, .character("x")], .toggle, "show or hide the column",
              hint: KeyHint("Space", "show/hide", priority: 40)),
        .init([.character("K"), .character("-")], .moveColumn(by: -1), "move the column left",
              hint: KeyHint("K/J", "move", priority: 30)),
        .init([.character("J"), .character("+")], .moveColumn(by: 1), "move the column right"),
        .init([.character("d")], .reset, "back to the default columns"),
        .init([.escape, .character("q"), .character("C")], .close, "close", hint: KeyHint("Esc", "done", priority: 50)),
    ]

    static func action(for key: Key) -> ColumnChooser.Action? {
        bindings.action(for: key)
    }
}
