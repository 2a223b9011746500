import Dispatch
import Foundation
import TerminalUI

/// Observes SIGINT, SIGTERM, SIGHUP and SIGWINCH with dispatch sources and turns them into
/// `TerminalEvent`s, so shutdown is orderly and no C signal handler of ours is needed.
///
/// Create it on the main thread, before ncurses starts:
/// - The signals are blocked in the creating thread, as they are in libdispatch's workers and
///   the input thread, so the kernel can leave them queued for libdispatch's signalfd. (While
///   `dispatch_main` parks the main thread in `sigsuspend`, that thread takes them after all;
///   libdispatch's forwarding handler then passes them on, so both paths end at the source.)
/// - Their dispositions are set to SIG_IGN, so the default action (exit) cannot fire.
/// - Registering the sources makes libdispatch install its own forwarding handler. We wait for
///   that, so ncurses, started afterwards, finds the signals taken and does not install the
///   handlers that would `_exit` without any Swift cleanup.
/// - SIGTSTP is ignored while the UI is up. In raw mode Ctrl-Z is a key, so only `kill -TSTP`
///   sends it, and ncurses' handler for it (endwin from a signal handler, whatever the main
///   actor is doing) leaves the keypad in the wrong mode after `fg`: arrows arrive as ESC [ B.
/// - A termination signal also arms `overdue`, which ends the process if the orderly end the
///   event asks for does not come; `stop()` disarms it.
final class SignalWatcher {
    static let observed: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]
    static let ignored: [Int32] = [SIGTSTP]

    private let sources: [any DispatchSourceSignal]
    private let previousActions: [Int32: sigaction]
    /// The observed signals this thread had not blocked before; unblocked again by `stop()`.
    private let unblockOnStop: [Int32]
    private let overdue: OverdueTermination?
    private var isStopped = false
    /// While a program has the terminal, Ctrl-C is its own: SIGINT reaches repotui too (one
    /// process group), and must neither end the app nor arm `overdue`.
    private let interruptsIgnored = InterruptGate()

    final class InterruptGate: @unchecked Sendable {
        private let lock = NSLock()
        private var ignoring = false
        var isIgnoring: Bool {
            get { lock.withLock { ignoring } }
            set { lock.withLock { ignoring = newValue } }
        }
    }

    func ignoreInterrupts(_ ignore: Bool) {
        interruptsIgnored.isIgnoring = ignore
    }

    init(relay: EventRelay, overdue: OverdueTermination? = nil) {
        self.overdue = overdue
        var blocked = Self.signalSet(Self.observed)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        unblockOnStop = Self.observed.filter { sigismember(&previousMask, $0) == 0 }

        var previous: [Int32: sigaction] = [:]
        for number in Self.observed + Self.ignored {
            var action = sigaction()
            sigaction(number, nil, &action)
            previous[number] = action
            signal(number, SIG_IGN)
        }
        previousActions = previous

        let queue = DispatchQueue(label: "repotui.terminal-signals")
        let registered = DispatchGroup()
        let gate = interruptsIgnored
        sources = Self.observed.map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            let event = Self.event(for: number)
            source.setEventHandler {
                if number == SIGINT, gate.isIgnoring { return }
                relay.deliver(event)
                if number != SIGWINCH { overdue?.arm(signal: number) }
            }
            registered.enter()
            source.setRegistrationHandler { registered.leave() }
            source.resume()
            return source
        }
        // Registration happens on libdispatch's manager thread; a second is far more than it
        // takes, and if it ever did not happen the app would only lose these signals.
        _ = registered.wait(timeout: .now() + 1)
    }

    static func event(for signal: Int32) -> TerminalEvent {
        signal == SIGWINCH ? .resized : .terminationRequested(signal: signal)
    }

    /// Cancels the sources and gives the signals back the dispositions and the mask they had.
    /// Call it on the thread that created the watcher.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        overdue?.disarm()
        sources.forEach { $0.cancel() }
        for (number, action) in previousActions {
            var restored = action
            sigaction(number, &restored, nil)
        }
        var unblock = Self.signalSet(unblockOnStop)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    static func signalSet(_ signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        signals.forEach { sigaddset(&set, $0) }
        return set
    }
}
