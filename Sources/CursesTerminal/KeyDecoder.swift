import CNcurses
import TerminalUI

/// Turns what `wget_wch` returned into a `Key`. Pure, so the whole mapping is table-tested.
enum KeyDecoder {
    /// `code` is the `wint_t` from `wget_wch`; `isFunctionKey` is true when it returned
    /// `KEY_CODE_YES` (a `KEY_*` code rather than a character).
    static func decode(code: UInt32, isFunctionKey: Bool) -> Key {
        isFunctionKey ? functionKey(code) : character(code)
    }

    private static func functionKey(_ code: UInt32) -> Key {
        guard let value = Int32(exactly: code) else { return .unknown(Int32(bitPattern: code)) }
        if let key = functionKeys[value] { return key }
        let functionNumber = value - repotui_key_f(0)
        if (0...63).contains(functionNumber) { return .function(Int(functionNumber)) }
        return .unknown(value)
    }

    /// Keypad corners (A1, C1, A3, C3) and the VT220 Find/Select keys, which some terminals
    /// send for Home and End, count as the keys they stand for.
    private static let functionKeys: [Int32: Key] = [
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
        KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown, KEY_A3: .pageUp, KEY_C3: .pageDown,
        KEY_HOME: .home, KEY_A1: .home, KEY_FIND: .home,
        KEY_END: .end, KEY_C1: .end, KEY_SELECT: .end,
        KEY_ENTER: .enter, KEY_BACKSPACE: .backspace, KEY_DC: .delete, KEY_IC: .insert,
        KEY_BTAB: .backTab, KEY_RESIZE: .resize,
    ]

    private static func character(_ code: UInt32) -> Key {
        switch code {
        // tmux and most terminals send LF for Enter; with nonl() a real terminal sends CR.
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 9: return .tab
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        default:
            guard let scalar = Unicode.Scalar(code), !isControl(scalar) else {
                return .unknown(Int32(bitPattern: code))
            }
            return .character(Character(scalar))
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }
}
