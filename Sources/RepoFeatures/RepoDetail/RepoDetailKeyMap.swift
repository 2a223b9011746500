import TerminalUI

/// Keys to detail actions, as a pure table (also the help overlay's source).
enum RepoDetailKeyMap {
    static let bindings: [KeyBinding<RepoDetail.Action>] = [
        .init([.up, .character("k")], .scroll(by: -1), "scroll up", hint: KeyHint("↑↓", "scroll", priority: 30)),
        .init([.down, .character("j")], .scroll(by: 1), "scroll down"),
        .init([.pageUp, .control("b")], .scrollPage(by: -1), "page up"),
        .init([.pageDown, .control("f"), .character(" ")], .scrollPage(by: 1), "page down"),
        .init([.home, .character("g")], .scrollToTop, "top"),
        .init([.end, .character("G")], .scrollToBottom, "bottom"),
        .init([.character("o")], .act(.openPage), "open in the browser"),
        .init([.character("O")], .act(.openOwnerPage), "open the owner's page"),
        .init([.character("y")], .act(.copyCloneURL), "copy the clone URL"),
        .init([.character("Y")], .act(.copySSHURL), "copy the SSH URL"),
        .init([.character("*")], .toggleStar, "star / unstar (needs a token)"),
        .init([.character("c")], .clone, "clone it"),
        .init([.escape, .left, .character("h"), .backspace, .character("q")], .back, "back to the list",
              hint: KeyHint("esc/q", "back", priority: 40)),
    ]

    public static func action(for key: Key) -> RepoDetail.Action? {
        bindings.action(for: key)
    }
}
