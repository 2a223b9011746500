import TerminalUI

/// Keys to list actions. A pure table, so it can be tested as one and shown as help.
public enum RepoListKeyMap {
    public static func action(for key: Key) -> RepoList.Action? {
        switch key {
        case .up, .character("k"): .moveSelection(by: -1)
        case .down, .character("j"): .moveSelection(by: 1)
        case .pageUp, .control("b"): .movePage(by: -1)
        case .pageDown, .control("f"), .character(" "): .movePage(by: 1)
        case .home, .character("g"): .moveToTop
        case .end, .character("G"): .moveToBottom
        case .enter, .right, .character("l"): .openSelected
        case .character("r"): .refresh
        case .character("q"): .quit
        default: nil
        }
    }
}
