import TerminalUI

/// Keys of the journal (also help's and the hints' source).
enum ChangeHistoryKeyMap {
    static let bindings: [KeyBinding<ChangeHistory.Action>] = [
        .init([.up, .character("k")], .moveHighlight(by: -1), "previous line"),
        .init([.down, .character("j")], .moveHighlight(by: 1), "next line"),
        .init([.character("u"), .enter], .undo, "take the batch (or the one repository's change) back, after its plan",
              hint: KeyHint("u", "undo", priority: 50)),
        .init([.pageUp, .control("b")], .box(.scroll(.pageUp)), "a page up"),
        .init([.pageDown, .control("f"), .character(" ")], .box(.scroll(.pageDown)), "a page down"),
        .init([.escape, .character("q"), .character("Z")], .close, "close", hint: KeyHint("Esc", "close", priority: 40)),
    ]
}
