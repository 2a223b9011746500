/// Colour pairs, allocated the first time a (foreground, background) combination is drawn.
///
/// curses draws colour only through numbered pairs; numbering them on demand keeps the table
/// as small as what is actually on screen. Pure: defining a pair is the caller's closure.
struct ColorPairTable {
    struct Colors: Hashable {
        var foreground: Int16
        var background: Int16
    }

    /// Pair numbers available, from `COLOR_PAIRS` (capped at what a `short` pair number holds).
    let capacity: Int
    private var pairs: [Colors: Int16] = [:]
    private var nextPair: Int16 = 1

    init(capacity: Int) {
        self.capacity = min(max(capacity, 0), Int(Int16.max) + 1)
    }

    /// The pair number for `colors`; `define(pair, foreground, background)` is called once per
    /// new pair and returns whether the terminal accepted it. Pair 0 is the terminal's default
    /// colours, and also the fallback when pairs run out or a definition fails.
    mutating func pair(for colors: Colors, define: (Int16, Int16, Int16) -> Bool) -> Int16 {
        if colors == Colors(foreground: -1, background: -1) { return 0 }
        if let known = pairs[colors] { return known }
        guard Int(nextPair) < capacity else { return 0 }
        let number = nextPair
        guard define(number, colors.foreground, colors.background) else { return 0 }
        nextPair += 1
        pairs[colors] = number
        return number
    }
}
