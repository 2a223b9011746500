import Testing
@testable import TerminalUI

/// Issue 14, item 1: every sequence the parser knows, as ncurses passes it on (Esc, then the
/// characters), and what becomes of the rest.
struct EscapeSequenceParserTests {
    /// The keys ncurses delivers for `text` when it knows none of it: Esc for \u{1B}, characters.
    static func read(_ text: String) -> [Key] {
        text.map { $0 == "\u{1B}" ? Key.escape : Key.character($0) }
    }

    static func parse(_ text: String) -> [Key] {
        var parser = EscapeSequenceParser()
        return parser.feed(read(text))
    }

    @Test(arguments: [
        // xterm (normal and application cursor keys) and VT220 editing keys
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[Z", .backTab), ("\u{1B}OM", .enter),
        // modifiers are read and ignored
        ("\u{1B}[1;5A", .up), ("\u{1B}[1;2B", .down), ("\u{1B}[1;3C", .right), ("\u{1B}[1;5D", .left),
        ("\u{1B}[3;5~", .delete), ("\u{1B}[5;2~", .pageUp), ("\u{1B}[1;5H", .home), ("\u{1B}[1;2F", .end),
        // rxvt: Shift ($) and Ctrl (^) forms, Ctrl-arrows
        ("\u{1B}[5$", .pageUp), ("\u{1B}[6^", .pageDown), ("\u{1B}[7$", .home), ("\u{1B}[8^", .end),
        ("\u{1B}Oa", .up), ("\u{1B}Ob", .down), ("\u{1B}Oc", .right), ("\u{1B}Od", .left),
        // function keys: xterm SS3, VT220 tilde, the Linux console
        ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)), ("\u{1B}OS", .function(4)),
        ("\u{1B}[11~", .function(1)), ("\u{1B}[12~", .function(2)), ("\u{1B}[13~", .function(3)), ("\u{1B}[14~", .function(4)),
        ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)), ("\u{1B}[18~", .function(7)), ("\u{1B}[19~", .function(8)),
        ("\u{1B}[20~", .function(9)), ("\u{1B}[21~", .function(10)), ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}[[A", .function(1)), ("\u{1B}[[B", .function(2)), ("\u{1B}[[C", .function(3)), ("\u{1B}[[D", .function(4)),
        ("\u{1B}[[E", .function(5)),
        // SGR mouse reports (1-based cells)
        ("\u{1B}[<0;10;5M", .mouse(MouseEvent(x: 9, y: 4, kind: .press))),
        ("\u{1B}[<0;300;5m", .mouse(MouseEvent(x: 299, y: 4, kind: .release))),
        ("\u{1B}[<64;1;1M", .mouse(MouseEvent(x: 0, y: 0, kind: .wheelUp))),
        ("\u{1B}[<65;2;3M", .mouse(MouseEvent(x: 1, y: 2, kind: .wheelDown))),
        // Alt
        ("\u{1B}o", .alt("o")), ("\u{1B}O", .alt("O")) as (String, Key),
    ])
    func aKnownSequenceIsOneKey(text: String, key: Key) {
        // `ESC O` alone is cut short at the end of a read; with nothing after it, it is Alt-O.
        if text == "\u{1B}O" {
            var parser = EscapeSequenceParser()
            #expect(parser.feed(Self.read(text)) == [])
            #expect(parser.isWaiting)
            return
        }
        #expect(Self.parse(text) == [key])
    }

    @Test(arguments: [
        "\u{1B}[99~", "\u{1B}[200~", "\u{1B}[201~", "\u{1B}[1;5E", "\u{1B}[?1049h", "\u{1B}[M !!", "\u{1B}OZ",
        "\u{1B}[<2;3;4M", "\u{1B}[<32;3;4M", "\u{1B}[<0;0;4M", "\u{1B}[[F", "\u{1B}[>c",
    ])
    func anUnknownSequenceIsDroppedWholeNeverTypedAsKeys(text: String) {
        #expect(Self.parse(text + "x") == [.character("x")])
    }

    @Test func aLoneEscAndEscBeforeAnotherEscOrANamedKeyStayEsc() {
        #expect(Self.parse("\u{1B}") == [.escape])
        #expect(Self.parse("\u{1B}\u{1B}") == [.escape, .escape])
        var parser = EscapeSequenceParser()
        #expect(parser.feed([.escape, .up, .character("q")]) == [.escape, .up, .character("q")])
        #expect(parser.feed([.escape, .enter]) == [])
    }

    @Test func textAroundSequencesIsKept() {
        #expect(Self.parse("ab\u{1B}[4~c\u{1B}OPd") == [.character("a"), .character("b"), .end, .character("c"), .function(1),
                                                       .character("d")])
    }

    @Test func aSequenceCutBetweenTwoReadsWaitsForTheRest() {
        var parser = EscapeSequenceParser()

        #expect(parser.feed(Self.read("x\u{1B}[1;")) == [.character("x")])
        #expect(parser.isWaiting)
        #expect(parser.feed(Self.read("5A")) == [.up])
        #expect(!parser.isWaiting)
        #expect(parser.feed(Self.read("\u{1B}O")) == [])
        #expect(parser.feed(Self.read("P")) == [.function(1)])
    }

    @Test func aSequenceWhoseRestNeverComesIsDroppedWhole() {
        var parser = EscapeSequenceParser()

        #expect(parser.feed(Self.read("\u{1B}[4")) == [])
        parser.expire()

        #expect(!parser.isWaiting)
        #expect(parser.feed(Self.read("~")) == [.character("~")])
    }

    @Test func aKeyThatCannotBePartOfASequenceEndsItAndIsKept() {
        var parser = EscapeSequenceParser()

        #expect(parser.feed([.escape, .character("["), .character("1"), .down, .character("q")]) == [.down, .character("q")])
    }
}
