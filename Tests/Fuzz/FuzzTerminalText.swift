// libFuzzer target: text from strangers on its way to the terminal. Built by Scripts/fuzz with
// the TerminalUI module.
import TerminalUI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalText(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let width = Int(start[0] % 50)  // 0...49 columns
    let text = String(decoding: UnsafeBufferPointer(start: start + 1, count: count - 1), as: UTF8.self)

    // Nothing that the terminal would obey survives: no C0 (line breaks included), no DEL, no C1.
    let safe = TerminalText.sanitize(text)
    for scalar in safe.unicodeScalars {
        require(scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value),
                     "sanitize let U+\(String(scalar.value, radix: 16)) through")
    }
    require(TerminalText.sanitize(safe) == safe, "sanitize is not idempotent")

    // Truncation and wrapping never exceed the width they were given.
    let truncated = DisplayWidth.truncate(safe, to: width)
    require(DisplayWidth.of(truncated) <= width, "truncate to \(width) gave width \(DisplayWidth.of(truncated))")
    let fitted = DisplayWidth.fit(safe, to: width)
    require(DisplayWidth.of(fitted) <= width, "fit to \(width) gave width \(DisplayWidth.of(fitted))")
    if width > 0 {
        for line in TextWrap.wrap(safe, width: width) {
            require(DisplayWidth.of(line) <= width, "wrap to \(width) gave a line of \(DisplayWidth.of(line))")
        }
    }
    return 0
}

/// `precondition` drops its message in optimised builds; a fuzz failure must say what broke.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
