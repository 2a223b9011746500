/// Subsequence ("fuzzy") matching in the manner of fzf's first algorithm: the query's
/// characters must appear in order; the tightest window that holds them is scored, rewarding
/// matches at word starts and in runs, penalising gaps.
///
/// Text is compared as arrays of lower-cased scalar values (`FuzzyText`), computed once per
/// repository, so a keystroke over 10,000 repositories compares integers only.
enum FuzzyMatch {
    static let matchScore = 16
    static let boundaryBonus = 10
    static let prefixBonus = 12
    static let consecutiveBonus = 8
    static let gapOpening = 3
    static let gapExtension = 1

    /// The score of `query` in `text`, or nil when its characters do not all appear in order.
    /// An empty query matches everything with 0. Allocates nothing: it runs for every
    /// repository on every keystroke.
    static func score(_ query: FuzzyText, in text: FuzzyText) -> Int? {
        query.values.withUnsafeBufferPointer { q in
            text.values.withUnsafeBufferPointer { t in score(q, in: t) }
        }
    }

    /// `score` over folded values wherever they are kept (`SearchText`'s arena).
    static func score(_ q: UnsafeBufferPointer<UInt32>, in t: UnsafeBufferPointer<UInt32>) -> Int? {
        guard !q.isEmpty else { return 0 }
        guard q.count <= t.count, let (start, end) = window(q, t) else { return nil }
        var total = 0
        var previous = -1
        var next = 0
        for index in start...end where next < q.count && t[index] == q[next] {
            total += points(at: index, previous: previous, in: t)
            previous = index
            next += 1
        }
        return finish(total, length: t.count)
    }

    /// Where the query's characters match, in the tightest window that holds them all.
    static func positions(_ query: FuzzyText, in text: FuzzyText) -> [Int]? {
        let needle = query.values, haystack = text.values
        guard !needle.isEmpty else { return [] }
        guard needle.count <= haystack.count else { return nil }
        return needle.withUnsafeBufferPointer { q in
            haystack.withUnsafeBufferPointer { t -> [Int]? in
                guard let (start, end) = window(q, t) else { return nil }
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

    /// The tightest window holding the query in order: forward to where it first completes,
    /// then backward from there to the latest start.
    private static func window(_ q: UnsafeBufferPointer<UInt32>, _ t: UnsafeBufferPointer<UInt32>) -> (Int, Int)? {
        var matched = 0
        var end = -1
        for index in 0..<t.count where t[index] == q[matched] {
            matched += 1
            if matched == q.count { end = index; break }
        }
        guard end >= 0 else { return nil }
        var remaining = q.count - 1
        var index = end
        while index >= 0 {
            if t[index] == q[remaining] {
                if remaining == 0 { return (index, end) }
                remaining -= 1
            }
            index -= 1
        }
        return nil
    }

    /// What matching the character at `index` is worth, after a match at `previous` (-1: none).
    private static func points(at index: Int, previous: Int, in t: UnsafeBufferPointer<UInt32>) -> Int {
        var points = matchScore
        if index == 0 {
            points += prefixBonus + boundaryBonus
        } else if FuzzyText.isSeparator(t[index - 1]) {
            points += boundaryBonus
        }
        if previous >= 0 {
            let gap = index - previous - 1
            points += gap == 0 ? consecutiveBonus : -min(gapOpening + (gap - 1) * gapExtension, 12)
        }
        return points
    }

    /// Between equal matches, the shorter text is the better one.
    private static func finish(_ total: Int, length: Int) -> Int {
        total * 64 - min(length, 63)
    }
}

/// Text prepared for `FuzzyMatch`: one lower-cased value per grapheme (its first scalar), so
/// positions are the character offsets a renderer highlights.
struct FuzzyText: Equatable, Sendable {
    let values: [UInt32]

    init(_ text: String) {
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
