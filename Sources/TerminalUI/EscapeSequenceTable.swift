/// What each escape sequence means, in the forms xterm, VT220, rxvt and the Linux console send
/// (crossterm and termwiz read the same). Modifiers (`ESC [ 1 ; 5 A`) are read and ignored: no
/// key table binds Ctrl or Shift with these keys.
enum EscapeSequenceTable {
    /// `ESC [ parameters final`.
    static func csi(parameters: String, final: Character) -> Key? {
        if parameters.hasPrefix("<") { return sgrMouse(parameters.dropFirst(), final: final) }
        let first = parameters.split(separator: ";", omittingEmptySubsequences: false).first.flatMap { Int($0) }
        switch final {
        case "A": return .up
        case "B": return .down
        case "C": return .right
        case "D": return .left
        case "H": return .home
        case "F": return .end
        case "Z": return .backTab
        // `~` is VT220's, `$` and `^` rxvt's with Shift and Ctrl.
        case "~", "$", "^": return first.flatMap { tilde[$0] }
        default: return nil
        }
    }

    /// `ESC [ n ~`: the editing keypad and the function keys.
    static let tilde: [Int: Key] = [
        1: .home, 7: .home, 4: .end, 8: .end, 2: .insert, 3: .delete, 5: .pageUp, 6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// `ESC O final`: xterm's application cursor keys, keypad Enter, F1–F4, rxvt's Ctrl-arrows.
    static func ss3(_ final: Character) -> Key? {
        switch final {
        case "A", "a": .up
        case "B", "b": .down
        case "C", "c": .right
        case "D", "d": .left
        case "H": .home
        case "F": .end
        case "M": .enter
        case "P": .function(1)
        case "Q": .function(2)
        case "R": .function(3)
        case "S": .function(4)
        default: nil
        }
    }

    /// The Linux console's `ESC [ [ A` … `ESC [ [ E`.
    static func linuxFunction(_ letter: Character) -> Key? {
        guard let value = letter.asciiValue, (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(value) else { return nil }
        return .function(Int(value - UInt8(ascii: "A")) + 1)
    }

    /// `ESC [ < button ; x ; y M` (press, wheel) or `m` (release), 1-based cells: xterm's SGR
    /// mouse mode (1006), which can name any column. Only the left button and the wheel count.
    static func sgrMouse(_ parameters: Substring, final: Character) -> Key? {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1, final == "M" || final == "m" else { return nil }
        let button = numbers[0]
        guard button & 32 == 0 else { return nil } // motion
        let kind: MouseEvent.Kind
        if button & 64 != 0 {
            kind = button & 1 == 0 ? .wheelUp : .wheelDown
        } else if button & 3 == 0 {
            kind = final == "M" ? .press : .release
        } else {
            return nil
        }
        return .mouse(MouseEvent(x: numbers[1] - 1, y: numbers[2] - 1, kind: kind))
    }
}
