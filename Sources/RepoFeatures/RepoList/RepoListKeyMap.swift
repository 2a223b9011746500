import TerminalUI

/// Keys to list actions. A pure table, so it can be tested as one and shown as help.
enum RepoListKeyMap {
    static let bindings: [KeyBinding<RepoList.Action>] = [
        .init([.up, .character("k")], .moveSelection(by: -1), "move up"),
        .init([.down, .character("j")], .moveSelection(by: 1), "move down"),
        .init([.pageUp, .control("b")], .movePage(by: -1), "page up"),
        .init([.pageDown, .control("f"), .character(" ")], .movePage(by: 1), "page down"),
        .init([.home, .character("g")], .moveToTop, "first repository"),
        .init([.end, .character("G")], .moveToBottom, "last repository"),
        .init([.enter, .right, .character("l")], .openSelected, "open the detail", hint: KeyHint("⏎", "open", priority: 40)),
        .init([.character("/")], .beginFilter, "filter: type to narrow the list", hint: KeyHint("/", "filter", priority: 30)),
        .init([.escape], .back, "clear the filter, else back to the previous user"),
        .init([.character("s")], .cycleSort, "sort by the next field", hint: KeyHint("s", "sort", priority: 20)),
        .init([.character("S")], .reverseSort, "reverse the order"),
        .init([.character("f")], .toggleForks, "hide or show forks"),
        .init([.character("a")], .toggleArchived, "hide or show archived repositories"),
        .init([.character("t")], .cycleType, "next type: all, sources, forks, archived, templates, mirrors"),
        .init([.tab], .cycleScope(by: 1), "next scope: repositories, starred, member of (your own, with a token)"),
        .init([.backTab], .cycleScope(by: -1), "previous scope"),
        .init([.character("u")], .askForUser, "open another user (pinned and recent owners listed)"),
        .init([.character("p")], .togglePin, "pin or unpin this owner at the top of u's list"),
        .init([.character("r")], .refresh, "refresh from GitHub"),
        .init([.character("o")], .act(.openPage), "open in the browser"),
        .init([.character("O")], .act(.openOwnerPage), "open the owner's page"),
        .init([.character("y")], .act(.copyCloneURL), "copy the clone URL"),
        .init([.character("Y")], .act(.copySSHURL), "copy the SSH URL"),
        .init([.character("*")], .toggleStar, "star / unstar (needs a token)"),
        .init([.character("c")], .clone, "clone the marked repositories, else the selected one"),
        .init([.character("m")], .toggleMark, "mark / unmark for cloning, and move down"),
        .init([.character("M")], .clearMarks, "unmark all"),
        .init([.character("q")], .quit, "quit"),
    ]

    public static func action(for key: Key) -> RepoList.Action? {
        bindings.action(for: key)
    }
}
