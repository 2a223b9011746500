/// A match's place in the ranking as one integer: higher scores first, then the candidates'
/// order. Plain integers sort several times faster than pairs compared through a closure, and
/// ranking every match is most of a first keystroke's work in a large list.
struct RankKey: Comparable {
    private let bits: UInt64

    /// `sequence` must be below 2³²; a score beyond ±2³⁰ (free words score in the thousands)
    /// ranks as ±2³⁰.
    init(score: Int, sequence: Int) {
        let bounded = Int64(min(max(score, -(1 << 30)), 1 << 30))
        bits = UInt64((1 << 31) - bounded) << 32 | UInt64(sequence)
    }

    /// The match's place among the candidates.
    var sequence: Int { Int(bits & 0xFFFF_FFFF) }

    static func < (lhs: RankKey, rhs: RankKey) -> Bool { lhs.bits < rhs.bits }
}
