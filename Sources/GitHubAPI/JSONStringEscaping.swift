/// A string's contents inside JSON quotes, escaped as Foundation's `JSONEncoder` escapes them
/// with `.withoutEscapingSlashes`: `"` and `\`, the short forms `\b \f \n \r \t`, other control
/// characters below U+0020 as `\u00XX`; everything else, non-ASCII included, as UTF-8.
enum JSONStringEscaping {
    static func append<Sink: ByteSink & ~Copyable>(_ string: String, to bytes: inout Sink) {
        var string = string
        // Native strings are contiguous UTF-8 already.
        string.withUTF8 { append(utf8: $0, to: &bytes) }
    }

    /// The same from UTF-8: the runs between escapes are copied whole.
    static func append<Sink: ByteSink & ~Copyable>(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout Sink) {
        var runStart = 0
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            if runStart < index { bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            appendEscape(byte, to: &bytes)
            runStart = index + 1
        }
        if runStart < utf8.count { bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }

    private static func appendEscape<Sink: ByteSink & ~Copyable>(_ byte: UInt8, to bytes: inout Sink) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            bytes.append("u00")
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
