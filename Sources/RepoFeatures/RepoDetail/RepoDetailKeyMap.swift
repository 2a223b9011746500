import TerminalUI

/// Keys to detail actions, as a pure table (also the help overlay's source).
enum RepoDetailKeyMap {
    static let bindings: [KeyBinding<RepoDetail.Action>] = [
        .init([.up, .character("k")], .scroll(by: -1), "scroll up", name: "up", hint: KeyHint("↑↓", "scroll", priority: 30)),
        .init([.down, .character("j")], .scroll(by: 1), "scroll down", name: "down"),
        .init([.pageUp, .control("b")], .scrollPage(by: -1), "page up", name: "page-up"),
        .init([.pageDown, .control("f"), .character(" ")], .scrollPage(by: 1), "page down", name: "page-down"),
        .init([.home, .character("g")], .scrollToTop, "top", name: "top"),
        .init([.end, .character("G")], .scrollToBottom, "bottom", name: "bottom"),
        .init([.character("o")], .act(.openPage), "open in the browser", name: "browse"),
        .init([.character("O")], .act(.openOwnerPage), "open the owner's page", name: "browse-owner"),
        .init([.character("y")], .act(.copyCloneURL), "copy the clone URL", name: "copy-url"),
        .init([.character("Y")], .act(.copySSHURL), "copy the SSH URL", name: "copy-ssh"),
        .init([.character("*")], .toggleStar, "star / unstar (needs a token)", name: "star"),
        .init([.character("c")], .clone, "clone it", name: "clone"),
        .init([.character("A")], .changeRepository, "change it on GitHub (archive, topics, rename, …) — plan first (needs a token)",
              name: "change"),
        .init([.enter], .openParent, "open the repository it was forked from", name: "parent"),
        .init([.escape, .left, .character("h"), .backspace, .character("q")], .back, "back to the list", name: "back",
              hint: KeyHint("esc/q", "back", priority: 40)),
    ]

    static func action(for key: Key) -> RepoDetail.Action? {
        bindings.action(for: key)
    }
}
