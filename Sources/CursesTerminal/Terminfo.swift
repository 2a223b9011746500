import CNcurses
import Foundation

/// Reads a terminal type's terminfo entry without starting ncurses.
///
/// `setupterm` with a status pointer reports problems instead of printing and exiting, which is
/// what `initscr` would do on an unknown TERM.
enum Terminfo {
    /// Not thread-safe: `setupterm` sets ncurses' global current terminal. Call it only while no
    /// ncurses screen is active (the entry it loads is freed again before returning).
    static func entry(named name: String) -> TerminfoEntry {
        var status: Int32 = 0
        guard setupterm(name, STDOUT_FILENO, &status) == OK else {
            switch status {
            case -1: return .databaseMissing
            case 1: return .cannotAddressCursor // hardcopy terminal
            default: return .unknown
            }
        }
        defer { releaseCurrentTerminal() }
        // tigetstr answers NULL for an absent capability and (char *)-1 for a non-string name.
        guard let cursorAddress = tigetstr("cup"), Int(bitPattern: cursorAddress) != -1 else {
            return .cannotAddressCursor
        }
        return .usable
    }

    /// Whether the current terminal (the one ncurses runs on) has the string capability `name`.
    static func hasString(_ name: String) -> Bool {
        guard let value = tigetstr(name) else { return false }
        return Int(bitPattern: value) != -1
    }

    private static func releaseCurrentTerminal() {
        if let loaded = set_curterm(nil) { del_curterm(loaded) }
    }
}
