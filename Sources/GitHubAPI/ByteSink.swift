/// Where bytes are appended one by one or a run at a time: an array, or `OutputBuffer`'s raw
/// memory, which `--json` writes into.
public protocol ByteSink: ~Copyable {
    mutating func append(_ byte: UInt8)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension ByteSink where Self: ~Copyable {
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }
}

extension Array: ByteSink where Element == UInt8 {
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}
