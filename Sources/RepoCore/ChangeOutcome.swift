/// How applying one repository's change ended.
public enum ChangeOutcome: Sendable, Equatable {
    /// Done and journaled; the repository as GitHub answered it (nil: deleted, or GitHub's
    /// answer carries no repository).
    case applied(JournalEntry, Repository?)
    case skipped(String)
    case failed(String)
}
