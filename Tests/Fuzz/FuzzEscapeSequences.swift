// libFuzzer target: whatever bytes a terminal (or a stranger pasting) sends, as the escape-sequence
// parser receives them from ncurses. Built by Scripts/fuzz with the TerminalUI module.
import TerminalUI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEscapeSequences(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start + 1, count: count - 1))
    // Esc as ncurses delivers it, printable ASCII as characters, anything else as a key of its own.
    let keys: [Key] = bytes.map { byte in
        switch byte {
        case 0x1B: .escape
        case 0x20...0x7E: .character(Character(Unicode.Scalar(byte)))
        default: .unknown(Int32(byte))
        }
    }
    var whole = EscapeSequenceParser()
    let parsed = whole.feed(keys)

    // The same keys in two reads give the same keys: a slow link changes nothing — unless the
    // cut falls right after an Esc, which then stood alone for ncurses' whole escape delay and
    // is the Esc key.
    let cut = keys.isEmpty ? 0 : Int(start[0]) % (keys.count + 1)
    if cut == 0 || keys[cut - 1] != .escape {
        var split = EscapeSequenceParser()
        let inTwo = split.feed(Array(keys[..<cut])) + split.feed(Array(keys[cut...]))
        require(inTwo == parsed, "cutting the read at \(cut) changed the keys")
        require(split.isWaiting == whole.isWaiting, "cutting the read changed what is pending")
    }

    // Without Esc every key is itself; with it, nothing is invented: no more keys than came, and
    // every character given out is one that was typed.
    if !keys.contains(.escape) { require(parsed == keys, "keys without Esc were changed") }
    require(parsed.count <= keys.count, "more keys came out than went in")
    let typed = Set(bytes)
    for key in parsed {
        if case .character(let character) = key {
            require(character.asciiValue.map(typed.contains) == true, "\(character) was never typed")
        }
    }
    // A sequence whose rest never comes leaves nothing behind.
    whole.expire()
    require(!whole.isWaiting && whole.feed([]) == [], "an expired sequence came back")
    return 0
}

/// `precondition` drops its message in optimised builds; a fuzz failure must say what broke.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
