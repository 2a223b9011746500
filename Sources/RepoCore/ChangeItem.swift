/// One repository's change, ready to apply: the repository as the list knows it, the change,
/// and the words of its plan row.
public struct ChangeItem: Sendable, Equatable {
    public var repository: Repository
    public var change: RepoChange
    public var before: String
    public var after: String
    /// For an undo: the batch it takes back, and the change that would take the undo back.
    public var undoes: Int?
    public var redo: RepoChange?
    /// The repository is a list's row; false: made from a journal entry (an undo), so only
    /// GitHub's whole answers may stand in for a row, never the entry's sketch with a new value.
    public var isListed: Bool

    public init(repository: Repository, change: RepoChange, before: String, after: String,
                undoes: Int? = nil, redo: RepoChange? = nil, isListed: Bool = true) {
        self.repository = repository
        self.change = change
        self.before = before
        self.after = after
        self.undoes = undoes
        self.redo = redo
        self.isListed = isListed
    }

    /// The rows of a plan that change something.
    public static func items(of plan: ChangePlan) -> [ChangeItem] {
        plan.changing.compactMap { row in
            guard case .change(let before, let after) = row.verdict else { return nil }
            return ChangeItem(repository: row.repository, change: plan.change, before: before, after: after)
        }
    }
}
