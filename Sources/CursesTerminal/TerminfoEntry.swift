/// What terminfo says about a terminal type, as far as a full-screen UI cares.
enum TerminfoEntry: Equatable, Sendable {
    case usable
    /// No entry by that name (or only a generic one).
    case unknown
    /// An entry without `cup`, such as `dumb`, or a hardcopy terminal.
    case cannotAddressCursor
    case databaseMissing
}
