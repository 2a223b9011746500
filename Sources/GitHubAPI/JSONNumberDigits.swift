/// An integer's decimal digits appended in place — what `String(value)` prints, without
/// making a string for each of the tens of thousands of numbers a `--json` list holds.
enum JSONNumberDigits {
    static func append<Value: BinaryInteger, Sink: ByteSink & ~Copyable>(_ value: Value, to bytes: inout Sink) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        guard let magnitude = UInt64(exactly: value.magnitude) else {
            var digits = String(value.magnitude)
            digits.withUTF8 { bytes.append($0) }
            return
        }
        // Written from the last digit back into room for the most a UInt64 has (20).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = magnitude, start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
