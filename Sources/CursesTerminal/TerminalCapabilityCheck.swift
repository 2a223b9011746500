/// Decides, before anything is drawn, whether a full-screen UI can run here.
///
/// Pure: the facts about the process (ttys, TERM) and the terminfo lookup are passed in, so the
/// rules can be tested without a terminal.
enum TerminalCapabilityCheck {
    /// Returns the TERM value to initialise ncurses with, or the first reason it cannot run.
    static func validate(
        stdinIsTerminal: Bool,
        stdoutIsTerminal: Bool,
        term: String?,
        lookup: (String) -> TerminfoEntry
    ) throws(TerminalOpenError) -> String {
        guard stdinIsTerminal else { throw .inputNotTerminal }
        guard stdoutIsTerminal else { throw .outputNotTerminal }
        guard let term, !term.isEmpty else { throw .termNotSet }
        switch lookup(term) {
        case .usable: return term
        case .unknown: throw .unknownTerm(term)
        case .cannotAddressCursor: throw .cannotAddressCursor(term)
        case .databaseMissing: throw .terminfoDatabaseMissing(term)
        }
    }
}
