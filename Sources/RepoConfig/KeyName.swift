import TerminalUI

/// Keys as the config file writes them: `"c"`, `"C"`, `"ctrl-f"`, `"alt-x"`, `"enter"`, `"esc"`,
/// `"tab"`, `"shift-tab"`, `"space"`, `"backspace"`, `"delete"`, `"up"`, `"pgdn"`, `"f5"` …
enum KeyName {
    static let named: [(String, Key)] = [
        ("enter", .enter), ("esc", .escape), ("tab", .tab), ("shift-tab", .backTab), ("space", .character(" ")),
        ("backspace", .backspace), ("delete", .delete), ("insert", .insert), ("up", .up), ("down", .down),
        ("left", .left), ("right", .right), ("home", .home), ("end", .end), ("pgup", .pageUp), ("pgdn", .pageDown),
    ]
    static let aliases: [String: String] = ["return": "enter", "escape": "esc", "backtab": "shift-tab", "del": "delete",
                                            "pageup": "pgup", "pagedown": "pgdn"]

    /// The key `text` names; nil when it names none.
    static func key(_ text: String) -> Key? {
        if text.count == 1, let character = text.first, !character.isWhitespace || character == " " {
            return character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) ? .character(character) : nil
        }
        let lowered = text.lowercased()
        let name = aliases[lowered] ?? lowered
        if let key = named.first(where: { $0.0 == name })?.1 { return key }
        for (prefix, make) in [("ctrl-", Key.control), ("alt-", Key.alt)] as [(String, (Character) -> Key)] where name.hasPrefix(prefix) {
            let rest = text.dropFirst(prefix.count)
            guard rest.count == 1, let character = rest.first, character.isASCII, !character.isWhitespace else { return nil }
            return make(prefix == "ctrl-" ? Character(character.lowercased()) : character)
        }
        if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) { return .function(number) }
        return nil
    }

    /// How the config file writes `key`.
    static func name(_ key: Key) -> String {
        if let named = named.first(where: { $0.1 == key })?.0 { return named }
        switch key {
        case .character(let character): return String(character)
        case .control(let character): return "ctrl-\(character)"
        case .alt(let character): return "alt-\(character)"
        case .function(let number): return "f\(number)"
        default: return key.label
        }
    }

    /// Every name the file may use besides single characters, for messages.
    static let described = "a character, ctrl-x, alt-x, f1…f12, or one of: " + named.map(\.0).joined(separator: ", ")
}
