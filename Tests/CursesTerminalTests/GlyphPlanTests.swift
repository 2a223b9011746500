@testable import CursesTerminal
import Testing

@Suite struct GlyphPlanTests {
    @Test("Each grapheme becomes a glyph whose width matches its cell", arguments: [
        ("a", 1, GlyphPlan(scalars: ["a"], padding: 0)),
        ("e\u{301}", 1, GlyphPlan(scalars: ["e", "\u{301}"], padding: 0)),          // combining mark kept
        ("中", 2, GlyphPlan(scalars: ["中"], padding: 0)),
        ("\u{1100}\u{1161}\u{11A8}", 2, GlyphPlan(scalars: ["\u{1100}", "\u{1161}", "\u{11A8}"], padding: 0)),
        ("🇺🇸", 2, GlyphPlan(scalars: ["🇺"], padding: 1)),                          // flag: first letter + space
        ("❤️", 2, GlyphPlan(scalars: ["❤"], padding: 1)),                           // VS16 dropped, padded
        ("1️⃣", 2, GlyphPlan(scalars: ["1", "\u{20E3}"], padding: 1)),               // keycap mark kept
        ("👨‍👩‍👧", 2, GlyphPlan(scalars: ["👨"], padding: 0)),                        // ZWJ family: first person
        ("👍🏻", 2, GlyphPlan(scalars: ["👍"], padding: 0)),                          // skin tone is spacing: dropped
        // A conjunct (one grapheme since Unicode 15.1; the compiler's literal check is older).
        (Character("क्ष" as String), 1, GlyphPlan(scalars: ["क", "\u{94D}"], padding: 0)),
        ("\u{1FAE9}", 2, GlyphPlan(scalars: ["\u{FFFD}"], padding: 1)),             // unknown to wcwidth
        ("中", 1, GlyphPlan(scalars: ["\u{FFFD}"], padding: 0)),                    // wider than its cell
    ] as [(Character, Int, GlyphPlan)])
    func plans(character: Character, cellWidth: Int, expected: GlyphPlan) {
        #expect(GlyphPlan.make(for: character, cellWidth: cellWidth, wcwidth: FakeWcwidth.width) == expected)
    }

    @Test("At most four combining marks ride on one base, as a cchar_t holds five characters")
    func marksAreCapped() {
        let character: Character = "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}"
        let plan = GlyphPlan.make(for: character, cellWidth: 1) { $0.value < 0x300 ? 1 : 0 }
        #expect(plan == GlyphPlan(scalars: ["a", "\u{301}", "\u{302}", "\u{303}", "\u{304}"], padding: 0))
    }

    @Test("When even U+FFFD has no width, a question mark padded to the cell stands in")
    func questionMarkReplacement() {
        let plan = GlyphPlan.make(for: "\u{1FAE9}", cellWidth: 2) { $0.isASCII ? 1 : -1 }
        #expect(plan == GlyphPlan(scalars: ["?"], padding: 1))
    }
}
