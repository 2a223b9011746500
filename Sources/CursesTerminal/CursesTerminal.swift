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
    /// The colours the screen is drawn with, after `--color`, `NO_COLOR` and the terminal.
    public let colorDepth: ColorDepth

    /// What the app asks of the terminal beyond the basics.
    public struct Options: Equatable, Sendable {
        /// Whether colours may be used (`ColorMode.allowsColor`); the terminal must have them too.
        public var allowsColor: Bool
        /// Whether to ask for mouse reports; off leaves the mouse to the terminal (selection).
        public var mouse: Bool
        /// Draw on `/dev/tty`, leaving standard output for a result (`--pick`'s path).
        public var drawsOnControllingTerminal: Bool
        /// The terminal's cursor shows where a frame puts it (`ScreenBuffer.cursor`): the
        /// accessible mode's, for screen readers that follow it.
        public var showsCursor: Bool

        public init(allowsColor: Bool = true, mouse: Bool = true, drawsOnControllingTerminal: Bool = false, showsCursor: Bool = false) {
            self.allowsColor = allowsColor
            self.mouse = mouse
            self.drawsOnControllingTerminal = drawsOnControllingTerminal
            self.showsCursor = showsCursor
        }
    }

    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let output: OutputRedirect
    /// The tty's settings as found; ncurses restores only what it saw at `newterm`.
    private let modes: TerminalModes?
    private let signals: SignalWatcher
    private let relay: EventRelay
    private var input: InputWatcher?
    /// Where events go (`startEvents`), kept to watch input again after a suspension.
    private var sink: (@Sendable (TerminalEvent) -> Void)?
    private var isSuspended = false
    private var painter: ScreenPainter
    private var canvas: CursesCanvas
    private var isOpen = true
    private let mouseEnabled: Bool
    /// Frames place the terminal's cursor (`ScreenBuffer.cursor`); otherwise it stays hidden.
    private var showsCursor = false
    /// Whether the terminal has an alternate screen (terminfo `smcup`): without one the last
    /// frame stays on the main screen when the app ends.
    private let hasAlternateScreen: Bool
    private var clicks = ClickCounter()
    /// Sequences ncurses passed on as Esc and characters, joined back into keys.
    private var sequences = EscapeSequenceParser()
    private var sequenceDeadline: DispatchTime?
    /// How long the rest of a sequence cut by a slow link is waited for, once `ESC [` or `ESC O`
    /// has arrived (a lone Esc acts at once, after ncurses' own 25 ms).
    static let sequenceWait = DispatchTimeInterval.milliseconds(200)
    static let sgrMouseOn = "\u{1B}[?1006h"
    static let sgrMouseOff = "\u{1B}[?1006l"

    /// A terminal a full-screen UI can run on, with the locale set for it: what `open` needs
    /// first. Apart from `open`, so a caller can start other work once the locale — which no
    /// other thread may be reading while it changes — is set, and while ncurses starts.
    public struct Checked: Sendable {
        let term: String
        let drawsUTF8: Bool
    }

    /// Checks that a full-screen UI can run here and sets the locale, drawing nothing: on
    /// failure the terminal is untouched and the error's description can simply be printed.
    public static func check(
        environment: [String: String] = ProcessInfo.processInfo.environment, onControllingTerminal: Bool = false
    ) throws(TerminalOpenError) -> Checked {
        let term = try TerminalCapabilityCheck.validate(
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: onControllingTerminal ? OutputRedirect.controllingTerminalOpens() : isatty(STDOUT_FILENO) == 1,
            term: environment["TERM"],
            lookup: Terminfo.entry(named:)
        )
        return Checked(term: term, drawsUTF8: UTF8Locale.activate(environment: environment))
    }

    /// Takes over the terminal `check` found usable.
    public static func open(_ checked: Checked, options: Options = Options()) throws(TerminalOpenError) -> CursesTerminal {
        let (term, drawsUTF8) = (checked.term, checked.drawsUTF8)
        let relay = EventRelay()
        let overdue = OverdueTermination()
        let signals = SignalWatcher(relay: relay, overdue: overdue)
        guard let output = OutputRedirect.begin(onControllingTerminal: options.drawsOnControllingTerminal) else {
            signals.stop()
            throw .initializationFailed(term)
        }
        let modes = TerminalModes.takeOver(descriptor: output.terminalDescriptor)
        if let modes { overdue.restores(modes) }
        // A stale LINES/COLUMNS in the environment must not beat the tty's real size.
        use_tioctl(true)
        // newterm, unlike initscr, returns NULL instead of printing and exiting.
        guard let screen = newterm(term, output.terminal, repotui_stdin()),
              let window = repotui_stdscr() else {
            modes?.restore()
            output.end()
            signals.stop()
            throw .initializationFailed(term)
        }
        let palette = configure(window, allowsColor: options.allowsColor)
        let mouse = options.mouse && enableMouse()
        if mouse {
            // SGR reports (1006) name any column; X10's stop at 223. ncurses asks for them only
            // where terminfo says so (xterm); elsewhere (screen, tmux) we do, and read them.
            fputs(Self.sgrMouseOn, output.terminal)
            fflush(output.terminal)
        }
        let terminal = CursesTerminal(screen: screen, window: window, output: output, modes: modes, signals: signals,
                                      relay: relay, palette: palette, mouse: mouse, drawsUTF8: drawsUTF8)
        terminal.showsCursor = options.showsCursor
        return terminal
    }

    private init(screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>, output: OutputRedirect,
                 modes: TerminalModes?, signals: SignalWatcher, relay: EventRelay, palette: ColorPalette, mouse: Bool, drawsUTF8: Bool) {
        self.painter = ScreenPainter(asciiOnly: !drawsUTF8) { Int(wcwidth(wchar_t($0.value))) }
        self.colorDepth = palette.depth
        self.mouseEnabled = mouse
        self.hasAlternateScreen = Terminfo.hasString("smcup")
        self.screen = screen
        self.window = window
        self.output = output
        self.modes = modes
        self.signals = signals
        self.relay = relay
        self.canvas = CursesCanvas(window: window, palette: palette,
                                   pairCapacity: Int(repotui_color_pairs()))
        self.size = Size(width: Int(repotui_cols()), height: Int(repotui_lines()))
    }

    /// Input modes for a key-driven UI; returns the colours the terminal offers.
    private static func configure(_ window: UnsafeMutablePointer<WINDOW>, allowsColor: Bool) -> ColorPalette {
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
        // Colours off (--color never, NO_COLOR): start_color is never called, so not even the
        // terminal's default pair is touched.
        guard allowsColor, has_colors() else { return .monochrome }
        start_color()
        let hasDefaultColors = use_default_colors() == OK
        return ColorPalette(colorCount: Int(repotui_colors()), hasDefaultColors: hasDefaultColors)
    }

    /// Asks for the left button and the wheel, reported at once: ncurses' click detection is
    /// off (`mouseinterval(0)`), so a single click is never held back; `ClickCounter` finds
    /// double clicks. False when the terminal cannot report the mouse.
    private static func enableMouse() -> Bool {
        let masks = MouseDecoder.Masks.ncurses
        assert(masks.requested == UInt32(repotui_button1_pressed() | repotui_button1_released()
                                         | repotui_button4_pressed() | repotui_button5_pressed()))
        mouseinterval(0)
        return mousemask(mmask_t(masks.requested), nil) != 0
    }

    public func startEvents(_ sink: @escaping @Sendable (TerminalEvent) -> Void) {
        guard isOpen, input == nil else { return }
        // nil only when no pipe can be made (the process is out of descriptors); keys would
        // then never arrive, but signals still do, so the app can still be stopped.
        input = InputWatcher.start(inputDescriptor: STDIN_FILENO, sink: sink)
        relay.connect(sink)
        self.sink = sink
    }

    public func suspend() {
        guard isOpen, !isSuspended else { return }
        isSuspended = true
        signals.ignoreInterrupts(true)
        // The program reads the keys now: the watcher must not even look.
        input?.stop()
        input = nil
        if mouseEnabled {
            fputs(Self.sgrMouseOff, output.terminal)
            mousemask(0, nil)
        }
        curs_set(1)
        def_prog_mode()
        endwin()
        fflush(output.terminal)
        output.lend()
    }

    public func resume() {
        guard isOpen, isSuspended else { return }
        isSuspended = false
        output.takeBack()
        reset_prog_mode()
        if mouseEnabled {
            _ = Self.enableMouse()
            fputs(Self.sgrMouseOn, output.terminal)
        }
        curs_set(0)
        // The program drew over everything, and the window may have been resized meanwhile.
        clearok(window, true)
        painter.invalidate()
        _ = updateSize()
        refresh()
        if let sink { input = InputWatcher.start(inputDescriptor: STDIN_FILENO, sink: sink) }
        signals.ignoreInterrupts(false)
    }

    public func readKeys() -> [Key] {
        guard isOpen else { return [] }
        var read: [Key] = []
        var code: wint_t = 0
        while true {
            let status = wget_wch(window, &code)
            guard status != ERR else { break }
            if status == KEY_CODE_YES, code == KEY_MOUSE {
                read += readMouse().map(Key.mouse)
                continue
            }
            read.append(KeyDecoder.decode(code: code, isFunctionKey: status == KEY_CODE_YES))
        }
        let keys = completeSequences(read)
        input?.rearm()
        let milliseconds = Int(DispatchTime.now().uptimeNanoseconds / 1_000_000)
        return keys.map { key in
            if case .mouse(let event) = key { return .mouse(clicks.count(event, atMilliseconds: milliseconds)) }
            return key
        }
    }

    /// Escape sequences ncurses did not know, joined into keys. One cut between two reads waits
    /// for the rest up to `sequenceWait` (a wake-up is scheduled), then is dropped whole.
    private func completeSequences(_ read: [Key]) -> [Key] {
        let now = DispatchTime.now()
        if read.isEmpty, sequences.isWaiting, let deadline = sequenceDeadline, now >= deadline {
            sequences.expire()
            sequenceDeadline = nil
            return []
        }
        let keys = sequences.feed(read)
        if sequences.isWaiting {
            if sequenceDeadline == nil {
                let deadline = now + Self.sequenceWait
                sequenceDeadline = deadline
                let relay = self.relay
                DispatchQueue.global().asyncAfter(deadline: deadline) { relay.deliver(.inputAvailable) }
            }
        } else {
            sequenceDeadline = nil
        }
        return keys
    }

    /// Every mouse event ncurses has queued, oldest first. Events that arrive in one read (a
    /// press and its release, a fast wheel) come with a single KEY_MOUSE, and `getmouse` pops
    /// them newest first: all are taken, then put back in order. Clicks are counted afterwards,
    /// with the SGR reports ncurses passed on as characters.
    private func readMouse() -> [MouseEvent] {
        var reports: [MEVENT] = []
        var report = MEVENT()
        while reports.count < 64, getmouse(&report) == OK {
            reports.append(report)
        }
        return reports.reversed().compactMap { report in
            MouseDecoder.decode(bstate: UInt32(report.bstate), x: report.x, y: report.y)
        }
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
        guard showsCursor else { return }
        if let cursor = buffer.cursor, cursor.x < buffer.size.width, cursor.y < buffer.size.height {
            // A screen reader reads the line the cursor is on: the selection's.
            leaveok(window, false)
            curs_set(1)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            wrefresh(window)
        } else {
            curs_set(0)
        }
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
        if isSuspended { output.takeBack() }
        isOpen = false
        relay.close()
        input?.stop()
        input = nil
        // Mouse reporting off before the screen is handed back, so the shell's own selection
        // and scrolling work again.
        if mouseEnabled {
            fputs(Self.sgrMouseOff, output.terminal)
            fflush(output.terminal)
            mousemask(0, nil)
        }
        curs_set(1)
        endwin()
        if !hasAlternateScreen {
            // endwin leaves the cursor at the start of the last row, the status line's: the
            // shell's prompt would be written over it. Start it on a line of its own below.
            fputs("\r\n", output.terminal)
            fflush(output.terminal)
        }
        delscreen(screen)
        modes?.restore()
        output.end()
        signals.stop()
    }
}
