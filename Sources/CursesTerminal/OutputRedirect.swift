import Foundation

/// While the UI is up, file descriptor 1 points at /dev/null and ncurses writes to a private
/// duplicate of the terminal. A stray `print` (or a child process's output) then cannot scribble
/// over the screen; `end()` puts the terminal back on descriptor 1.
final class OutputRedirect {
    /// The terminal, for ncurses to write to.
    let terminal: UnsafeMutablePointer<FILE>
    /// Its descriptor, for asking the window size.
    let terminalDescriptor: Int32
    private var isEnded = false

    private init(terminal: UnsafeMutablePointer<FILE>, terminalDescriptor: Int32) {
        self.terminal = terminal
        self.terminalDescriptor = terminalDescriptor
    }

    static func begin() -> OutputRedirect? {
        fflush(nil) // whatever was printed before belongs on the terminal, not in /dev/null
        let duplicate = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        guard duplicate >= 0 else { return nil }
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard null >= 0, let terminal = fdopen(duplicate, "w") else {
            if null >= 0 { close(null) }
            close(duplicate)
            return nil
        }
        dup2(null, STDOUT_FILENO)
        close(null)
        return OutputRedirect(terminal: terminal, terminalDescriptor: duplicate)
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
        dup2(terminalDescriptor, STDOUT_FILENO)
        fclose(terminal)
    }
}
