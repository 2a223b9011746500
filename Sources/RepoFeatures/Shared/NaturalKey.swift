import Foundation

/// A name as bytes that compare the way people read names: case folded, and runs of digits
/// compared by value ("2" before "10").
struct NaturalKey: Comparable {
    private let bytes: [UInt8]

    init(fullName: String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fullName.utf8.count + 4)
        Self.append(fullName, to: &bytes)
        self.bytes = bytes
    }

    /// Appends `fullName`'s key to `bytes` (`NameRanks` keeps every key in one arena).
    static func append(_ fullName: String, to bytes: inout [UInt8]) {
        // ASCII names — nearly all — are lower-cased byte by byte; others through Unicode.
        let ascii = fullName.utf8.allSatisfy { $0 < 0x80 }
        var text = ascii ? fullName : fullName.lowercased()
        text.withUTF8 { source in
            var index = 0
            while index < source.count {
                let byte = source[index]
                guard isDigit(byte) else {
                    bytes.append(ascii && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte)
                    index += 1
                    continue
                }
                var end = index
                while end < source.count, isDigit(source[end]) { end += 1 }
                var first = index
                while first < end, source[first] == UInt8(ascii: "0") { first += 1 }
                // Digits sort before letters; a shorter run of significant digits is a smaller number.
                bytes.append(0x01)
                bytes.append(UInt8(min(end - first, 255)))
                bytes.append(contentsOf: source[first..<end])
                index = end
            }
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func < (lhs: NaturalKey, rhs: NaturalKey) -> Bool {
        lhs.bytes.withUnsafeBufferPointer { left in
            rhs.bytes.withUnsafeBufferPointer { right in order(left, right) < 0 }
        }
    }

    /// Negative when the key `left` comes first, zero when the two are the same, else positive.
    static func order(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(left.count, right.count)
        if common > 0, let a = left.baseAddress, let b = right.baseAddress {
            let order = memcmp(a, b, common)
            if order != 0 { return Int(order) }
        }
        return left.count - right.count
    }
}
