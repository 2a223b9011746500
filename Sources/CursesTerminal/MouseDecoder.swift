import TerminalUI

/// Turns what `getmouse` reported into a `MouseEvent`. Pure, so the mapping is table-tested.
///
/// Only what the app asks for with `mousemask` is decoded: the left button's press and release
/// and the wheel (buttons 4 and 5). Other buttons give nil and are ignored. `clicks` is left at
/// 0; `ClickCounter` fills it in.
enum MouseDecoder {
    /// The `mmask_t` bits, as curses.h defines them for `NCURSES_MOUSE_VERSION` 2: five bits a
    /// button (released 1, pressed 2, clicked 4, double 8, triple 16), button 1 lowest.
    struct Masks: Equatable, Sendable {
        var button1Pressed: UInt32
        var button1Released: UInt32
        var button1Clicked: UInt32
        var anyReleased: UInt32
        var button4Pressed: UInt32
        var button5Pressed: UInt32

        static let ncurses = Masks(
            button1Pressed: 0o2, button1Released: 0o1, button1Clicked: 0o4,
            // X10-style reports (xterm mode 1000) do not say which button came up.
            anyReleased: 0o1 | 0o1 << 5 | 0o1 << 10,
            button4Pressed: 0o2 << 15, button5Pressed: 0o2 << 20)

        /// What `mousemask` is asked for.
        var requested: UInt32 { button1Pressed | button1Released | button4Pressed | button5Pressed }
    }

    static func decode(bstate: UInt32, x: Int32, y: Int32, masks: Masks = .ncurses) -> MouseEvent? {
        guard x >= 0, y >= 0 else { return nil }
        let kind: MouseEvent.Kind
        if bstate & masks.button4Pressed != 0 {
            kind = .wheelUp
        } else if bstate & masks.button5Pressed != 0 {
            kind = .wheelDown
        } else if bstate & (masks.button1Pressed | masks.button1Clicked) != 0 {
            kind = .press
        } else if bstate & masks.anyReleased != 0 {
            kind = .release
        } else {
            return nil
        }
        return MouseEvent(x: Int(x), y: Int(y), kind: kind)
    }
}
