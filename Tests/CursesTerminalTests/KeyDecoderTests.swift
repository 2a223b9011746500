@testable import CursesTerminal
import Testing
import TerminalUI

/// ncurses key codes as the terminal delivers them (curses.h values, written out so the table
/// documents the wire format).
@Suite struct KeyDecoderTests {
    @Test("Function-key codes decode to the keys they name", arguments: [
        (259, Key.up), (258, .down), (260, .left), (261, .right),
        (339, .pageUp), (338, .pageDown), (262, .home), (360, .end),
        (348, .home), (351, .end), (362, .home), (385, .end),  // KEY_A1, KEY_C1, KEY_FIND, KEY_SELECT
        (349, .pageUp), (352, .pageDown),                       // KEY_A3, KEY_C3
        (343, .enter), (263, .backspace), (330, .delete), (331, .insert), (353, .backTab),
        (410, .resize),
        (264, .function(0)), (265, .function(1)), (276, .function(12)), (327, .function(63)),
        (350, .unknown(350)),                                   // KEY_B2, the keypad centre
        (328, .unknown(328)),                                   // just past KEY_F(63)
    ] as [(UInt32, Key)])
    func functionKeys(code: UInt32, expected: Key) {
        #expect(KeyDecoder.decode(code: code, isFunctionKey: true) == expected)
    }

    @Test("Character codes decode to characters, control keys and editing keys", arguments: [
        (10, Key.enter), (13, .enter), (27, .escape), (127, .backspace), (8, .backspace), (9, .tab),
        (1, .control("a")), (3, .control("c")), (26, .control("z")), (17, .control("q")),
        (0x61, .character("a")), (0x51, .character("Q")), (0x20, .character(" ")),
        (0x7E, .character("~")), (0xE9, .character("é")), (0x4E2D, .character("中")),
        (0x1F600, .character("😀")),
        (0, .unknown(0)), (28, .unknown(28)), (31, .unknown(31)), (0x85, .unknown(0x85)),
        (0xD800, .unknown(0xD800)), (0x110000, .unknown(0x110000)),
    ] as [(UInt32, Key)])
    func characters(code: UInt32, expected: Key) {
        #expect(KeyDecoder.decode(code: code, isFunctionKey: false) == expected)
    }

    @Test("The same number means a key code or a character depending on the flag")
    func flagDecidesMeaning() {
        // 259 is KEY_UP as a key code, and "ă" (U+0103 is 259) as a character.
        #expect([KeyDecoder.decode(code: 259, isFunctionKey: true),
                 KeyDecoder.decode(code: 259, isFunctionKey: false)] == [.up, .character("ă")])
    }
}
