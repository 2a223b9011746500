import TestSupport
import Testing
@testable import TerminalUI

@Suite struct TerminalTextTests {
    /// A scalar that a terminal could act on: C0, DEL, C1.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
    }

    /// Bidirectional embeddings, overrides and isolates ("Trojan Source").
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    // MARK: - Escape sequences are removed whole

    @Test(arguments: [
        // CSI: colours, cursor movement, erase, private modes
        ("\u{1B}[31mred\u{1B}[0m", "red"),
        ("\u{1B}[1;38;5;196mbold\u{1B}[m", "bold"),
        ("a\u{1B}[2Ab\u{1B}[10;20Hc\u{1B}[Kd", "abcd"),
        ("\u{1B}[2J\u{1B}[Hwiped", "wiped"),
        ("\u{1B}[?25lhidden cursor\u{1B}[?1049h", "hidden cursor"),
        ("\u{1B}[>c", ""),
        // OSC 52 sets the clipboard, terminated by BEL
        ("x\u{1B}]52;c;ZXZpbA==\u{07}y", "xy"),
        // OSC 0/2 retitles the window
        ("\u{1B}]0;pwned\u{07}title", "title"),
        // OSC 8 hyperlink, terminated by ST (ESC \)
        ("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "click"),
        // OSC terminated by the C1 string terminator
        ("\u{1B}]0;title\u{9C}after", "after"),
        // C1 OSC (0x9D) with BEL and with C1 ST
        ("\u{9D}0;title\u{07}after", "after"),
        ("\u{9D}52;c;ZXZpbA==\u{9C}after", "after"),
        // DCS (ESC P), SOS (ESC X), PM (ESC ^), APC (ESC _), ended by ST
        ("\u{1B}P1$r0m\u{1B}\\after", "after"),
        ("\u{1B}Xsos\u{1B}\\a", "a"),
        ("\u{1B}^pm\u{1B}\\b", "b"),
        ("\u{1B}_apc\u{1B}\\c", "c"),
        // C1 DCS, SOS, PM, APC
        ("\u{90}1$r\u{9C}after", "after"),
        ("\u{98}sos\u{9C}a", "a"),
        ("\u{9E}pm\u{9C}b", "b"),
        ("\u{9F}apc\u{9C}c", "c"),
        // C1 CSI
        ("\u{9B}2Jx", "x"),
        ("\u{9B}31mred\u{9B}0m", "red"),
        // Two-character escapes: save/restore cursor, full reset, index
        ("\u{1B}7saved\u{1B}8", "saved"),
        ("\u{1B}cafter reset", "after reset"),
        // ESC with intermediates: designate a character set
        ("\u{1B}(Bx\u{1B})0y", "xy"),
        ("\u{1B}#8z", "z"),
        // A lone ESC at the end, and ESC ESC (the second one starts the sequence)
        ("abc\u{1B}", "abc"),
        ("\u{1B}", ""),
        ("\u{1B}\u{1B}[31mx", "x"),
        ("\u{1B}\u{1B}\u{1B}]0;t\u{07}y", "y"),
        // Unterminated sequences swallow only what they could have consumed
        ("ok\u{1B}[31", "ok"),
        ("ok\u{1B}]52;c;ZXZpbA==", "ok"),
    ] as [(Sample, String)])
    func escapeSequencesAreRemovedWhole(input: Sample, expected: String) {
        let output = TerminalText.sanitize(input.text)
        #expect(output == expected)
    }

    @Test func anIntermediateEscapeFollowedByAControlKeepsTheControlVisible() {
        let output = TerminalText.sanitize("\u{1B}(\u{07}x")
        #expect(output == "^Gx")
    }

    // MARK: - Other controls are made visible

    @Test(arguments: [
        ("a\u{07}b", "a^Gb"),       // BEL
        ("a\u{08}b", "a^Hb"),       // backspace
        ("a\u{00}b", "a^@b"),       // NUL
        ("a\u{7F}b", "a^?b"),       // DEL
        ("a\u{01}b", "a^Ab"),
        ("a\u{1F}b", "a^_b"),
        ("a\u{1A}b", "a^Zb"),
        ("a\u{80}b", "a^[@b"),      // C1 PAD: ESC + '@'
        ("a\u{9C}b", "a^[\\b"),     // a stray C1 ST
        ("a\u{96}b", "a^[Vb"),
    ] as [(Sample, String)])
    func otherControlsBecomeCaretNotation(input: Sample, expected: String) {
        let output = TerminalText.sanitize(input.text)
        #expect(output == expected)
    }

    @Test(arguments: [
        ("a\rb", "a b"),
        ("a\nb", "a b"),
        ("a\r\nb", "a  b"),
        ("a\tb", "a b"),
        ("a\u{0B}b", "a b"),        // vertical tab
        ("a\u{0C}b", "a b"),        // form feed
        ("a\u{85}b", "a b"),        // C1 next line
        ("a\u{2028}b", "a b"),      // line separator
        ("a\u{2029}b", "a b"),      // paragraph separator
    ] as [(Sample, String)])
    func lineBreaksAndTabsBecomeSpaces(input: Sample, expected: String) {
        let output = TerminalText.sanitize(input.text)
        #expect(output == expected)
    }

    @Test(arguments: [
        ("abc\u{202E}fed", "abcfed"),                   // right-to-left override
        ("\u{202A}\u{202B}\u{202C}\u{202D}x", "x"),     // embeddings, pop
        ("\u{2066}a\u{2067}b\u{2068}c\u{2069}", "abc"), // isolates
    ] as [(Sample, String)])
    func bidirectionalOverridesAreRemoved(input: Sample, expected: String) {
        let output = TerminalText.sanitize(input.text)
        #expect(output == expected)
    }

    @Test(arguments: [
        "",
        "plain ASCII, with punctuation: [x] (y) {z} ~!@#$%^&*",
        "Grüße aus Köln",
        "漢字とかな、한국어",
        "ＦＵＬＬＷＩＤＴＨ",
        "🚀 ❤️ 👨‍👩‍👧 🇯🇵 👍🏽 1️⃣ 🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        "e\u{301} a\u{308}\u{323}",
        "zero\u{200B}width\u{200D}joiner\u{FEFF}",
        "עברית and العربية",
        "^[ looks like caret notation but is just text",
    ] as [Sample])
    func printableTextPassesUnchanged(text: Sample) {
        let output = TerminalText.sanitize(text.text)
        #expect(scalars(output) == scalars(text.text))
    }

    // MARK: - Properties over hostile input

    /// Pieces that make escape sequences likely: controls of every kind, introducers, parameters,
    /// terminators, letters and wide text.
    static let hostilePieces: [String] = {
        var pieces = (0x00..<0x20).map { String(Unicode.Scalar(UInt8($0))) }
        pieces += (0x7F...0x9F).map { String(Unicode.Scalar(UInt8($0))) }
        pieces += ["\u{1B}", "\u{1B}", "\u{1B}", "\u{1B}[", "\u{1B}]", "\u{1B}P", "\u{9B}", "\u{9D}"]
        pieces += ["[", "]", "\\", ";", "?", "(", "#", "P", "^", "_", "$", "0", "1", "2", "5", "9"]
        pieces += ["a", "m", "H", "J", "K", "z", "~", " "]
        pieces += ["🚀", "❤️", "👨‍👩‍👧", "🇯🇵", "漢", "e\u{301}", "\u{202E}", "\u{2066}", "\u{2028}", "\u{200D}"]
        return pieces
    }()

    @Test func sanitizedOutputNeverContainsAControlForGeneratedHostileInput() {
        var random = SeededGenerator(seed: 0x5341_4E49_5449_5A45)
        for _ in 0..<5_000 {
            let input = random.string(from: Self.hostilePieces, length: 0...48)
            let output = TerminalText.sanitize(input)
            let offending = output.unicodeScalars.filter { Self.isControl($0) || Self.isBidiControl($0) }.map(\.value)
            #expect(offending.isEmpty, "\(shown(input)) → \(shown(output))")
            if !offending.isEmpty { return }
        }
    }

    @Test func sanitizingTwiceChangesNothingMore() {
        var random = SeededGenerator(seed: 0x4944_454D)
        for _ in 0..<2_000 {
            let once = TerminalText.sanitize(random.string(from: Self.hostilePieces, length: 0...32))
            let twice = TerminalText.sanitize(once)
            #expect(scalars(twice) == scalars(once), "\(shown(once))")
            if scalars(twice) != scalars(once) { return }
        }
    }

    @Test func textWithoutControlsPassesUnchangedForGeneratedInput() {
        var random = SeededGenerator(seed: 0x504C_4149_4E)
        let pieces = sampleGraphemes + [" ", "[", "]", "\\", ";", "^", "?", "\u{200D}", "\u{200B}"]
        for _ in 0..<1_000 {
            let text = random.string(from: pieces, length: 0...24)
            let output = TerminalText.sanitize(text)
            #expect(scalars(output) == scalars(text), "\(shown(text))")
            if scalars(output) != scalars(text) { return }
        }
    }

    // MARK: One line of a cell (issue 32, item 3)

    @Test(arguments: [
        (" Hi, I'm a library", "Hi, I'm a library"),
        ("two\nlines\tand a tab  ", "two lines and a tab"),
        ("a  b\r\n\r\nc", "a b c"),
        ("\u{1B}[2J  wiped \u{7}", "wiped ^G"),
        ("\u{3000}全角\u{00A0}空白\u{3000}", "全角 空白"),
        ("   ", ""),
        ("", ""),
        ("tidy-name_1.0", "tidy-name_1.0"),
    ])
    func aCellShowsNoSpaceAtItsEndsAndOneForEachRunInside(input: String, expected: String) {
        #expect(TerminalText.singleLine(input) == expected)
    }

    @Test func aCellIsSafeTidyAndUnchangedBySecondPassForGeneratedInput() {
        var random = SeededGenerator(seed: 0x5350_4143_45)
        let pieces = Self.hostilePieces + sampleGraphemes + [" ", "  ", "\t", "\n", "\r\n", "\u{00A0}", "\u{2028}"]
        for _ in 0..<2_000 {
            let once = TerminalText.singleLine(random.string(from: pieces, length: 0...32))
            #expect(TerminalText.singleLine(once) == once, "\(shown(once))")
            #expect(TerminalText.sanitize(once) == once, "\(shown(once))")
            #expect(once.first?.isWhitespace != true && once.last?.isWhitespace != true && !once.contains("  "), "\(shown(once))")
            #expect(!once.unicodeScalars.contains { $0.properties.isWhitespace && $0 != " " }, "\(shown(once))")
        }
    }
}
