/// The year's commits as sparkline cells: weeks grouped so they fit the width (the most
/// recent week always last), and each group's height on one scale for everyone's and the
/// owner's commits, so the owner's line shows their share. Pure.
struct ActivityChart: Equatable, Sendable {
    /// Everyone's commits per cell, oldest first.
    var all: [Int]
    /// The owner's commits per cell.
    var owner: [Int]

    static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// Weeks in groups of the fewest weeks that fit `cells`; grouping starts at the recent end,
    /// so a short first group holds the oldest weeks.
    init(all weeks: [Int], owner ownerWeeks: [Int], cells: Int) {
        let size = cells > 0 ? max(1, (weeks.count + cells - 1) / cells) : max(1, weeks.count)
        func grouped(_ values: [Int]) -> [Int] {
            var groups: [Int] = []
            var end = values.count
            while end > 0 {
                let start = max(0, end - size)
                groups.append(values[start..<end].reduce(0, +))
                end = start
            }
            return groups.reversed()
        }
        all = grouped(weeks)
        owner = grouped(Array(ownerWeeks.prefix(weeks.count)) + Array(repeating: 0, count: max(0, weeks.count - ownerWeeks.count)))
    }

    var peak: Int { all.max() ?? 0 }

    /// One glyph per cell: nothing as the lowest bar, anything else at least one level above it.
    func glyphs(_ values: [Int]) -> String {
        let peak = max(1, self.peak)
        return String(values.map { value in
            guard value > 0 else { return Self.levels[0] }
            let level = (value * (Self.levels.count - 1) + peak - 1) / peak
            return Self.levels[min(Self.levels.count - 1, max(1, level))]
        })
    }
}
