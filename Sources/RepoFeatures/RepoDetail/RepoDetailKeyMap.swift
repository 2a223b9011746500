import TerminalUI

/// Keys to detail actions, as a pure table.
public enum RepoDetailKeyMap {
    public static func action(for key: Key) -> RepoDetail.Action? {
        switch key {
        case .up, .character("k"): .scroll(by: -1)
        case .down, .character("j"): .scroll(by: 1)
        case .pageUp, .control("b"): .scrollPage(by: -1)
        case .pageDown, .control("f"), .character(" "): .scrollPage(by: 1)
        case .home, .character("g"): .scrollToTop
        case .end, .character("G"): .scrollToBottom
        case .escape, .left, .character("h"), .backspace, .character("q"): .back
        default: nil
        }
    }
}
