/// A key press, decoded by the backend from whatever the terminal sent.
public enum Key: Hashable, Sendable {
    case character(Character)
    /// Ctrl plus a letter, lower-case: Ctrl-C is `.control("c")`.
    case control(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, backTab, delete, insert
    case function(Int)
    /// Alt (Meta) plus a character: Esc and the character within the escape delay. No table
    /// binds one; they are read so that they never act as the character alone.
    case alt(Character)
    /// The terminal changed size (ncurses' KEY_RESIZE).
    case resize
    /// A mouse button or wheel (only while mouse reporting is on; see `--no-mouse`).
    case mouse(MouseEvent)
    /// A code the decoder does not know; ignored by every key map.
    case unknown(Int32)
}
