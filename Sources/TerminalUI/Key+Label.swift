extension Key {
    /// How help and hints name the key: "↑", "PgDn", "Ctrl-B", "Space", "Enter".
    public var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-" + letter.uppercased()
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .delete: "Delete"
        case .insert: "Insert"
        case .function(let number): "F\(number)"
        case .alt(let character): "Alt-" + String(character)
        case .resize: "resize"
        case .mouse(let event): event.label
        case .unknown(let code): "key \(code)"
        }
    }
}
