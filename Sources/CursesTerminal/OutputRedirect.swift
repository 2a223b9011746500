import Foundation

/// While the UI is up, file descriptor 1 points at /dev/null and ncurses writes to a private
/// duplicate of the terminal. A stray `print` (or a child process's output) then cannot scribble
/// over the screen; `end()` puts the terminal back on descriptor 1.
final class OutputRedirect {
    /// The terminal, for ncurses to write to.
    let terminal: UnsafeMutablePointer<FILE>
    /// Its descriptor, for asking the window size.
    let terminalDescriptor: Int32
    /// What descriptor 1 was, when that is not the terminal (`--pick`: a pipe for the path).
    private let originalOutput: Int32?
    private var isEnded = false

    private init(terminal: UnsafeMutablePointer<FILE>, terminalDescriptor: Int32, originalOutput: Int32?) {
        self.terminal = terminal
        self.terminalDescriptor = terminalDescriptor
        self.originalOutput = originalOutput
    }

    /// Whether `/dev/tty` — the terminal of the session, whatever descriptor 1 is — can be drawn on.
    static func controllingTerminalOpens() -> Bool {
        let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return isatty(descriptor) == 1
    }

    /// Descriptor 1's terminal, or with `onControllingTerminal` `/dev/tty` (descriptor 1 kept
    /// aside, to be given back by `end()`).
    static func begin(onControllingTerminal: Bool = false) -> OutputRedirect? {
        fflush(nil) // whatever was printed before belongs on the terminal, not in /dev/null
        let original = onControllingTerminal ? fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3) : -1
        let duplicate = onControllingTerminal ? open("/dev/tty", O_RDWR | O_CLOEXEC) : fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        guard duplicate >= 0, !onControllingTerminal || original >= 0 else {
            if duplicate >= 0 { close(duplicate) }
            if original >= 0 { close(original) }
            return nil
        }
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard null >= 0, let terminal = fdopen(duplicate, "w") else {
            if null >= 0 { close(null) }
            close(duplicate)
            if original >= 0 { close(original) }
            return nil
        }
        dup2(null, STDOUT_FILENO)
        close(null)
        return OutputRedirect(terminal: terminal, terminalDescriptor: duplicate, originalOutput: onControllingTerminal ? original : nil)
    }

    /// Descriptor 1 on the terminal again, for a program run in the foreground.
    func lend() {
        guard !isEnded else { return }
        fflush(nil)
        dup2(terminalDescriptor, STDOUT_FILENO)
    }

    /// Descriptor 1 back on /dev/null once the program is done.
    func takeBack() {
        guard !isEnded else { return }
        fflush(nil)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard null >= 0 else { return }
        dup2(null, STDOUT_FILENO)
        close(null)
    }

    /// Flushes and discards anything printed meanwhile, then restores descriptor 1.
    func end() {
        guard !isEnded else { return }
        isEnded = true
        fflush(nil)
        if let originalOutput {
            dup2(originalOutput, STDOUT_FILENO)
            close(originalOutput)
        } else {
            dup2(terminalDescriptor, STDOUT_FILENO)
        }
        fclose(terminal)
    }
}
