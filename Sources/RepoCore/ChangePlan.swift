/// What a bulk change will do before it does anything (issue 28): each repository with its
/// change as before → after, or why it is skipped; the requests it costs against the budget
/// left; and what cannot be taken back.
public struct ChangePlan: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var repository: Repository
        public var verdict: Verdict

        public init(repository: Repository, verdict: Verdict) {
            self.repository = repository
            self.verdict = verdict
        }
    }

    public enum Verdict: Sendable, Equatable {
        case change(before: String, after: String)
        case skip(String)
    }

    public var change: RepoChange
    public var rows: [Row]
    /// Requests each change costs (a feature switch reads the repository first, to know what
    /// an undo puts back).
    public var requestsPerChange: Int
    /// The core budget left, when the client has seen it.
    public var remainingBudget: Int?

    public init(change: RepoChange, rows: [Row], requestsPerChange: Int = 1, remainingBudget: Int? = nil) {
        self.change = change
        self.rows = rows
        self.requestsPerChange = requestsPerChange
        self.remainingBudget = remainingBudget
    }

    public var changing: [Row] { rows.filter { if case .change = $0.verdict { true } else { false } } }
    public var skipped: [Row] { rows.filter { if case .skip = $0.verdict { true } else { false } } }
    public var requestCount: Int { changing.count * requestsPerChange }
    /// More requests than the budget holds: the rest would wait for the reset.
    public var exceedsBudget: Bool { remainingBudget.map { requestCount > $0 } ?? false }

    /// What a person types to apply a plan that cannot be undone: the repository's name for
    /// one, the count for several — as GitHub's own page asks. nil: a keypress is enough.
    public var confirmation: String? {
        guard change == .delete else { return nil }
        let rows = changing
        return rows.count == 1 ? rows[0].repository.name : String(rows.count)
    }
}
