/// Bytes appended to memory of its own that grows as need be: `--json`'s output, a chunk at a
/// time. An array checks that it is not shared and has room at each append — a hundred a
/// repository — and those checks were a fifth of the writer's time (perf, issue 30).
struct OutputBuffer: ByteSink, ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// The bytes written so far.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// Empty again, its memory kept.
    mutating func removeAll() {
        count = 0
    }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let grown = max(needed, capacity * 2)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = grown
    }
}
