/// What wakes the run loop from the terminal side.
public enum TerminalEvent: Sendable, Equatable {
    /// Bytes are waiting on the terminal; call `readKeys()`.
    case inputAvailable
    /// SIGWINCH: the window changed size.
    case resized
    /// SIGTERM, SIGHUP or SIGINT arrived; the app should shut down in order.
    case terminationRequested(signal: Int32)
}

/// The only thing the app asks of a real terminal. The ncurses backend implements it;
/// tests can drive the run loop with an in-memory one.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// The colours the screen is drawn with.
    var colorDepth: ColorDepth { get }
    /// Starts delivering events to `sink` (from any thread). Idle means no wake-ups at all.
    func startEvents(_ sink: @escaping @Sendable (TerminalEvent) -> Void)
    /// Every key available right now, without blocking; re-arms `.inputAvailable`.
    func readKeys() -> [Key]
    /// Re-reads the window size after `.resized` and returns it.
    func updateSize() -> Size
    /// Shows `buffer`, writing only the cells that changed since the last call.
    func present(_ buffer: ScreenBuffer)
    /// Writes `bytes` — a sequence the screen model has no cell for, such as OSC 52 (set the
    /// clipboard) — to the terminal as they are, after everything presented so far.
    func writeControlSequence(_ bytes: [UInt8])
    /// Hands the terminal to a program run in the foreground (an editor, a shell): restored as
    /// the shell had it, the main screen, standard output on it again, no input read. Idempotent.
    func suspend()
    /// Takes the terminal back after `suspend()`: the app's modes again, every cell repainted
    /// by the next `present`, input read again.
    func resume()
    /// Restores the terminal (cursor, echo, canonical mode, main screen). Idempotent.
    func shutdown()
}
