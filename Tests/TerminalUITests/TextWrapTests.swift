import TestSupport
import Testing
@testable import TerminalUI

@Suite struct TextWrapTests {
    @Test(arguments: [
        ("the quick brown fox", 10, ["the quick", "brown fox"]),
        ("the quick brown fox", 9, ["the quick", "brown fox"]),
        ("the quick brown fox", 8, ["the", "quick", "brown", "fox"]),
        ("hello world", 11, ["hello world"]),
        ("hello world", 100, ["hello world"]),
        ("hello world", 5, ["hello", "world"]),
        ("a b c d e", 3, ["a b", "c d", "e"]),
        // Runs of spaces and spaces at the ends disappear.
        ("  a   b  ", 10, ["a b"]),
        // A word wider than the line is broken inside; what follows continues after it.
        ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
        ("a abcdefghij b", 4, ["a", "abcd", "efgh", "ij b"]),
        ("abcdefgh", 4, ["abcd", "efgh"]),
        // Wide characters count two columns and are never split.
        ("漢字 かな", 4, ["漢字", "かな"]),
        ("漢字 かな", 9, ["漢字 かな"]),
        ("ab 漢字", 4, ["ab", "漢字"]),
        ("漢字漢字", 5, ["漢字", "漢字"]),
        ("漢字漢", 3, ["漢", "字", "漢"]),
        ("a漢字", 2, ["a", "漢", "字"]),
        ("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", 5, ["👨‍👩‍👧👨‍👩‍👧", "👨‍👩‍👧"]),
        ("🇯🇵🇯🇵 ok", 3, ["🇯🇵", "🇯🇵", "ok"]),
        // Issue 14, item 11: CJK text breaks between ideographs, never before a closing mark or
        // after an opening one (UAX #14).
        ("日本語の文章です。", 8, ["日本語の", "文章で", "す。"]),
        ("Swiftは速い", 9, ["Swiftは速", "い"]),
        ("「引用」です", 6, ["「引", "用」で", "す"]),
        ("中文没有空格也能换行", 10, ["中文没有空", "格也能换行"]),
    ] as [(String, Int, [String])])
    func wrapBreaksAtSpacesAndInsideOverlongWords(text: String, width: Int, expected: [String]) {
        let lines = TextWrap.wrap(text, width: width)
        #expect(lines == expected)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    @Test func combiningMarksStayWithTheirBaseWhenAWordIsBroken() {
        let lines = TextWrap.wrap("e\u{301}e\u{301}e\u{301}", width: 2)
        #expect(lines.map(scalars) == [[0x65, 0x301, 0x65, 0x301], [0x65, 0x301]])
    }

    @Test(arguments: ["", " ", "     "])
    func emptyOrBlankInputGivesOneEmptyLine(text: String) {
        #expect(TextWrap.wrap(text, width: 10) == [""])
    }

    @Test(arguments: [0, -1, -40])
    func aWidthOfZeroOrLessGivesNoLines(width: Int) {
        #expect(TextWrap.wrap("hello world", width: width) == [])
        #expect(TextWrap.wrap("", width: width) == [])
    }

    @Test func aWideCharacterWiderThanTheLineIsNeverHalved() {
        // A one-column pane cannot show 漢 at all; what comes back must still fit.
        for text in ["漢", "a漢", "a 漢 b", "漢字"] {
            let lines = TextWrap.wrap(text, width: 1)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= 1 }, "\(text) → \(lines)")
            #expect(!lines.joined().contains("漢"))
        }
        #expect(TextWrap.wrap("a 漢 b", width: 1) == ["a", "b"])
    }

    @Test func generatedTextWrapsWithinTheWidthAndLosesNothingButSpaces() {
        var random = SeededGenerator(seed: 0x5752_4150)
        for _ in 0..<1_500 {
            let words = (0..<random.int(in: 0...8)).map { _ in random.string(from: sampleGraphemes, length: 1...9) }
            var text = ""
            for word in words { text += String(repeating: " ", count: random.int(in: 0...2)) + word + " " }
            let width = random.int(in: 2...16)
            let lines = TextWrap.wrap(text, width: width)
            let context = "\(shown(text)) at \(width) → \(lines.map(shown))"
            // Every grapheme comes back, whole and in order; only spaces go.
            let graphemesIn = text.filter { $0 != " " }.map { scalars(String($0)) }
            let graphemesOut = lines.flatMap { $0.filter { $0 != " " }.map { scalars(String($0)) } }

            let problems = [
                lines.isEmpty ? "no lines" : nil,
                lines.allSatisfy { DisplayWidth.of($0) <= width } ? nil : "a line is too wide",
                lines.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") } ? nil : "a line has an outer space",
                lines == [""] || lines.allSatisfy { !$0.isEmpty } ? nil : "an empty line among others",
                graphemesOut == graphemesIn ? nil : "graphemes lost, split or reordered",
            ].compactMap { $0 }
            guard problems.isEmpty else {
                Issue.record("\(problems.joined(separator: ", ")): \(context)")
                return
            }
        }
    }
}
