@testable import CursesTerminal
import Testing
import TerminalUI

/// `getmouse` reports as ncurses delivers them: `bstate` bits written out as curses.h defines
/// them for NCURSES_MOUSE_VERSION 2 (five bits a button).
@Suite struct MouseDecoderTests {
    @Test("Button states decode to presses, releases and wheel notches", arguments: [
        (0o2, MouseEvent(x: 4, y: 7, kind: .press)),              // BUTTON1_PRESSED
        (0o4, MouseEvent(x: 4, y: 7, kind: .press)),              // BUTTON1_CLICKED
        (0o1, MouseEvent(x: 4, y: 7, kind: .release)),            // BUTTON1_RELEASED
        (0o1 << 5, MouseEvent(x: 4, y: 7, kind: .release)),       // BUTTON2_RELEASED (X10 does not say which)
        (0o2 << 15, MouseEvent(x: 4, y: 7, kind: .wheelUp)),      // BUTTON4_PRESSED
        (0o2 << 20, MouseEvent(x: 4, y: 7, kind: .wheelDown)),    // BUTTON5_PRESSED
        (0o2 << 20 | 0o1 << 25, MouseEvent(x: 4, y: 7, kind: .wheelDown)), // with Ctrl held
    ] as [(UInt32, MouseEvent)])
    func decodes(bstate: UInt32, expected: MouseEvent) {
        #expect(MouseDecoder.decode(bstate: bstate, x: 4, y: 7) == expected)
    }

    @Test("Other buttons, motion and positions off the screen are ignored", arguments: [
        (UInt32(0o2 << 5), Int32(4), Int32(7)),   // BUTTON2_PRESSED
        (0o2 << 10, 4, 7),                        // BUTTON3_PRESSED
        (0o10 << 25, 4, 7),                       // REPORT_MOUSE_POSITION
        (0, 4, 7),
        (0o2, -1, 7),
        (0o2, 4, -1),
    ])
    func ignores(bstate: UInt32, x: Int32, y: Int32) {
        #expect(MouseDecoder.decode(bstate: bstate, x: x, y: y) == nil)
    }

    @Test("mousemask is asked for the left button's press and release and the wheel only")
    func requestedMask() {
        #expect(MouseDecoder.Masks.ncurses.requested == 0o2 | 0o1 | 0o2 << 15 | 0o2 << 20)
    }
}
