/// Case-insensitive substring matching over `FuzzyText`, the default for free words: where a
/// word starts in a text, preferring a start of a word (`serv` in `web-server`) to the middle
/// of one, so ranking can put word-prefix matches first.
enum SubstringMatch {
    /// What a match is worth: at the start of the text, at a word's start, inside a word.
    static let atStart = 3, atWordStart = 2, inside = 1

    /// The best place `word` occurs in `text`, and how good it is; nil when it does not occur.
    /// Allocates nothing: it runs for every repository on every keystroke.
    static func find(_ word: FuzzyText, in text: FuzzyText) -> (offset: Int, quality: Int)? {
        word.values.withUnsafeBufferPointer { n in
            text.values.withUnsafeBufferPointer { h in find(n, in: h) }
        }
    }

    /// `find` over folded values wherever they are kept (`SearchText`'s arena).
    static func find(_ n: UnsafeBufferPointer<UInt32>, in h: UnsafeBufferPointer<UInt32>) -> (offset: Int, quality: Int)? {
        guard !n.isEmpty else { return (0, atStart) }
        guard n.count <= h.count else { return nil }
        var best: (Int, Int)?
        let first = n[0]
        var start = 0
        let last = h.count - n.count
        while start <= last {
            if h[start] == first && matches(n, h, at: start) {
                if start == 0 { return (0, atStart) }
                if FuzzyText.isSeparator(h[start - 1]) { return (start, atWordStart) }
                if best == nil { best = (start, inside) }
            }
            start += 1
        }
        return best
    }

    private static func matches(_ n: UnsafeBufferPointer<UInt32>, _ h: UnsafeBufferPointer<UInt32>, at start: Int) -> Bool {
        var index = 1
        while index < n.count {
            if h[start + index] != n[index] { return false }
            index += 1
        }
        return true
    }
}
