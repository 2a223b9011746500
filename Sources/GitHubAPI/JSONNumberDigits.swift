/// An integer's decimal digits appended in place — what `String(value)` prints, without
/// making a string for each of the tens of thousands of numbers a `--json` list holds.
enum JSONNumberDigits {
    static func append<Value: BinaryInteger>(_ value: Value, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        guard let magnitude = UInt64(exactly: value.magnitude) else {
            bytes.append(contentsOf: String(value.magnitude).utf8)
            return
        }
        var rest = magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }
}
