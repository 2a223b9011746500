/// Subsequence ("fuzzy") matching in the manner of fzf's first algorithm: the query's
/// characters must appear in order; the tightest window that holds them is scored, rewarding
/// matches at word starts and in runs, penalising gaps.
///
/// Text is compared as arrays of lower-cased scalar values (`FuzzyText`), computed once per
/// repository, so a keystroke over 10,000 repositories compares integers only.
public enum FuzzyMatch {
    static let matchScore = 16
    static let boundaryBonus = 10
    static let prefixBonus = 12
    static let consecutiveBonus = 8
    static let gapOpening = 3
    static let gapExtension = 1

    /// The score of `query` in `text`, or nil when its characters do not all appear in order.
    /// An empty query matches everything with 0.
    public static func score(_ query: FuzzyText, in text: FuzzyText) -> Int? {
        guard let positions = positions(query, in: text) else { return nil }
        return score(positions: positions, in: text)
    }

    /// Where the query's characters match, in the tightest window that holds them all.
    public static func positions(_ query: FuzzyText, in text: FuzzyText) -> [Int]? {
        let needle = query.values, haystack = text.values
        guard !needle.isEmpty else { return [] }
        guard needle.count <= haystack.count else { return nil }
        return needle.withUnsafeBufferPointer { q in
            haystack.withUnsafeBufferPointer { t -> [Int]? in
                // Forward: the earliest point where the whole query has appeared.
                var matched = 0
                var end = -1
                for index in 0..<t.count where t[index] == q[matched] {
                    matched += 1
                    if matched == q.count { end = index; break }
                }
                guard end >= 0 else { return nil }
                // Backward from there: the latest start, so the window is as tight as it gets.
                var remaining = q.count - 1
                var start = end
                var index = end
                while index >= 0 {
                    if t[index] == q[remaining] {
                        if remaining == 0 { start = index; break }
                        remaining -= 1
                    }
                    index -= 1
                }
                var positions: [Int] = []
                positions.reserveCapacity(q.count)
                var next = 0
                for index in start...end where next < q.count && t[index] == q[next] {
                    positions.append(index)
                    next += 1
                }
                return positions
            }
        }
    }

    static func score(positions: [Int], in text: FuzzyText) -> Int {
        var total = 0
        var previous: Int?
        for position in positions {
            total += matchScore
            if position == 0 {
                total += prefixBonus + boundaryBonus
            } else if FuzzyText.isSeparator(text.values[position - 1]) {
                total += boundaryBonus
            }
            if let previous {
                let gap = position - previous - 1
                total += gap == 0 ? consecutiveBonus : -min(gapOpening + (gap - 1) * gapExtension, 12)
            }
            previous = position
        }
        // Between equal matches, the shorter text is the better one.
        return total * 64 - min(text.values.count, 63)
    }
}

/// Text prepared for `FuzzyMatch`: one lower-cased value per grapheme (its first scalar), so
/// positions are the character offsets a renderer highlights.
public struct FuzzyText: Equatable, Sendable {
    public let values: [UInt32]

    public init(_ text: String) {
        var values: [UInt32] = []
        values.reserveCapacity(text.utf8.count)
        for character in text {
            guard let first = character.unicodeScalars.first else { continue }
            values.append(Self.folded(first))
        }
        self.values = values
    }

    /// ASCII is folded by arithmetic; other scripts through Unicode's lower-case mapping.
    static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x41 && value <= 0x5A) ? value + 0x20 : value
        }
        return scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? value
    }

    static func isSeparator(_ value: UInt32) -> Bool {
        switch value {
        case 0x20, 0x2D, 0x5F, 0x2E, 0x2F, 0x3A, 0x28, 0x5B: true // space - _ . / : ( [
        default: false
        }
    }
}
