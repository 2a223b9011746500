// libFuzzer target: the key decoder, fed what wget_wch can return. Built by Scripts/fuzz with
// Sources/CursesTerminal/KeyDecoder.swift and the TerminalUI module.
import CNcurses
import TerminalUI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    // Five bytes a key: a little-endian wint_t, then KEY_CODE_YES or not (low bit).
    var offset = 0
    while offset + 5 <= count {
        let code = UInt32(start[offset]) | UInt32(start[offset + 1]) << 8 | UInt32(start[offset + 2]) << 16
            | UInt32(start[offset + 3]) << 24
        let isFunctionKey = start[offset + 4] & 1 == 1
        offset += 5
        let key = KeyDecoder.decode(code: code, isFunctionKey: isFunctionKey)
        check(key, code: code, isFunctionKey: isFunctionKey)
    }
    return 0
}

/// A character is never a control character, never a function key; a printable code reads as
/// itself; the keys every map relies on decode as those keys.
private func check(_ key: Key, code: UInt32, isFunctionKey: Bool) {
    switch key {
    case .character(let character):
        require(!isFunctionKey, "function code \(code) decoded as a character")
        let scalars = character.unicodeScalars
        require(scalars.count == 1 && scalars.first!.value == code, "\(code) decoded as \(character)")
        require(code >= 0x20 && !(0x7F..<0xA0).contains(code), "control code \(code) as a character")
    case .control(let letter):
        require(!isFunctionKey && (1...26).contains(code), "\(code) decoded as Ctrl-\(letter)")
        require(letter.asciiValue.map { (0x61...0x7A).contains($0) } == true, "Ctrl-\(letter)")
    case .function(let number):
        require(isFunctionKey && (0...63).contains(number), "\(code) decoded as F\(number)")
    default:
        break
    }
    if !isFunctionKey, (0x20...0x7E).contains(code) {
        require(key == .character(Character(Unicode.Scalar(code)!)), "printable \(code) decoded as \(key)")
    }
    if isFunctionKey, Int32(exactly: code) == KEY_RESIZE {
        require(key == .resize, "KEY_RESIZE decoded as \(key)")
    }
}

/// `precondition` drops its message in optimised builds; a fuzz failure must say what broke.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
