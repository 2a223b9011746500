import RepoCore

/// What the bars and sparklines show, in words, for the accessible mode: a screen reader reads
/// `▂▃▅` as symbols and a coloured bar as nothing. Pure.
enum SpokenNumbers {
    /// "412 in the last year, 9 in the last 4 weeks, busiest week 31; the owner's: 280".
    static func participation(_ weeks: RepositoryInsight.Participation) -> String {
        let year = weeks.all.reduce(0, +)
        let recent = weeks.all.suffix(4).reduce(0, +)
        let busiest = weeks.all.max() ?? 0
        let owner = weeks.owner.reduce(0, +)
        return "\(year) in the last year, \(recent) in the last 4 weeks, busiest week \(busiest); the owner's: \(owner)"
    }

    /// "Swift 80%, C 15%, Shell 5%": each share of the whole, largest first, the smallest
    /// (under half a percent) left out.
    static func shares(_ parts: [(name: String, weight: Int)]) -> String {
        let total = parts.reduce(0) { $0 + max(0, $1.weight) }
        guard total > 0 else { return "none detected" }
        let ranked = parts.sorted { $0.weight > $1.weight }.compactMap { part -> String? in
            let percent = Int((Double(part.weight) * 100 / Double(total)).rounded())
            return percent > 0 ? "\(part.name) \(percent)%" : nil
        }
        return ranked.isEmpty ? "none detected" : ranked.joined(separator: ", ")
    }
}
