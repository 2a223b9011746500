import Foundation

/// A stable, non-cryptographic digest (FNV-1a, 64-bit, chained) for ETags and fake SHAs.
/// Stable across runs and platforms, unlike `Hasher`.
enum ContentHash {
    static func hex(of data: Data, length: Int = 32) -> String {
        var output = ""
        var seed: UInt64 = 0xcbf2_9ce4_8422_2325
        while output.count < length {
            var hash = seed
            for byte in data {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
            let chunk = String(hash, radix: 16)
            output += String(repeating: "0", count: 16 - chunk.count) + chunk
            seed = hash ^ 0x9E37_79B9_7F4A_7C15
        }
        return String(output.prefix(length))
    }
}
