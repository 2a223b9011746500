/// How many terminal columns text takes, computed per grapheme cluster (a Swift `Character`),
/// so that combining marks, emoji with variation selectors and ZWJ sequences count as one unit.
///
/// The rules follow what terminals do with wcwidth-style tables: East Asian Wide/Fullwidth and
/// emoji-presentation characters take two columns, combining and format characters none.
///
/// Emoji sequences are one wide glyph. Any other cluster takes the columns of its scalars, as a
/// terminal advances per code point: Devanagari's `हि` (a letter and a spacing vowel sign) is
/// two columns, and is drawn as two cells (`cells(of:)`), so no part of it is lost.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1 {
            if isEmojiSequence(scalars, first: first) { return 2 }
            return scalars.reduce(0) { $0 + of($1) }
        }
        return of(first)
    }

    /// The cells `character` occupies, left to right: itself, or for a cluster with several
    /// spacing scalars (Indic conjuncts and vowel signs, Thai's sara am) one cell per spacing
    /// scalar with the zero-width marks that follow it. Each cell's text is what a terminal draws
    /// in its columns; together they are the cluster, in order.
    public static func cells(of character: Character) -> [(text: Character, width: Int)] {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, let first = scalars.first, !isEmojiSequence(scalars, first: first) else {
            return [(character, of(character))]
        }
        var cells: [(text: String, width: Int)] = []
        for scalar in scalars {
            let width = of(scalar)
            // A new cell at each spacing scalar, unless only zero-width ones (a prepended
            // format character) came before it: they ride on it.
            if cells.isEmpty || (width > 0 && cells[cells.count - 1].width > 0) {
                cells.append((String(scalar), width))
            } else {
                cells[cells.count - 1].text.unicodeScalars.append(scalar)
                cells[cells.count - 1].width += width
            }
        }
        // Each part must be a grapheme of its own; where Unicode's rules say otherwise, the
        // cluster stays whole.
        guard cells.count > 1, cells.allSatisfy({ $0.text.count == 1 }) else { return [(character, of(character))] }
        return cells.map { (Character($0.text), $0.width) }
    }

    /// Emoji presentation (VS16), ZWJ sequences, skin-tone modifiers and flag pairs: one wide glyph.
    private static func isEmojiSequence(_ scalars: Character.UnicodeScalarView, first: Unicode.Scalar) -> Bool {
        if isRegionalIndicator(first) { return true }
        guard first.properties.isEmoji else { return false }
        if first.properties.isEmojiPresentation { return true }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D || $0.value == 0x20E3 }
    }

    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Printable ASCII, most of any screen, without a look-up in Unicode's tables.
        if value >= 0x20 && value < 0x7F { return 1 }
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) { return 0 } // Hangul medial vowels and final consonants
        if scalar.properties.isEmojiPresentation { return 2 }
        if isRegionalIndicator(scalar) { return 1 }
        return isWide(value) ? 2 : 1
    }

    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// Cuts `text` to at most `width` columns, ending with `ellipsis` when anything was cut.
    /// Never splits a grapheme: a wide character that would straddle the edge is left out.
    public static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        let ellipsisWidth = of(ellipsis)
        guard ellipsisWidth <= width else { return prefix(text, width: width) }
        // "Savant. If…" reads better than "Savant. If …".
        var kept = prefix(text, width: width - ellipsisWidth)
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return kept + ellipsis
    }

    /// The longest prefix of `text` that fits in `width` columns.
    public static func prefix(_ text: String, width: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let next = used + of(text[index])
            if next > width { break }
            used = next
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// `text` truncated or padded with spaces to exactly `width` columns.
    public static func fit(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        let cut = truncate(text, to: width, ellipsis: ellipsis)
        return cut + String(repeating: " ", count: max(0, width - of(cut)))
    }

    /// `text` right-aligned in `width` columns (truncated when longer).
    public static func padLeft(_ text: String, to width: Int) -> String {
        let cut = truncate(text, to: width)
        return String(repeating: " ", count: max(0, width - of(cut))) + cut
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, condensed from Unicode's EastAsianWidth.txt.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}
