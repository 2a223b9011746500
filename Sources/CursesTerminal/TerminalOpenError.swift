import TerminalUI

/// Why the full-screen terminal could not be opened. Every case is found before the screen is
/// touched (or undone after), so the message can be printed on a clean terminal.
public enum TerminalOpenError: Error, Equatable, Sendable, CustomStringConvertible {
    case inputNotTerminal
    case outputNotTerminal
    case termNotSet
    case unknownTerm(String)
    case cannotAddressCursor(String)
    case terminfoDatabaseMissing(String)
    case initializationFailed(String)

    public var description: String {
        switch self {
        case .inputNotTerminal:
            "standard input is not a terminal; a full-screen terminal is needed"
        case .outputNotTerminal:
            "standard output is not a terminal; a full-screen terminal is needed"
        case .termNotSet:
            "TERM is not set; set it to your terminal's type, for example TERM=xterm-256color"
        case .unknownTerm(let term):
            "TERM '\(Self.printable(term))' is not known to terminfo"
        case .cannotAddressCursor(let term):
            "TERM '\(Self.printable(term))' cannot address the cursor; a full-screen terminal is needed"
        case .terminfoDatabaseMissing(let term):
            "no terminfo database was found to describe TERM '\(Self.printable(term))'"
        case .initializationFailed(let term):
            "ncurses could not start on TERM '\(Self.printable(term))'"
        }
    }

    /// TERM comes from the environment and is printed to the terminal: escape sequences in it
    /// must not reach the screen as commands.
    private static func printable(_ term: String) -> String {
        TerminalText.sanitize(term)
    }
}
