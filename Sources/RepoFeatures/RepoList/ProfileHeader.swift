import RepoCore
import TerminalUI

extension RepoList {
    /// What the header's second line says of the repositories listed: the type tabs with their
    /// counts, and their languages. (The first line, the presenter's header text, names the
    /// user, counts and sums the stars.)
    struct Profile: Equatable, Sendable {
        var languages: LanguageShares
        var tabs: TypeTabs?

        init(languages: LanguageShares, tabs: TypeTabs? = nil) {
            self.languages = languages
            self.tabs = tabs
        }

        /// nil without repositories with a language: no bar.
        init?(repositories: [Repository]) {
            self.init(nonEmpty: LanguageShares(repositories: repositories))
        }

        /// nil when no language is counted: no bar.
        init?(nonEmpty languages: LanguageShares) {
            guard !languages.isEmpty else { return nil }
            self.init(languages: languages)
        }
    }
}

extension RepoList {
    /// The type tabs as github.com shows them: each type with its count, the chosen one marked.
    /// A type that keeps nothing is left out (All and the chosen one always show).
    struct TypeTabs: Equatable, Sendable {
        /// Every offered type's tab, its text made once per data rather than once per frame.
        var entries: [Entry]
        var selected: RepoType

        struct Entry: Equatable, Sendable {
            var type: RepoType
            /// "Forks 31".
            var text: String
            var keepsNone: Bool
        }

        init(entries: [Entry], selected: RepoType) {
            self.entries = entries
            self.selected = selected
        }

        init(counts: [RepoType: Int], selected: RepoType) {
            self.init(entries: Self.entries(counts), selected: selected)
        }

        static func entries(_ counts: [RepoType: Int]) -> [Entry] {
            RepoType.offered(counts).map { type in
                let count = counts[type] ?? 0
                return Entry(type: type, text: type.label + " " + CompactNumber.format(count), keepsNone: count == 0)
            }
        }

        /// The tabs drawn: All, the chosen one, and every type that keeps something.
        var shown: [Entry] {
            entries.filter { !$0.keepsNone || $0.type == .all || $0.type == selected }
        }
    }
}

/// Draws the profile into the header: the language bar with its legend on the second line,
/// when the header has one. Pure.
enum ProfileHeaderRenderer {
    /// The monochrome bar's segments, darkest first: distinct shades, so it reads without colour.
    /// "Other" is always the lightest.
    static let shades: [Character] = ["█", "▓", "▒", "░"]
    /// Base colours for the segments on an 8-colour terminal, where GitHub's colours would
    /// collapse into two or three of the eight.
    static let basicColors: [TerminalColor] = [.blue, .yellow, .red, .green, .magenta, .cyan]
    static let otherColor = TerminalColor.indexed(245)

    static func maxSegments(for depth: ColorDepth) -> Int {
        depth == .monochrome ? shades.count : basicColors.count
    }

    /// The bar needs this much room beside the tabs to say anything.
    static let minimumBarWidth = 12

    static func render(_ profile: RepoList.Profile, depth: ColorDepth, into buffer: inout ScreenBuffer,
                              header: Rect, spoken: Bool = false) {
        let barLine = header.row(1)
        guard !barLine.isEmpty else { return }
        var room = barLine.inset(horizontal: 1)
        if let tabs = profile.tabs {
            let used = drawTabs(tabs, into: &buffer, rect: room) + LanguageBar.gap
            room = Rect(x: room.x + used, y: room.y, width: max(0, room.width - used), height: room.height)
            guard room.width >= minimumBarWidth else { return }
        }
        if spoken {
            // The accessible mode: the shares in words, no bar.
            let shares = SpokenNumbers.shares(profile.languages.languages.map { ($0.name, $0.weight) })
            buffer.put(DisplayWidth.truncate(shares, to: room.width), x: room.x, y: room.y, style: Palette.legend, clip: room)
            return
        }
        guard let bar = LanguageBar.layout(profile.languages, width: room.width,
                                           maxSegments: maxSegments(for: depth)) else { return }
        draw(bar, depth: depth, into: &buffer, rect: room)
    }

    /// "All 250  Sources 212  Forks 31", the chosen tab in reverse video; the columns used.
    static func drawTabs(_ tabs: RepoList.TypeTabs, into buffer: inout ScreenBuffer, rect: Rect) -> Int {
        var x = rect.x
        // Each tab padded by a space each side: the chosen one's reverse video has margins, and
        // neighbours are two spaces apart.
        for tab in tabs.shown {
            let style = tab.type == tabs.selected ? Palette.selected : Palette.legend
            x += buffer.put(" ", x: x, y: rect.y, style: style, clip: rect)
            x += buffer.put(tab.text, x: x, y: rect.y, style: style, clip: rect)
            x += buffer.put(" ", x: x, y: rect.y, style: style, clip: rect)
        }
        return x - rect.x
    }

    static func draw(_ bar: LanguageBar, depth: ColorDepth, into buffer: inout ScreenBuffer, rect: Rect) {
        var x = rect.x
        for (text, style) in spans(of: bar, depth: depth) {
            x += buffer.put(text, x: x, y: rect.y, style: style, clip: rect)
        }
    }

    /// The bar's cells, then — when it has room — the gap and the legend, as styled runs.
    static func spans(of bar: LanguageBar, depth: ColorDepth) -> [(text: String, style: Style)] {
        var spans: [(text: String, style: Style)] = []
        for (index, segment) in bar.segments.enumerated() {
            let (glyph, style) = look(of: segment, at: index, depth: depth)
            spans.append((String(repeating: glyph, count: segment.cells), style))
        }
        guard bar.showsLegend else { return spans }
        let gap = String(repeating: " ", count: LanguageBar.gap)
        for (index, segment) in bar.segments.enumerated() {
            let (glyph, style) = look(of: segment, at: index, depth: depth)
            let key = depth == .monochrome || segment.language == nil && depth == .basic ? glyph : "●"
            spans.append((gap, Palette.legend))
            spans.append((String(key), style))
            spans.append((String(LanguageBar.legendEntry(segment).dropFirst()), Palette.legend))
        }
        return spans
    }

    /// The glyph and style of segment `index` at a colour depth.
    static func look(of segment: LanguageBar.Segment, at index: Int, depth: ColorDepth) -> (Character, Style) {
        switch depth {
        case .monochrome:
            guard segment.language != nil else { return ("░", .plain) }
            return (shades[min(index, shades.count - 1)], .plain)
        case .basic:
            guard segment.language != nil else { return ("░", .plain) }
            return ("█", Style(foreground: basicColors[index % basicColors.count]))
        case .extended:
            return ("█", Style(foreground: segment.color.map(TerminalColor.indexed) ?? otherColor))
        }
    }
}
