import Foundation

/// The tty's settings as repotui found them, and the one change made before ncurses writes its
/// first byte: output flow control (IXON) off.
///
/// With IXON on, a Ctrl-S typed while the app starts — before ncurses' raw mode makes it a key —
/// stops the terminal's output, and ncurses' first write blocks the main actor for good: no key,
/// resize or signal is acted on again. Turning IXON off also lets output stopped by an earlier
/// Ctrl-S flow again (`tcflow` for kernels that do not do that themselves). ncurses' `endwin`
/// restores the settings it saw at `newterm`, these ones, so `restore()` puts back the rest.
struct TerminalModes: Sendable {
    private let descriptor: Int32
    private let original: termios

    /// nil when the descriptor is not a terminal; then there is nothing to change or restore.
    static func takeOver(descriptor: Int32) -> TerminalModes? {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return nil }
        let modes = TerminalModes(descriptor: descriptor, original: settings)
        settings.c_iflag &= ~tcflag_t(IXON)
        tcsetattr(descriptor, TCSANOW, &settings)
        tcflow(descriptor, TCOON)
        return modes
    }

    /// Puts back the settings found. TCSANOW, not TCSADRAIN: waiting for output to drain would
    /// block for good on a terminal that takes none, and this also runs when the app is forced
    /// to end (`OverdueTermination`).
    func restore() {
        var settings = original
        tcsetattr(descriptor, TCSANOW, &settings)
    }
}
