import TerminalUI

/// Keys of the changes' box (also help's and the hints' source).
enum SinceLastVisitKeyMap {
    static let bindings: [KeyBinding<SinceLastVisit.Action>] = [
        .init([.up, .character("k")], .moveHighlight(by: -1), "previous repository"),
        .init([.down, .character("j")], .moveHighlight(by: 1), "next repository"),
        .init([.enter], .open, "open its detail", hint: KeyHint("⏎", "open", priority: 50)),
        .init([.pageUp, .control("b")], .box(.scroll(.pageUp)), "a page up"),
        .init([.pageDown, .control("f"), .character(" ")], .box(.scroll(.pageDown)), "a page down"),
        .init([.escape, .character("q"), .character("N")], .close, "close", hint: KeyHint("Esc", "close", priority: 40)),
    ]
}
