import TerminalUI

/// Keys to list actions. A pure table, so it can be tested as one and shown as help.
enum RepoListKeyMap {
    static let bindings: [KeyBinding<RepoList.Action>] = [
        .init([.up, .character("k")], .moveSelection(by: -1), "move up", name: "up"),
        .init([.down, .character("j")], .moveSelection(by: 1), "move down", name: "down"),
        .init([.pageUp, .control("b")], .movePage(by: -1), "page up", name: "page-up"),
        .init([.pageDown, .control("f"), .character(" ")], .movePage(by: 1), "page down", name: "page-down"),
        .init([.home, .character("g")], .moveToTop, "first repository", name: "top"),
        .init([.end, .character("G")], .moveToBottom, "last repository", name: "bottom"),
        .init([.enter, .right, .character("l")], .openSelected, "open the detail", name: "open", hint: KeyHint("⏎", "open", priority: 40)),
        .init([.character("/")], .beginFilter, "filter: type to narrow the list", name: "filter", hint: KeyHint("/", "filter", priority: 30)),
        .init([.escape], .back, "clear the filter, else back to the previous user", name: "back"),
        .init([.character("s")], .cycleSort, "sort by the next field", name: "sort", hint: KeyHint("s", "sort", priority: 20)),
        .init([.character("S")], .reverseSort, "reverse the order", name: "reverse"),
        .init([.character("f")], .toggleForks, "hide or show forks", name: "forks"),
        .init([.character("a")], .toggleArchived, "hide or show archived repositories", name: "archived"),
        .init([.character("t")], .cycleType, "next type: all, sources, forks, archived, templates, mirrors", name: "type"),
        .init([.tab], .cycleScope(by: 1), "next scope: repositories, starred, member of (your own, with a token)", name: "next-scope"),
        .init([.backTab], .cycleScope(by: -1), "previous scope", name: "previous-scope"),
        .init([.character("u")], .askForUser, "open another user (pinned and recent owners listed)", name: "user"),
        .init([.character("p")], .togglePin, "pin or unpin this owner at the top of u's list", name: "pin"),
        .init([.character("r")], .refresh, "refresh from GitHub", name: "refresh"),
        .init([.character("o")], .act(.openPage), "open in the browser", name: "browse"),
        .init([.character("O")], .act(.openOwnerPage), "open the owner's page", name: "browse-owner"),
        .init([.character("y")], .act(.copyCloneURL), "copy the clone URL", name: "copy-url"),
        .init([.character("Y")], .act(.copySSHURL), "copy the SSH URL", name: "copy-ssh"),
        .init([.character("*")], .toggleStar, "star / unstar (needs a token)", name: "star"),
        .init([.character("c")], .clone, "clone the marked repositories, else the selected one", name: "clone"),
        .init([.character("m")], .toggleMark, "mark / unmark for c, F and U, and move down", name: "mark"),
        .init([.character("M")], .clearMarks, "unmark all", name: "unmark-all"),
        .init([.character("A")], .changeRepositories,
              "change repositories: the marked, else those the filter shows, else this one — plan first (needs a token)",
              name: "change"),
        .init([.character("F")], .updateClones(.fetch), "fetch the marked clones, else every clone (git fetch)", name: "fetch"),
        .init([.character("U")], .updateClones(.fastForward), "fast-forward the clean, behind clones (marked, else all)", name: "fast-forward"),
        .init([.character("N")], .showChanges, "what changed since the last visit (new, gone, renamed, archived, pushed, stars)",
              name: "changes-since"),
        .init([.character("e")], .runInClone(.editor), "open $VISUAL or $EDITOR in the clone; back here when it exits", name: "edit"),
        .init([.character("$")], .runInClone(.shell), "open $SHELL in the clone; back here when it exits", name: "shell"),
        .init([.character("q")], .quit, "quit", name: "quit"),
    ]

    static func action(for key: Key) -> RepoList.Action? {
        bindings.action(for: key)
    }
}
