import TestSupport
import Testing
@testable import TerminalUI

@Suite struct DisplayWidthTests {
    // MARK: - Width of one grapheme

    @Test(arguments: [
        // ASCII and narrow letters
        ("a", 1), ("Z", 1), ("7", 1), (" ", 1), ("~", 1), ("é", 1), ("ü", 1), ("Ω", 1), ("ж", 1),
        // CJK ideographs, kana, Hangul syllables
        ("漢", 2), ("字", 2), ("あ", 2), ("カ", 2), ("한", 2), ("국", 2),
        // Hangul written as conjoining jamo is one grapheme, two columns
        ("\u{1112}\u{1161}\u{11AB}", 2),
        // Fullwidth forms, ideographic space; halfwidth katakana stays narrow
        ("Ａ", 2), ("！", 2), ("\u{3000}", 2), ("ｱ", 1),
        // Emoji
        ("🚀", 2), ("⌚", 2), ("❤️", 2), ("👍🏽", 2), ("1️⃣", 2),
        ("👨‍👩‍👧", 2), ("👩🏽‍💻", 2), ("🇯🇵", 2), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2),
        // A text-presentation heart without the selector is narrow
        ("\u{2764}", 1),
        // Combining marks ride on their base
        ("e\u{301}", 1), ("a\u{308}\u{323}", 1), ("漢\u{301}", 2),
    ] as [(String, Int)])
    func eachGraphemeTakesTheColumnsATerminalGivesIt(text: String, columns: Int) {
        #expect(text.count == 1, "the fixture must be one grapheme")
        let character = Character(text)
        #expect(DisplayWidth.of(character) == columns)
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test(arguments: [
        "\u{200D}", // zero-width joiner
        "\u{200B}", // zero-width space
        "\u{200C}", // zero-width non-joiner
        "\u{2060}", // word joiner
        "\u{FEFF}", // byte order mark
        "\u{00AD}", // soft hyphen
        "\u{200E}", // left-to-right mark
        "\u{202E}", // right-to-left override
        "\u{0301}", // a combining mark with no base
        "\u{FE0F}", // a lone variation selector
    ] as [Sample])
    func zeroWidthAndFormatCharactersTakeNoColumns(text: Sample) {
        let columns = DisplayWidth.of(text.text)
        #expect(columns == 0)
    }

    @Test(arguments: [0x00, 0x07, 0x08, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x80, 0x85, 0x9B, 0x9F] as [UInt32])
    func controlCharactersTakeNoColumns(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let scalarColumns = DisplayWidth.of(scalar)
        let characterColumns = DisplayWidth.of(Character(scalar))
        #expect(scalarColumns == 0)
        #expect(characterColumns == 0)
    }

    @Test func aZWJFamilyIsOneGraphemeTwoColumnsWide() {
        let family = "👨‍👩‍👧"
        #expect(family.unicodeScalars.count == 5)
        #expect(family.count == 1)
        #expect(DisplayWidth.of(family) == 2)
        #expect(DisplayWidth.of("[" + family + "]") == 4)
    }

    @Test func aFlagIsTwoRegionalIndicatorsDrawnAsOneWideGlyph() {
        let flag = "🇯🇵"
        #expect(flag.unicodeScalars.count == 2)
        #expect(flag.count == 1)
        #expect(DisplayWidth.of(flag) == 2)
        #expect(DisplayWidth.of("🇯🇵🇫🇷") == 4)
    }

    /// Issue 14, item 11: a terminal advances per code point, so a cluster with several spacing
    /// scalars takes a column for each — Devanagari's vowel signs and conjuncts, Thai's sara am.
    @Test(arguments: [
        ("हिन्दी", 5), ("हि", 2), ("न्दी", 3), ("த\u{BBE}", 2), ("ก\u{E33}", 2), ("👍🏽", 2), ("1️⃣", 2),
    ] as [(String, Int)])
    func aClusterWithSeveralSpacingScalarsTakesAColumnForEach(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func aClusterIsCutIntoOneCellPerSpacingScalarWithTheMarksThatFollowIt() {
        func cells(_ text: String) -> [[String]] {
            text.map { DisplayWidth.cells(of: $0).map { "\($0.text)/\($0.width)" } }
        }
        #expect(cells("हिन्दी") == [["ह/1", "ि/1"], ["न्/1", "द/1", "ी/1"]]
                || cells("हिन्दी") == [["ह/1", "ि/1"], ["न्/1"], ["द/1", "ी/1"]])
        #expect(cells("é👨‍👩‍👧漢") == [["é/1"], ["👨‍👩‍👧/2"], ["漢/2"]])
        #expect(cells("e\u{301}") == [["e\u{301}/1"]])
    }

    // MARK: - Width of text

    @Test(arguments: [
        ("", 0), ("hello", 5), ("hello, world", 12),
        ("漢字", 4), ("ab漢", 4), ("한국어", 6), ("ＡＢＣ", 6),
        ("go 🚀!", 6), ("I ❤️ Swift", 10), ("🇯🇵🇯🇵", 4),
        ("e\u{301}e\u{301}", 2), ("a\u{200B}b", 2), ("👨‍👩‍👧x", 3),
    ] as [(String, Int)])
    func textWidthIsTheSumOfItsGraphemes(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func substringsAreMeasuredLikeStrings() {
        let text = "ab漢字cd"
        let middle = text.dropFirst(2).dropLast(2)
        #expect(DisplayWidth.of(middle) == 4)
    }

    // MARK: - truncate

    @Test(arguments: [
        ("hello", 10, "hello"),
        ("hello", 5, "hello"),
        ("hello", 4, "hel…"),
        ("hello", 1, "…"),
        ("hello", 0, ""),
        ("hello", -3, ""),
        ("", 3, ""),
        ("ab漢", 4, "ab漢"),
        // The wide character straddles column 3: it is left out, never halved.
        ("ab漢", 3, "ab…"),
        ("Savant. If you", 12, "Savant. If…"),  // no space left dangling before the ellipsis
        ("漢字", 3, "漢…"),
        ("漢字", 2, "…"),
        ("漢字漢", 5, "漢字…"),
        ("漢字漢", 4, "漢…"),
        ("👨‍👩‍👧👨‍👩‍👧", 3, "👨‍👩‍👧…"),
        ("🇯🇵🇯🇵", 3, "🇯🇵…"),
        ("🇯🇵🇯🇵", 2, "…"),
    ] as [(String, Int, String)])
    func truncateCutsToTheWidthWithAnEllipsis(text: String, width: Int, expected: String) {
        let cut = DisplayWidth.truncate(text, to: width)
        #expect(scalars(cut) == scalars(expected))
        #expect(DisplayWidth.of(cut) <= max(0, width))
    }

    @Test func truncateKeepsCombiningMarksWithTheirBase() {
        let cut = DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", to: 2)
        #expect(scalars(cut) == [0x65, 0x301, 0x2026])
    }

    @Test func truncateNeverLeavesHalfAZWJSequence() {
        let cut = DisplayWidth.truncate("x👨‍👩‍👧y", to: 3)
        // "x" + the family would be 3 columns, leaving no room for the ellipsis.
        #expect(scalars(cut) == scalars("x…"))
        #expect(!cut.unicodeScalars.contains("\u{200D}"))
    }

    @Test(arguments: [
        ("hello", 4, "...", "h..."),
        ("hello", 3, "...", "..."),
        // The ellipsis alone is wider than the room: a plain prefix, still within the width.
        ("hello", 2, "...", "he"),
        ("漢字", 1, "...", ""),
        ("hello", 3, "", "hel"),
        // A wide ellipsis counts as two columns.
        ("abcdef", 4, "〜", "ab〜"),
        ("abcdef", 1, "〜", "a"),
    ] as [(String, Int, String, String)])
    func truncateHonoursACustomEllipsisAndNeverExceedsTheWidth(
        text: String, width: Int, ellipsis: String, expected: String
    ) {
        let cut = DisplayWidth.truncate(text, to: width, ellipsis: ellipsis)
        #expect(cut == expected)
        #expect(DisplayWidth.of(cut) <= width)
    }

    @Test func truncateNeverExceedsTheWidthOrCutsAGraphemeForGeneratedText() {
        var random = SeededGenerator(seed: 0x7472_756E_6361_7465)
        for _ in 0..<2_000 {
            let text = random.string(from: sampleGraphemes + ["\u{200B}", " "], length: 0...16)
            let width = random.int(in: -1...20)
            let ellipsis = random.element(of: ["…", "...", "", "〜"])
            let cut = DisplayWidth.truncate(text, to: width, ellipsis: ellipsis)

            let context = "\(shown(text)) to \(width) with \(shown(ellipsis)): \(shown(cut))"
            guard DisplayWidth.of(cut) <= max(0, width) else {
                Issue.record("too wide: \(context)")
                return
            }
            if DisplayWidth.of(text) <= width {
                #expect(scalars(cut) == scalars(text), "\(context)")
                continue
            }
            // Something was cut: the ellipsis shows it when it fits, and what precedes it is
            // a whole-grapheme prefix of the input.
            var head = cut
            if DisplayWidth.of(ellipsis) <= width {
                guard cut.unicodeScalars.reversed().starts(with: ellipsis.unicodeScalars.reversed()) else {
                    Issue.record("no ellipsis: \(context)")
                    return
                }
                head = String(cut.unicodeScalars.dropLast(ellipsis.unicodeScalars.count))
            }
            guard scalars(String(text.prefix(head.count))) == scalars(head) else {
                Issue.record("not a whole-grapheme prefix: \(context)")
                return
            }
        }
    }

    // MARK: - prefix

    @Test(arguments: [
        ("hello", 3, "hel"),
        ("hello", 0, ""),
        ("hello", -1, ""),
        ("hello", 9, "hello"),
        ("ab漢", 3, "ab"),
        ("ab漢", 4, "ab漢"),
        ("漢字", 3, "漢"),
        ("漢字", 1, ""),
        ("👨‍👩‍👧", 1, ""),
        ("👨‍👩‍👧", 2, "👨‍👩‍👧"),
        ("🇯🇵x", 2, "🇯🇵"),
        ("e\u{301}x", 1, "e\u{301}"),
        // A zero-width character right after the cut still fits.
        ("a\u{200B}b", 1, "a\u{200B}"),
    ] as [(String, Int, String)])
    func prefixIsTheLongestRunOfWholeGraphemesThatFits(text: String, width: Int, expected: String) {
        let head = DisplayWidth.prefix(text, width: width)
        #expect(scalars(head) == scalars(expected))
    }

    // MARK: - fit and padLeft

    @Test(arguments: [
        ("ab", 5, "ab   "),
        ("hello", 5, "hello"),
        ("hello world", 5, "hell…"),
        ("漢字", 5, "漢字 "),
        ("漢字", 3, "漢…"),
        ("漢字漢", 4, "漢… "),
        ("ab漢", 3, "ab…"),
        ("", 3, "   "),
        ("abc", 0, ""),
        ("abc", -2, ""),
    ] as [(String, Int, String)])
    func fitTruncatesOrPadsToExactlyTheWidth(text: String, width: Int, expected: String) {
        let fitted = DisplayWidth.fit(text, to: width)
        #expect(fitted == expected)
        #expect(DisplayWidth.of(fitted) == max(0, width))
    }

    @Test func fitAlwaysFillsTheWidthExactlyForGeneratedText() {
        var random = SeededGenerator(seed: 0x6669_74)
        for _ in 0..<1_000 {
            let text = random.string(from: sampleGraphemes, length: 0...12)
            let width = random.int(in: 0...16)
            let ellipsis = random.element(of: ["…", "...", "〜"])
            let fitted = DisplayWidth.fit(text, to: width, ellipsis: ellipsis)
            guard DisplayWidth.of(fitted) == width else {
                Issue.record("\(shown(text)) fitted to \(width) is \(shown(fitted))")
                return
            }
        }
    }

    @Test(arguments: [
        ("42", 5, "   42"),
        ("漢", 3, " 漢"),
        ("🚀", 2, "🚀"),
        ("hello", 3, "he…"),
        ("hello", 5, "hello"),
        ("", 2, "  "),
        ("x", 0, ""),
    ] as [(String, Int, String)])
    func padLeftRightAlignsInTheWidth(text: String, width: Int, expected: String) {
        let padded = DisplayWidth.padLeft(text, to: width)
        #expect(padded == expected)
        #expect(DisplayWidth.of(padded) == width)
    }
}
