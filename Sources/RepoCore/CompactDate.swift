import Foundation

/// An optional date in 8 bytes: `Date?` takes 9, and 16 in a struct, and a row holds four.
/// Equal exactly when the dates are (`-0` and `0` are one instant); nil is a bit pattern no
/// date has.
struct CompactDate: Hashable, Sendable {
    private var bits: UInt64

    /// A NaN with every bit set: `Date`s made from a number keep NaN's usual pattern instead.
    private static let absent = UInt64.max

    init(_ date: Date?) {
        guard let date else {
            bits = Self.absent
            return
        }
        let interval = date.timeIntervalSinceReferenceDate
        bits = interval == 0 ? 0 : interval.isNaN ? Double.nan.bitPattern : interval.bitPattern
    }

    var date: Date? {
        bits == Self.absent ? nil : Date(timeIntervalSinceReferenceDate: Double(bitPattern: bits))
    }
}
