import TerminalUI

/// Keys to the reading screen's actions, as a pure table (also help's source).
enum ActivityDetailKeyMap {
    static let bindings: [KeyBinding<ActivityDetail.Action>] = [
        .init([.up, .character("k")], .scroll(by: -1), "scroll up", hint: KeyHint("↑↓", "scroll", priority: 30)),
        .init([.down, .character("j")], .scroll(by: 1), "scroll down"),
        .init([.pageUp, .control("b")], .scrollPage(by: -1), "page up"),
        .init([.pageDown, .control("f"), .character(" ")], .scrollPage(by: 1), "page down"),
        .init([.home, .character("g")], .scrollToTop, "top"),
        .init([.end, .character("G")], .scrollToBottom, "bottom"),
        .init([.character("o")], .openPage, "open it in the browser", hint: KeyHint("o", "browser", priority: 20)),
        .init([.character("y")], .copyAddress, "copy its address"),
        .init([.character("r")], .refresh, "ask GitHub again"),
        .init([.escape, .left, .character("h"), .backspace, .character("q")], .back, "back to the list",
              hint: KeyHint("esc/q", "back", priority: 40)),
    ]
}
