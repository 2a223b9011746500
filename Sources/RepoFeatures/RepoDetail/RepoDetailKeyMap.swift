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
        .init([.tab], .cycleTab(by: 1), "next tab: overview, issues, pull requests, actions", name: "next-tab",
              hint: KeyHint("⇥", "tabs", priority: 35)),
        .init([.backTab], .cycleTab(by: -1), "previous tab", name: "previous-tab"),
        .init([.character("r")], .refresh, "refresh from GitHub (what the tab shows)", name: "refresh"),
        .init([.character("/")], .beginFilter, "query a tab's list: state:closed, label:bug, author:hubot, words", name: "filter"),
        .init([.escape, .left, .character("h"), .backspace, .character("q")], .back, "back to the list", name: "back",
              hint: KeyHint("esc/q", "back", priority: 40)),
    ]

    /// What the overview's keys do in a tab's list, for help: the same keys (as rebound),
    /// read for the selected row.
    static func inLists(_ keys: KeyMaps) -> [KeyBinding<RepoDetail.Action>] {
        let meanings = [
            ("up", "move the selection up or down"), ("page-up", "a page up or down"), ("top", "the first or the last row"),
            ("parent", "read the selected one: its description and comments, or a run's jobs"),
            ("browse", "open the selected one in the browser"),
            ("copy-url", "copy the selected one's address"), ("refresh", "ask GitHub again for the list"),
            ("filter", "narrow it: state:closed (or all) asks GitHub; label:, author:, words the rows"),
        ]
        let table = keys.detail
        return meanings.compactMap { name, summary in
            table.first { $0.name == name }.map { binding in
                let pair = ["up": "down", "page-up": "page-down", "top": "bottom"][name]
                let partner = pair.flatMap { other in table.first { $0.name == other } }
                // The first key of each, as help's key column is narrow.
                return KeyBinding(Array(binding.keys.prefix(1)) + (partner?.keys.prefix(1) ?? []), binding.action, summary)
            }
        }
    }

    /// The status line's reminders in a tab's list.
    static func listHints(_ keys: KeyMaps) -> [KeyHint] {
        let enter = keys.detail.first { $0.name == "parent" }?.keys.first?.label ?? "⏎"
        return [KeyHint("↑↓", "select", priority: 30), KeyHint(enter, "read", priority: 38), KeyHint("o", "browser", priority: 10), KeyHint("⇥", "tabs", priority: 35),
                KeyHint("r", "refresh", priority: 20), KeyHint("esc/q", "back", priority: 40)]
    }

    static func action(for key: Key) -> RepoDetail.Action? {
        bindings.action(for: key)
    }
}
