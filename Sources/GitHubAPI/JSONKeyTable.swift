/// The keys of one kind of JSON object, found from a key's raw bytes without making a string:
/// a hash of the bytes, then a byte comparison. A page of 100 repositories has some 10,000 keys.
struct JSONKeyTable<Key: RawRepresentable & CaseIterable & Sendable>: Sendable where Key.RawValue == String {
    private struct Entry: Sendable {
        var bytes: [UInt8]
        var key: Key
        /// The key's place in `Key.allCases`: its bit in a set of keys seen.
        var index: Int
    }

    private let entries: [UInt64: Entry]

    init() {
        var entries: [UInt64: Entry] = [:]
        for (index, key) in Key.allCases.enumerated() {
            let bytes = Array(key.rawValue.utf8)
            precondition(index < 64 && entries[Self.hash(bytes)] == nil, "keys must be fewer than 64 and hash apart")
            entries[Self.hash(bytes)] = Entry(bytes: bytes, key: key, index: index)
        }
        self.entries = entries
    }

    /// The key these bytes spell, and its index; nil for a key the object does not read.
    func key<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> (key: Key, index: Int)? {
        guard let entry = entries[Self.hash(bytes)], entry.bytes.elementsEqual(bytes) else { return nil }
        return (entry.key, entry.index)
    }

    /// FNV-1a, 64 bits.
    private static func hash<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
