import RepoCore
import TerminalUI

/// How code divides among languages: the user's repositories GitHub-profile style, or one
/// repository's bytes like GitHub's sidebar.
///
/// GitHub weighs languages by bytes of code; the listing only names each repository's primary
/// language, so here each repository counts once for its language. Forks are left out (they
/// are mostly someone else's code) unless every repository with a language is a fork, and
/// repositories without a language are not counted at all. Names come from strangers, so they
/// are sanitised like every other field before they reach the screen.
struct LanguageShares: Equatable, Sendable {
    struct Language: Equatable, Sendable {
        var name: String
        /// Repositories using it (the profile), or bytes of code (a repository's detail).
        var weight: Int
        /// GitHub's colour for it, as one of the 256 xterm colours.
        var color: UInt8

        init(name: String, weight: Int, color: UInt8) {
            self.name = name
            self.weight = weight
            self.color = color
        }
    }

    /// Most repositories first; ties by name, so the order never depends on the input's.
    var languages: [Language]

    init(languages: [Language]) {
        self.languages = languages
    }

    /// Heaviest first; ties by name.
    init(weighted languages: [Language]) {
        self.languages = languages.sorted { ($0.weight, $1.name) > ($1.weight, $0.name) }
    }

    /// The user's own repositories' languages, or — when every one is a fork — the forks'.
    init(repositories: [Repository]) {
        // One pass by index, each language sanitised once: filtering would copy every repository.
        var own: [String: Int] = [:], all: [String: Int] = [:]
        for index in repositories.indices {
            guard let language = repositories[index].language, !language.isEmpty else { continue }
            all[language, default: 0] += 1
            if !repositories[index].isFork { own[language, default: 0] += 1 }
        }
        var counts: [String: Int] = [:]
        for (language, count) in own.isEmpty ? all : own {
            counts[TerminalText.singleLine(language), default: 0] += count
        }
        languages = counts
            .map { Language(name: $0.key, weight: $0.value, color: LanguageColors.xterm256(for: $0.key)) }
            .sorted { ($0.weight, $1.name) > ($1.weight, $0.name) }
    }

    var total: Int { languages.reduce(0) { $0 + $1.weight } }
    var isEmpty: Bool { languages.isEmpty }
}

/// The language bar laid out for a width: segments whose cells are proportional to the shares
/// and a legend of the top languages with percentages. Pure.
struct LanguageBar: Equatable, Sendable {
    struct Segment: Equatable, Sendable {
        /// nil for "Other", the languages that did not get a segment of their own.
        var language: String?
        var color: UInt8?
        var cells: Int
        var percent: Int

        var label: String { language ?? "Other" }
        /// "42%", or "<1%" for a share that rounds to nothing.
        var percentText: String { percent == 0 ? "<1%" : "\(percent)%" }
    }

    var segments: [Segment]
    /// The bar's width in cells; the segments' cells add up to it exactly.
    var barWidth: Int
    /// Whether the legend is drawn after the bar (false when even one entry does not fit).
    var showsLegend: Bool

    /// Cells between the bar and the legend, and between legend entries.
    static let gap = 2
    /// The bar keeps at least a third of the width (and 10 cells) while a legend entry can be
    /// dropped instead.
    static let minimumBarWidth = 10

    static func minimumBarWidth(for width: Int) -> Int {
        max(minimumBarWidth, width / 3)
    }

    /// Lays `shares` out in `width` cells, with at most `maxSegments` segments (the last one
    /// "Other" when languages are left over). The legend keeps as many of the top languages as
    /// fit beside a bar of at least `minimumBarWidth(for:)`; languages it drops join "Other" in the
    /// bar too, so bar and legend always agree. nil without languages or room.
    static func layout(_ shares: LanguageShares, width: Int, maxSegments: Int = 6) -> LanguageBar? {
        guard !shares.isEmpty, width > 0, maxSegments > 0 else { return nil }
        let named = min(shares.languages.count, maxSegments)
        var count = named
        while count > 0 {
            let segments = makeSegments(shares, named: count, maxSegments: maxSegments, barWidth: 0)
            let barWidth = width - legendWidth(segments) - gap
            if barWidth >= max(minimumBarWidth(for: width), segments.count) {
                return LanguageBar(segments: makeSegments(shares, named: count, maxSegments: maxSegments,
                                                          barWidth: barWidth),
                                   barWidth: barWidth, showsLegend: true)
            }
            count -= 1
        }
        // No legend fits: the bar alone, as wide as there is room.
        let segments = makeSegments(shares, named: named, maxSegments: maxSegments, barWidth: width)
        return LanguageBar(segments: segments, barWidth: width, showsLegend: false)
    }

    /// "● Swift 42%", the key glyph taking one cell.
    static func legendEntry(_ segment: Segment) -> String {
        "● \(segment.label) \(segment.percentText)"
    }

    static func legendWidth(_ segments: [Segment]) -> Int {
        let entries = segments.map { DisplayWidth.of(legendEntry($0)) }
        return entries.reduce(0, +) + gap * max(0, entries.count - 1)
    }

    /// The top `named` languages, then "Other" for the rest (a language left alone at the end
    /// keeps its name rather than becoming a one-language "Other").
    private static func makeSegments(_ shares: LanguageShares, named: Int, maxSegments: Int,
                                     barWidth: Int) -> [Segment] {
        var parts = shares.languages.prefix(named).map { (Optional($0.name), Optional($0.color), $0.weight) }
        let rest = shares.languages.dropFirst(named)
        if rest.count == 1, parts.count < maxSegments, let only = rest.first {
            parts.append((only.name, only.color, only.weight))
        } else if !rest.isEmpty {
            if parts.count == maxSegments, let last = parts.popLast() {
                // "Other" needs a place of its own: the smallest named one joins it.
                parts.append((nil, nil, last.2 + rest.reduce(0) { $0 + $1.weight }))
            } else {
                parts.append((nil, nil, rest.reduce(0) { $0 + $1.weight }))
            }
        }
        let weights = parts.map(\.2)
        let percents = Apportion.largestRemainder(weights, total: 100)
        let cells = Apportion.atLeastOne(Apportion.largestRemainder(weights, total: barWidth), total: barWidth)
        return parts.indices.map { index in
            Segment(language: parts[index].0, color: parts[index].1, cells: cells[index], percent: percents[index])
        }
    }
}

/// Dividing a whole number of cells (or percent) in proportion to weights.
enum Apportion {
    /// Hamilton's method: everyone gets the floor of their quota, and the cells left over go to
    /// the largest remainders (ties to the earlier, i.e. larger, weight). The result always adds
    /// up to `total` exactly.
    static func largestRemainder(_ weights: [Int], total: Int) -> [Int] {
        let sum = weights.reduce(0, +)
        guard sum > 0, total > 0 else { return weights.map { _ in 0 } }
        var shares = weights.map { $0 * total / sum }
        let remainders = weights.map { $0 * total % sum }
        let left = total - shares.reduce(0, +)
        let order = remainders.indices.sorted { (remainders[$0], -$0) > (remainders[$1], -$1) }
        for index in order.prefix(left) {
            shares[index] += 1
        }
        return shares
    }

    /// Gives every entry at least one cell, taken from the widest, as long as `total` allows;
    /// a language in the legend must be visible in the bar.
    static func atLeastOne(_ cells: [Int], total: Int) -> [Int] {
        guard total >= cells.count else { return cells }
        var result = cells
        for index in result.indices where result[index] == 0 {
            guard let widest = result.indices.max(by: { result[$0] < result[$1] }), result[widest] > 1 else { break }
            result[widest] -= 1
            result[index] = 1
        }
        return result
    }
}
