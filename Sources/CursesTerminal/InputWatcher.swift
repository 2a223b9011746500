import Dispatch
import Foundation
import TerminalUI

/// One background thread that sleeps in `poll()` until the terminal has input, reports
/// `.inputAvailable` once, and then waits to be re-armed after the keys were read: the run loop
/// is woken once per batch of input and never by a timer, so an idle app uses no CPU.
///
/// A self-pipe carries the two commands, because `poll()` can wait on it and on the terminal
/// at the same time: `rearm` (input was drained, watch again) and `stop`.
final class InputWatcher: Sendable {
    private enum Command: UInt8 {
        case rearm = 0x72 // "r"
        case stop = 0x71  // "q"
    }

    private let inputDescriptor: Int32
    private let commandRead: Int32
    private let commandWrite: Int32
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `inputDescriptor`; nil when no pipe could be made (out of descriptors).
    static func start(inputDescriptor: Int32,
                      sink: @escaping @Sendable (TerminalEvent) -> Void) -> InputWatcher? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            // Non-blocking both ways: the thread drains until empty, and rearm() never waits.
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        let watcher = InputWatcher(inputDescriptor: inputDescriptor, commandRead: ends[0],
                                   commandWrite: ends[1])
        let thread = Thread { watcher.run(sink) }
        thread.name = "repotui.terminal-input"
        thread.start()
        return watcher
    }

    private init(inputDescriptor: Int32, commandRead: Int32, commandWrite: Int32) {
        self.inputDescriptor = inputDescriptor
        self.commandRead = commandRead
        self.commandWrite = commandWrite
    }

    /// The input was drained: report the next input again.
    func rearm() { send(.rearm) }

    /// Ends the thread and waits for it, so the pipe is closed only once nothing polls it.
    func stop() {
        send(.stop)
        // The thread answers within one poll() wake-up; the bound only guards against a sink
        // that never returns, in which case the descriptors are left open rather than reused.
        guard finished.wait(timeout: .now() + 1) == .success else { return }
        close(commandRead)
        close(commandWrite)
    }

    private func send(_ command: Command) {
        var byte = command.rawValue
        // Non-blocking: a full pipe already holds commands the thread has yet to read.
        _ = write(commandWrite, &byte, 1)
    }

    private func run(_ sink: @Sendable (TerminalEvent) -> Void) {
        defer { finished.signal() }
        blockAsynchronousSignals()
        var awaitingRearm = false
        var inputClosed = false
        while true {
            let watchInput = !awaitingRearm && !inputClosed
            var descriptors = [pollfd(fd: commandRead, events: Int16(POLLIN), revents: 0)]
            if watchInput {
                descriptors.append(pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0))
            }
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
                if errno == EINTR { continue }
                return
            }
            if descriptors[0].revents != 0 {
                let commands = readCommands()
                if commands.contains(.stop) { return }
                if commands.contains(.rearm) { awaitingRearm = false }
            }
            guard watchInput, descriptors.count > 1 else { continue }
            let ready = Int32(descriptors[1].revents)
            if ready & (POLLHUP | POLLERR | POLLNVAL) != 0 {
                // The terminal went away: say so once, and stop watching it (it would stay
                // "ready" forever and spin).
                inputClosed = true
                sink(.terminationRequested(signal: SIGHUP))
            } else if ready & POLLIN != 0 {
                awaitingRearm = true
                sink(.inputAvailable)
            }
        }
    }

    private func readCommands() -> Set<Command> {
        var commands: Set<Command> = []
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(commandRead, &bytes, bytes.count)
            guard count > 0 else { break }
            bytes[..<count].forEach { if let command = Command(rawValue: $0) { commands.insert(command) } }
        }
        return commands
    }

    /// A thread that only waits for input takes no signals, so no handler (libdispatch's
    /// forwarding one, or anything that touches ncurses) ever runs on it beside the main actor.
    /// Faults (SIGSEGV …) stay deliverable; blocking them would be undefined.
    private func blockAsynchronousSignals() {
        var set = sigset_t()
        sigfillset(&set)
        [SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT, SIGSYS].forEach { sigdelset(&set, $0) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }
}
