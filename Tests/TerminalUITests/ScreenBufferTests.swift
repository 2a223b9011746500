import TestSupport
import Testing
@testable import TerminalUI

@Suite struct ScreenBufferTests {
    static let dot = Cell(".")
    static let red = Style(foreground: .red)
    static let blueBold = Style(foreground: .blue, background: .yellow, attributes: .bold)

    /// A buffer pre-filled with dots, so untouched cells are visible in `lines`.
    static func dotted(width: Int, height: Int = 1) -> ScreenBuffer {
        ScreenBuffer(size: Size(width: width, height: height), filling: dot)
    }

    /// Every wide grapheme has its continuation to the right, and every continuation has its
    /// wide grapheme to the left: no half character anywhere.
    static func wideCharactersAreWhole(_ buffer: ScreenBuffer) -> Bool {
        for y in 0..<buffer.size.height {
            for x in 0..<buffer.size.width {
                switch buffer[x, y].content {
                case .continuation:
                    guard x > 0, case .grapheme(_, 2) = buffer[x - 1, y].content else { return false }
                case .grapheme(_, let width) where width == 2:
                    guard x + 1 < buffer.size.width, buffer[x + 1, y].isContinuation else { return false }
                case .grapheme(_, let width):
                    guard width == 1 else { return false }
                }
            }
        }
        return true
    }

    // MARK: - Basics

    @Test func aNewBufferIsBlank() {
        let buffer = ScreenBuffer(size: Size(width: 4, height: 3))
        #expect(buffer.cells.count == 12)
        #expect(buffer.cells.allSatisfy { $0 == .blank })
        #expect(buffer.lines == ["", "", ""])
        #expect(buffer.bounds == Rect(x: 0, y: 0, width: 4, height: 3))
    }

    @Test func containsIsTrueOnlyInsideTheGrid() {
        let buffer = ScreenBuffer(size: Size(width: 3, height: 2))
        #expect(buffer.contains(x: 0, y: 0))
        #expect(buffer.contains(x: 2, y: 1))
        #expect(!buffer.contains(x: 3, y: 0))
        #expect(!buffer.contains(x: 0, y: 2))
        #expect(!buffer.contains(x: -1, y: 0))
        #expect(!buffer.contains(x: 0, y: -1))
    }

    @Test func anEmptySizeGivesAnEmptyBufferThatIgnoresWrites() {
        var buffer = ScreenBuffer(size: Size(width: 0, height: 0))
        #expect(buffer.put("hello", x: 0, y: 0) == 0)
        buffer.fill(Rect(x: 0, y: 0, width: 5, height: 5))
        buffer.applyAttributes(.bold, to: Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(buffer.cells.isEmpty)
        #expect(buffer.lines.isEmpty)
    }

    // MARK: - put

    @Test func putWritesTextAndReturnsTheColumnsWritten() {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 2))
        #expect(buffer.put("hello", x: 0, y: 0) == 5)
        #expect(buffer.put("漢字", x: 3, y: 1) == 4)
        #expect(buffer.lines == ["hello", "   漢字"])
    }

    /// Issue 14, item 11: `हिन्दी` was drawn as `हन्` — the cell kept one spacing scalar per cluster.
    @Test func devanagariKeepsEverySpacingScalarInACellOfItsOwn() {
        var buffer = ScreenBuffer(size: Size(width: 8, height: 1))
        #expect(buffer.put("हिन्दी!", x: 0, y: 0) == 6)
        #expect(buffer.lines == ["हिन्दी!"])
        let drawn = (0..<6).map { x -> String in
            guard case .grapheme(let character, let width) = buffer[x, 0].content else { return "?" }
            return "\(character)/\(width)"
        }
        #expect(drawn.joined() == "ह/1ि/1न्/1द/1ी/1!/1")
    }

    @Test func aClusterThatDoesNotFitWholeIsLeftOutWhole() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        #expect(buffer.put("aहिन्दी", x: 0, y: 0) == 3)
        #expect(buffer.lines == ["aहि"])
    }

    @Test func putReturnsColumnsSoSpansCanBeChained() {
        var buffer = ScreenBuffer(size: Size(width: 12, height: 1))
        var x = 1
        for span in ["ab", "漢", "🚀", "c"] { x += buffer.put(span, x: x, y: 0) }
        #expect(x == 8)
        #expect(buffer.lines == [" ab漢🚀c"])
    }

    @Test func putGivesEveryCellOfTheTextItsStyle() {
        var buffer = ScreenBuffer(size: Size(width: 5, height: 1))
        buffer.put("a漢", x: 1, y: 0, style: Self.red)
        #expect(buffer[0, 0] == .blank)
        #expect(buffer[1, 0] == Cell("a", style: Self.red))
        #expect(buffer[2, 0] == Cell("漢", width: 2, style: Self.red))
        #expect(buffer[3, 0] == Cell(content: .continuation, style: Self.red))
        #expect(buffer[4, 0] == .blank)
    }

    @Test func putStopsAtTheRightEdgeOfTheBuffer() {
        var buffer = Self.dotted(width: 5)
        #expect(buffer.put("abcdefg", x: 2, y: 0) == 3)
        #expect(buffer.lines == ["..abc"])
    }

    @Test func putClipsAtTheLeftEdgeOfTheBuffer() {
        var buffer = Self.dotted(width: 5)
        #expect(buffer.put("abc", x: -2, y: 0) == 1)
        #expect(buffer.lines == ["c...."])
    }

    @Test func putClipsToTheClipRectOnBothSides() {
        var buffer = Self.dotted(width: 7)
        let clip = Rect(x: 2, y: 0, width: 3, height: 1)
        #expect(buffer.put("abcdef", x: 0, y: 0, clip: clip) == 3)
        #expect(buffer.lines == ["..cde.."])
    }

    @Test func aClipRectBeyondTheBufferIsCutToTheBuffer() {
        var buffer = Self.dotted(width: 4)
        #expect(buffer.put("abcdef", x: 1, y: 0, clip: Rect(x: -5, y: -5, width: 50, height: 50)) == 3)
        #expect(buffer.lines == [".abc"])
    }

    @Test(arguments: [
        (-1, nil), (1, nil), (5, nil),
        (0, Rect(x: 0, y: 1, width: 5, height: 1)),
        (0, Rect(x: 0, y: 0, width: 5, height: 0)),
    ] as [(Int, Rect?)])
    func putOnARowOutsideTheAreaWritesNothing(y: Int, clip: Rect?) {
        var buffer = Self.dotted(width: 5)
        #expect(buffer.put("abc", x: 0, y: y, clip: clip) == 0)
        #expect(buffer == Self.dotted(width: 5))
    }

    @Test func putStartingPastTheRightEdgeWritesNothing() {
        var buffer = Self.dotted(width: 5)
        #expect(buffer.put("abc", x: 5, y: 0) == 0)
        #expect(buffer.put("abc", x: 9, y: 0) == 0)
        #expect(buffer.put("abc", x: 1, y: 0, clip: Rect(x: 3, y: 0, width: 0, height: 1)) == 0)
        #expect(buffer == Self.dotted(width: 5))
    }

    @Test func aWideCharacterThatDoesNotFitAtTheBufferEdgeIsLeftOut() {
        var buffer = Self.dotted(width: 5)
        #expect(buffer.put("abcd漢", x: 0, y: 0) == 4)
        #expect(buffer.lines == ["abcd."])
        #expect(Self.wideCharactersAreWhole(buffer))
    }

    @Test func aWideCharacterThatDoesNotFitAtTheClipEdgeIsLeftOut() {
        var buffer = Self.dotted(width: 5)
        #expect(buffer.put("a漢b", x: 0, y: 0, clip: Rect(x: 0, y: 0, width: 2, height: 1)) == 1)
        #expect(buffer.lines == ["a...."])
        #expect(Self.wideCharactersAreWhole(buffer))
    }

    @Test func aWideCharacterStraddlingTheLeftClipEdgeIsLeftOut() {
        var buffer = Self.dotted(width: 5)
        buffer.put("漢ab", x: 0, y: 0, clip: Rect(x: 1, y: 0, width: 4, height: 1))
        #expect(buffer.lines == ["..ab."])
        #expect(Self.wideCharactersAreWhole(buffer))
    }

    @Test func aWideCharacterStraddlingTheLeftBufferEdgeIsLeftOut() {
        var buffer = Self.dotted(width: 4)
        buffer.put("漢ab", x: -1, y: 0)
        #expect(buffer.lines == [".ab."])
        #expect(Self.wideCharactersAreWhole(buffer))
    }

    @Test func emojiFlagsAndZWJSequencesTakeOneCellPlusAContinuation() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        #expect(buffer.put("👨‍👩‍👧🇯🇵❤️", x: 0, y: 0) == 6)
        #expect(buffer[0, 0] == Cell("👨‍👩‍👧", width: 2))
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer[2, 0] == Cell("🇯🇵", width: 2))
        #expect(buffer[4, 0] == Cell("❤️", width: 2))
        #expect(buffer.lines == ["👨‍👩‍👧🇯🇵❤️"])
        #expect(Self.wideCharactersAreWhole(buffer))
    }

    @Test func combiningMarksStayInTheCellOfTheirBase() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        #expect(buffer.put("e\u{301}x", x: 0, y: 0) == 2)
        guard case .grapheme(let character, let width) = buffer[0, 0].content else {
            Issue.record("expected a grapheme")
            return
        }
        #expect(scalars(String(character)) == [0x65, 0x301])
        #expect(width == 1)
        #expect(buffer[1, 0] == Cell("x"))
    }

    @Test func zeroWidthCharactersAreNotGivenACell() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        #expect(buffer.put("a\u{200B}b\u{FEFF}", x: 0, y: 0) == 2)
        #expect(buffer.lines == ["ab"])
    }

    @Test(arguments: ["\u{1B}", "\u{07}", "\u{00}", "\u{08}", "\n", "\r\n", "\u{7F}", "\u{85}", "\u{9B}"] as [Sample])
    func aControlCharacterBecomesAReplacementCharacter(control: Sample) {
        var buffer = ScreenBuffer(size: Size(width: 5, height: 1))
        let written = buffer.put("a" + control.text + "b", x: 0, y: 0)
        #expect(written == 3)
        #expect(buffer[1, 0] == Cell("\u{FFFD}"))
        #expect(buffer.lines == ["a\u{FFFD}b"])
    }

    @Test func anEscapeSequenceNeverReachesACellIntact() {
        var buffer = ScreenBuffer(size: Size(width: 12, height: 1))
        buffer.put("\u{1B}[31mred", x: 0, y: 0)
        #expect(buffer.lines == ["\u{FFFD}[31mred"])
        let everyScalar = buffer.cells.flatMap { cell -> [UInt32] in
            if case .grapheme(let character, _) = cell.content { return scalars(String(character)) }
            return []
        }
        #expect(!everyScalar.contains { $0 < 0x20 || (0x7F...0x9F).contains($0) })
    }

    // MARK: - Overwriting wide characters

    @Test func overwritingTheRightHalfOfAWideCharacterBlanksTheLeftHalf() {
        var buffer = Self.dotted(width: 4)
        buffer.put("漢", x: 0, y: 0, style: Self.red)
        buffer.put("x", x: 1, y: 0)
        #expect(buffer[0, 0] == Cell(" ", style: Self.red), "the blank keeps the old style")
        #expect(buffer[1, 0] == Cell("x"))
        #expect(buffer.lines == [" x.."])
        #expect(Self.wideCharactersAreWhole(buffer))
    }

    @Test func overwritingTheLeftHalfOfAWideCharacterBlanksTheRightHalf() {
        var buffer = Self.dotted(width: 4)
        buffer.put("漢", x: 0, y: 0, style: Self.red)
        buffer.put("x", x: 0, y: 0)
        #expect(buffer[0, 0] == Cell("x"))
        #expect(buffer[1, 0] == Cell(" ", style: Self.red), "the blank keeps the old style")
        #expect(buffer.lines == ["x .."])
        #expect(Self.wideCharactersAreWhole(buffer))
    }

    @Test func aWideCharacterOverTheRightHalfOfAnotherBlanksItsLeftHalf() {
        var buffer = Self.dotted(width: 4)
        buffer.put("漢", x: 0, y: 0)
        buffer.put("字", x: 1, y: 0)
        #expect(buffer.lines == [" 字."])
        #expect(Self.wideCharactersAreWhole(buffer))
    }

    @Test func aWideCharacterOverTheLeftHalfOfAnotherBlanksItsRightHalf() {
        var buffer = Self.dotted(width: 4)
        buffer.put("a漢", x: 0, y: 0)
        buffer.put("字", x: 0, y: 0)
        #expect(buffer[0, 0] == Cell("字", width: 2))
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer[2, 0] == Cell(" "), "the right half of 漢 must not be left behind")
        #expect(buffer.lines == ["字 ."])
        #expect(Self.wideCharactersAreWhole(buffer))
    }

    @Test func aWideCharacterExactlyOverAnotherReplacesIt() {
        var buffer = Self.dotted(width: 3)
        buffer.put("漢", x: 0, y: 0)
        buffer.put("字", x: 0, y: 0, style: Self.red)
        #expect(buffer[0, 0] == Cell("字", width: 2, style: Self.red))
        #expect(buffer[1, 0] == Cell(content: .continuation, style: Self.red))
        #expect(buffer.lines == ["字."])
    }

    @Test func randomWritesNeverLeaveHalfAWideCharacter() {
        var random = SeededGenerator(seed: 0x4255_4646_4552)
        let pieces = sampleGraphemes + ["\u{1B}", "\u{200B}", " "]
        for round in 0..<300 {
            let width = random.int(in: 1...9)
            var buffer = ScreenBuffer(size: Size(width: width, height: 2))
            for step in 0..<12 {
                let y = random.int(in: -1...2)
                let x = random.int(in: -2...width)
                switch random.below(3) {
                case 0:
                    let text = random.string(from: pieces, length: 0...6)
                    let clip = random.below(2) == 0
                        ? nil
                        : Rect(x: random.int(in: -1...width), y: random.int(in: -1...1),
                               width: random.int(in: 0...width), height: random.int(in: 0...2))
                    let written = buffer.put(text, x: x, y: y, clip: clip)
                    guard (0...width).contains(written) else {
                        Issue.record("put returned \(written) in a buffer \(width) wide")
                        return
                    }
                case 1:
                    buffer.fill(Rect(x: x, y: y, width: random.int(in: 0...3), height: 1), style: Self.red)
                default:
                    buffer.applyAttributes(.reverse, to: Rect(x: x, y: y, width: random.int(in: 0...3), height: 1))
                }
                guard Self.wideCharactersAreWhole(buffer) else {
                    Issue.record("half a wide character after round \(round), step \(step): \(buffer.lines)")
                    return
                }
            }
        }
    }

    // MARK: - lines

    @Test func linesTrimTrailingSpacesButKeepInnerOnes() {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 2))
        buffer.put(" a  b   ", x: 0, y: 0)
        buffer.put("漢 ", x: 2, y: 1)
        #expect(buffer.lines == [" a  b", "  漢"])
        #expect(buffer.line(1) == "  漢")
    }

    @Test func linesSkipContinuationCells() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.put("漢字x", x: 0, y: 0)
        #expect(buffer.lines == ["漢字x"])
        #expect(buffer.lines[0].count == 3)
    }

    // MARK: - fill and applyAttributes

    @Test func fillBlanksTheRectInTheStyle() {
        var buffer = Self.dotted(width: 5, height: 3)
        buffer.fill(Rect(x: 1, y: 1, width: 3, height: 2), style: Self.blueBold)
        #expect(buffer.lines == [".....", ".   .", ".   ."])
        #expect(buffer[1, 1] == Cell(" ", style: Self.blueBold))
        #expect(buffer[3, 2] == Cell(" ", style: Self.blueBold))
        #expect(buffer[0, 1] == Self.dot)
        #expect(buffer[4, 2] == Self.dot)
    }

    @Test func fillIsClippedToTheBuffer() {
        var buffer = Self.dotted(width: 3, height: 2)
        buffer.fill(Rect(x: -2, y: 1, width: 4, height: 9))
        #expect(buffer.lines == ["...", "  ."])
        buffer.fill(Rect(x: 5, y: 0, width: 3, height: 3))
        buffer.fill(Rect(x: 0, y: 0, width: 0, height: 3))
        #expect(buffer.lines == ["...", "  ."])
    }

    @Test func fillOverHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = Self.dotted(width: 6)
        buffer.put("漢", x: 0, y: 0)
        buffer.put("字", x: 3, y: 0)
        buffer.fill(Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(buffer.lines == ["     ."])
        #expect(Self.wideCharactersAreWhole(buffer))
    }

    @Test func applyAttributesAddsToTheStyleOfEveryCellInTheRect() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 2))
        buffer.put("ab漢", x: 0, y: 0, style: Style(foreground: .green, attributes: .underline))
        buffer.applyAttributes(.reverse, to: Rect(x: 1, y: 0, width: 3, height: 1))
        let underline = Style(foreground: .green, attributes: .underline)
        let both = Style(foreground: .green, attributes: [.underline, .reverse])
        #expect(buffer[0, 0].style == underline)
        #expect(buffer[1, 0].style == both)
        #expect(buffer[2, 0].style == both)
        #expect(buffer[3, 0].style == both)
        #expect(buffer[4, 0].style == .plain)
        #expect(buffer[1, 1].style == .plain)
        #expect(buffer.lines == ["ab漢", ""], "text is untouched")
    }

    @Test func applyAttributesIsIdempotentAndClipped() {
        var buffer = ScreenBuffer(size: Size(width: 3, height: 1))
        buffer.applyAttributes([.bold, .dim], to: Rect(x: -4, y: -1, width: 99, height: 99))
        let once = buffer
        buffer.applyAttributes(.bold, to: buffer.bounds)
        #expect(buffer == once)
        #expect(buffer.cells.allSatisfy { $0.style.attributes == [.bold, .dim] })
        buffer.applyAttributes(.reverse, to: Rect(x: 3, y: 0, width: 2, height: 1))
        #expect(buffer == once)
    }

    // MARK: - Cells and styles

    @Test func cellsAndStylesCompareByValue() {
        #expect(Cell.blank == Cell(" "))
        #expect(Cell("a") != Cell("a", style: Self.red))
        #expect(Cell("漢", width: 2) != Cell("漢", width: 1))
        #expect(Cell(content: .continuation, style: .plain).isContinuation)
        #expect(!Cell.blank.isContinuation)
        #expect(Style.plain == Style(foreground: .default, background: .default, attributes: []))
        #expect(Style(foreground: .indexed(196)) != Style(foreground: .red))
    }

    @Test func addingAttributesKeepsColoursAndUnionsAttributes() {
        let style = Style(foreground: .cyan, background: .black, attributes: .bold)
        let added = style.adding([.reverse, .bold])
        #expect(added == Style(foreground: .cyan, background: .black, attributes: [.bold, .reverse]))
        #expect(style.attributes == .bold, "the original is unchanged")
    }
}
