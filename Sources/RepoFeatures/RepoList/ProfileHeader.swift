import RepoCore
import TerminalUI

extension RepoList {
    /// What the header says of the user's repositories as a whole: total stars and languages.
    public struct Profile: Equatable, Sendable {
        /// "★ 17k stars".
        public var stars: String
        public var languages: LanguageShares

        public init(stars: String, languages: LanguageShares) {
            self.stars = stars
            self.languages = languages
        }

        /// nil without repositories: nothing to sum up.
        public init?(repositories: [Repository]) {
            guard !repositories.isEmpty else { return nil }
            let total = repositories.reduce(0) { $0 + $1.stargazersCount }
            self.init(stars: "★ " + CompactNumber.format(total) + (total == 1 ? " star" : " stars"),
                      languages: LanguageShares(repositories: repositories))
        }
    }
}

/// Draws the profile into the header: the total stars at the right of the first line, and the
/// language bar with its legend on the second line when the header has one. Pure.
public enum ProfileHeaderRenderer {
    /// The monochrome bar's segments, darkest first: distinct shades, so it reads without colour.
    /// "Other" is always the lightest.
    public static let shades: [Character] = ["█", "▓", "▒", "░"]
    /// Base colours for the segments on an 8-colour terminal, where GitHub's colours would
    /// collapse into two or three of the eight.
    static let basicColors: [TerminalColor] = [.blue, .yellow, .red, .green, .magenta, .cyan]
    static let otherColor = TerminalColor.indexed(245)

    public static func maxSegments(for depth: ColorDepth) -> Int {
        depth == .monochrome ? shades.count : basicColors.count
    }

    public static func render(_ profile: RepoList.Profile, depth: ColorDepth, into buffer: inout ScreenBuffer,
                              header: Rect) {
        guard !header.isEmpty else { return }
        drawStars(profile.stars, into: &buffer, line: header.row(0))
        let barLine = header.row(1)
        guard !barLine.isEmpty else { return }
        let room = barLine.inset(horizontal: 1)
        guard let bar = LanguageBar.layout(profile.languages, width: room.width,
                                           maxSegments: maxSegments(for: depth)) else { return }
        draw(bar, depth: depth, into: &buffer, rect: room)
    }

    /// Right-aligned, and only when it leaves a gap after the header's own text.
    private static func drawStars(_ stars: String, into buffer: inout ScreenBuffer, line: Rect) {
        let width = DisplayWidth.of(stars)
        let textEnd = (line.x..<line.maxX).last { x in
            if case .grapheme(let character, _) = buffer[x, line.y].content { return character != " " }
            return true
        }.map { $0 + 1 } ?? line.x
        let x = line.maxX - 1 - width
        guard x >= textEnd + 3 else { return }
        buffer.put(stars, x: x, y: line.y, style: Palette.header, clip: line)
        // The star in the stars' colour, like the list's STARS column.
        buffer.put(String(stars.prefix(1)), x: x, y: line.y, style: Palette.stars.adding(.bold), clip: line)
    }

    static func draw(_ bar: LanguageBar, depth: ColorDepth, into buffer: inout ScreenBuffer, rect: Rect) {
        var x = rect.x
        for (index, segment) in bar.segments.enumerated() {
            let (glyph, style) = look(of: segment, at: index, depth: depth)
            for _ in 0..<segment.cells {
                buffer.put(String(glyph), x: x, y: rect.y, style: style, clip: rect)
                x += 1
            }
        }
        guard bar.showsLegend else { return }
        x += LanguageBar.gap
        for (index, segment) in bar.segments.enumerated() {
            let (glyph, style) = look(of: segment, at: index, depth: depth)
            let key = depth == .monochrome || segment.language == nil && depth == .basic ? glyph : "●"
            buffer.put(String(key), x: x, y: rect.y, style: style, clip: rect)
            let text = String(LanguageBar.legendEntry(segment).dropFirst())
            x += 1 + buffer.put(text, x: x + 1, y: rect.y, style: Palette.legend, clip: rect) + LanguageBar.gap
        }
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
