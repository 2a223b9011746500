import Foundation

/// Reads JSON values one at a time straight from the bytes, for decoders that know the shape
/// they expect (`RepositoryPageDecoder`): no tree, no boxes, nothing made for a value that is
/// skipped. It accepts what `JSONDecoder` accepts for the values it reads — numbers such as
/// `5.0` or `1e2` for integers, escapes and surrogate pairs in strings — and refuses what it
/// refuses: raw control characters, lone surrogates, invalid UTF-8, trailing garbage. Values
/// it steps over are checked only as far as JSONDecoder checks them (`skipValue`).
struct JSONScanner {
    enum Failure: Error, Equatable {
        /// Not JSON at this byte.
        case syntax(at: Int)
        /// JSON, but not the kind of value asked for.
        case wrongType
    }

    private let bytes: UnsafeRawBufferPointer
    private(set) var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// The next byte after white space, not consumed.
    mutating func peek() -> UInt8? {
        skipSpace()
        return position < bytes.count ? bytes[position] : nil
    }

    mutating func expect(_ byte: UInt8) throws(Failure) {
        guard peek() == byte else { throw .syntax(at: position) }
        position += 1
    }

    /// Consumes `byte` when it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// `null`, consumed when it comes next.
    mutating func takeNull() throws(Failure) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    mutating func bool() throws(Failure) -> Bool {
        guard let first = peek() else { throw .syntax(at: position) }
        switch first {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        case UInt8(ascii: "\""), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            throw .wrongType
        default: throw .syntax(at: position)
        }
    }

    /// An integer as `JSONDecoder` reads one into `Int64`: digits, or any number whose value is
    /// a whole one in range (`5.0`, `1e2`).
    mutating func integer() throws(Failure) -> Int64 {
        guard let first = peek() else { throw .syntax(at: position) }
        guard first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
                || first == UInt8(ascii: "t") || first == UInt8(ascii: "f") { throw .wrongType }
            throw .syntax(at: position)
        }
        let start = position
        let isPlainInteger = try number()
        let text = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
        if isPlainInteger, text.count <= 18 {
            var value: Int64 = 0
            for byte in text where byte != UInt8(ascii: "-") { value = value * 10 + Int64(byte - 0x30) }
            return text.first == UInt8(ascii: "-") ? -value : value
        }
        let string = String(decoding: text, as: UTF8.self)
        if isPlainInteger, let value = Int64(string) { return value }
        guard let double = Double(string), let value = Int64(exactly: double) else { throw .syntax(at: start) }
        return value
    }

    /// A string; escapes decoded, UTF-8 checked.
    mutating func string() throws(Failure) -> String {
        guard let first = peek() else { throw .syntax(at: position) }
        guard first == UInt8(ascii: "\"") else {
            if first == UInt8(ascii: "n") || first == UInt8(ascii: "t") || first == UInt8(ascii: "f") || first == UInt8(ascii: "[")
                || first == UInt8(ascii: "{") || first == UInt8(ascii: "-") || (0x30...0x39).contains(first) {
                throw .wrongType
            }
            throw .syntax(at: position)
        }
        position += 1
        let start = position
        // The common case: no escape — one validated copy of the bytes as they are.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
                position += 1
                guard let string = String(validating: text, as: UTF8.self) else { throw .syntax(at: start) }
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw .syntax(at: position) }
            position += 1
        }
        return try escapedString(from: start)
    }

    private mutating func escapedString(from start: Int) throws(Failure) -> String {
        var utf8 = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: utf8, as: UTF8.self) else { throw .syntax(at: start) }
                return string
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw .syntax(at: position) }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: String(try unicodeEscape()).utf8)
                default: throw .syntax(at: position - 1)
                }
            case 0..<0x20:
                throw .syntax(at: position - 1)
            default:
                utf8.append(byte)
            }
        }
        throw .syntax(at: position)
    }

    /// After `\u`: one scalar, from a surrogate pair when it takes two escapes.
    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let first = try hexQuad()
        if (0xD800..<0xDC00).contains(first) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                throw .syntax(at: position)
            }
            position += 2
            let second = try hexQuad()
            guard (0xDC00..<0xE000).contains(second),
                  let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else { throw .syntax(at: position) }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw .syntax(at: position) }
        return scalar
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw .syntax(at: position) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .syntax(at: position)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// The raw bytes of an object key without escapes, or nil (then read it with `string()`).
    mutating func plainKey() throws(Failure) -> UnsafeRawBufferPointer? {
        guard peek() == UInt8(ascii: "\"") else { throw .syntax(at: position) }
        var end = position + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        let key = UnsafeRawBufferPointer(rebasing: bytes[(position + 1)..<end])
        position = end + 1
        return key
    }

    /// Steps over one value of any kind, as leniently as JSONDecoder steps over the values it
    /// does not read: brackets, separators and literals are checked; inside a string only where
    /// it ends (`\\` takes the next byte, `\\u` four more), and a number is any run of its characters.
    mutating func skipValue(depth: Int = 0) throws(Failure) {
        guard depth < 512, let first = peek() else { throw .syntax(at: position) }
        switch first {
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "{"):
            position += 1
            if take(UInt8(ascii: "}")) { return }
            repeat {
                guard peek() == UInt8(ascii: "\"") else { throw .syntax(at: position) }
                try skipString()
                try expect(UInt8(ascii: ":"))
                try skipValue(depth: depth + 1)
            } while try separator(closing: UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            position += 1
            if take(UInt8(ascii: "]")) { return }
            repeat {
                try skipValue(depth: depth + 1)
            } while try separator(closing: UInt8(ascii: "]"))
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            while position < bytes.count, isNumberCharacter(bytes[position]) { position += 1 }
        default: throw .syntax(at: position)
        }
    }

    private mutating func skipString() throws(Failure) {
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"):
                position += position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "u") ? 6 : 2
            default:
                position += 1
            }
        }
        throw .syntax(at: position)
    }

    private func isNumberCharacter(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// After a member or an element: true at a comma (another follows), false at `closing` —
    /// which may follow a comma, as JSONDecoder allows.
    mutating func separator(closing: UInt8) throws(Failure) -> Bool {
        if take(UInt8(ascii: ",")) { return !take(closing) }
        try expect(closing)
        return false
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
              memcmp(bytes.baseAddress! + position, word.utf8Start, count) == 0 else { throw .syntax(at: position) }
        position += count
    }

    /// Steps over a number by JSON's grammar; true when it is digits alone (with a sign).
    private mutating func number() throws(Failure) -> Bool {
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else { throw .syntax(at: start) }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        var plain = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            plain = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else { throw .syntax(at: position) }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            plain = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else { throw .syntax(at: position) }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        return plain
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
