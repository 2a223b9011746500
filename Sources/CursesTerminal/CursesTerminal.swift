import CNcurses
import Foundation
import TerminalUI

/// The ncurses terminal: the one place that talks to the real screen and keyboard.
///
/// Open it with `open(environment:)`, connect the run loop with `startEvents`, and always end
/// with `shutdown()`, which gives the user their terminal back (cursor, echo, line mode, main
/// screen). Not thread-safe, like ncurses itself: it lives on the main actor.
@MainActor
public final class CursesTerminal: TerminalBackend {
    public private(set) var size: Size

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let output: OutputRedirect
    private let signals: SignalWatcher
    private let relay: EventRelay
    private var input: InputWatcher?
    private var painter = ScreenPainter { Int(wcwidth(wchar_t($0.value))) }
    private var canvas: CursesCanvas
    private var isOpen = true

    /// Checks that a full-screen UI can run here, then takes over the terminal.
    ///
    /// Every check happens before anything is drawn, so on failure the terminal is untouched
    /// and the error's description can simply be printed.
    public static func open(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(TerminalOpenError) -> CursesTerminal {
        let term = try TerminalCapabilityCheck.validate(
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            term: environment["TERM"],
            lookup: Terminfo.entry(named:)
        )
        UTF8Locale.activate()
        let relay = EventRelay()
        let signals = SignalWatcher(relay: relay)
        guard let output = OutputRedirect.begin() else {
            signals.stop()
            throw .initializationFailed(term)
        }
        // A stale LINES/COLUMNS in the environment must not beat the tty's real size.
        use_tioctl(true)
        // newterm, unlike initscr, returns NULL instead of printing and exiting.
        guard let screen = newterm(term, output.terminal, repotui_stdin()),
              let window = repotui_stdscr() else {
            output.end()
            signals.stop()
            throw .initializationFailed(term)
        }
        let palette = configure(window)
        return CursesTerminal(screen: screen, window: window, output: output, signals: signals,
                              relay: relay, palette: palette)
    }

    private init(screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>, output: OutputRedirect,
                 signals: SignalWatcher, relay: EventRelay, palette: ColorPalette) {
        self.screen = screen
        self.window = window
        self.output = output
        self.signals = signals
        self.relay = relay
        self.canvas = CursesCanvas(window: window, palette: palette,
                                   pairCapacity: Int(repotui_color_pairs()))
        self.size = Size(width: Int(repotui_cols()), height: Int(repotui_lines()))
    }

    /// Input modes for a key-driven UI; returns the colours the terminal offers.
    private static func configure(_ window: UnsafeMutablePointer<WINDOW>) -> ColorPalette {
        raw()                    // Ctrl-C, Ctrl-Z … arrive as keys, not signals
        noecho()
        nonl()
        keypad(window, true)     // arrow and function keys as KEY_* codes
        nodelay(window, true)    // reads never block; the input watcher says when to read
        leaveok(window, true)    // the cursor is hidden, so ncurses need not park it
        set_escdelay(25)         // a lone Esc is reported at once, not after a second
        typeahead(-1)            // finish every frame even while keys are waiting
        curs_set(0)
        // meta() is not used: its smm capability switches xterm's Alt key to 8-bit input,
        // which garbles Alt combinations in a UTF-8 terminal.
        guard has_colors() else { return .monochrome }
        start_color()
        let hasDefaultColors = use_default_colors() == OK
        return ColorPalette(colorCount: Int(repotui_colors()), hasDefaultColors: hasDefaultColors)
    }

    public func startEvents(_ sink: @escaping @Sendable (TerminalEvent) -> Void) {
        guard isOpen, input == nil else { return }
        // nil only when no pipe can be made (the process is out of descriptors); keys would
        // then never arrive, but signals still do, so the app can still be stopped.
        input = InputWatcher.start(inputDescriptor: STDIN_FILENO, sink: sink)
        relay.connect(sink)
    }

    public func readKeys() -> [Key] {
        guard isOpen else { return [] }
        var keys: [Key] = []
        var code: wint_t = 0
        while true {
            let status = wget_wch(window, &code)
            guard status != ERR else { break }
            keys.append(KeyDecoder.decode(code: code, isFunctionKey: status == KEY_CODE_YES))
        }
        input?.rearm()
        return keys
    }

    public func updateSize() -> Size {
        guard isOpen else { return size }
        var rows: Int32 = 0, columns: Int32 = 0
        // A tty may report 0×0 (e.g. under `script`); ncurses then keeps the size it has.
        if repotui_window_size(output.terminalDescriptor, &rows, &columns) == 0, rows > 0, columns > 0,
           rows != repotui_lines() || columns != repotui_cols() {
            // resize_term, not resizeterm: the resize is reported by our SIGWINCH event already,
            // and resizeterm would queue a KEY_RESIZE key on top.
            resize_term(rows, columns)
            clearok(window, true) // the terminal may have reflowed or cleared: repaint all
            painter.invalidate()
        }
        size = Size(width: Int(repotui_cols()), height: Int(repotui_lines()))
        return size
    }

    public func present(_ buffer: ScreenBuffer) {
        guard isOpen else { return }
        painter.paint(buffer, screen: Size(width: Int(repotui_cols()), height: Int(repotui_lines())),
                      on: &canvas)
    }

    public func writeControlSequence(_ bytes: [UInt8]) {
        guard isOpen else { return }
        // ncurses flushes its own buffer at the end of every update; fflush covers stdio's, so
        // the bytes land after the last frame and never inside one.
        fflush(output.terminal)
        TerminalWrite.all(bytes, to: output.terminalDescriptor)
    }

    public func shutdown() {
        guard isOpen else { return }
        isOpen = false
        relay.close()
        input?.stop()
        input = nil
        curs_set(1)
        endwin()
        delscreen(screen)
        output.end()
        signals.stop()
    }
}
