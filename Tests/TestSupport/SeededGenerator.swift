/// A small deterministic generator (SplitMix64) for property-style tests: the same seed gives
/// the same cases on every run and every platform, so a failure can always be reproduced.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    public mutating func element<T>(of items: [T]) -> T {
        items[below(items.count)]
    }

    /// `length` pieces drawn from `pieces`, concatenated.
    public mutating func string(from pieces: [String], length: ClosedRange<Int>) -> String {
        var text = ""
        for _ in 0..<int(in: length) { text += element(of: pieces) }
        return text
    }
}
