import TerminalUI

extension RepoList {
    struct ViewModel: Equatable, Sendable {
        var header: String
        var state: ViewState<Page>
        var status: StatusLine
        /// The languages for the header's bar, of all the user's repositories; nil while none
        /// is known.
        var profile: Profile?
        /// The Member of scope's rows, drawn in place of `state`'s.
        var organizations: MembershipPage?

        init(header: String, state: ViewState<Page>, status: StatusLine, profile: Profile? = nil) {
            self.header = header
            self.state = state
            self.status = status
            self.profile = profile
        }
    }

    /// The visible window of rows, already formatted, with the columns chosen.
    struct Page: Equatable, Sendable {
        var columns: [ColumnID]
        var rows: [Row]
        /// Position of the selected row within `rows`, when it is visible.
        var selectedRow: Int?

        init(columns: [ColumnID] = ColumnID.defaults, rows: [Row], selectedRow: Int?) {
            self.columns = columns
            self.rows = rows
            self.selectedRow = selectedRow
        }
    }

    /// Beside the selection marker: marked for `c` (`•`), else cloned already (`✓`).
    enum Mark: Equatable, Sendable {
        case none
        case marked
        case cloned
    }

    struct Row: Equatable, Sendable {
        /// One text per column of the page, in its order.
        var cells: [String]
        /// Forks and archived repositories are drawn quieter.
        var isQuiet: Bool
        /// "private", "archived" or "fork" (`RepoListPresenter.tag(of:)`), shown before the
        /// description; empty for a public source.
        var tag: String
        /// Character offsets the filter matched, highlighted.
        var nameMatches: [Int]
        var descriptionMatches: [Int]
        /// What the column beside the selection marker says of the row.
        var mark: Mark = .none
        /// How many leading characters of the NAME cell are `owner/` — another owner's repository,
        /// named in full (`OwnerFirstElision`); 0 for the listed owner's own.
        var ownerLength = 0
        /// Accessible mode: the whole row as one spoken line (`SpokenRow`), drawn instead of the columns.
        var spoken: String?

        init(cells: [String], isQuiet: Bool, tag: String = "", nameMatches: [Int] = [], descriptionMatches: [Int] = []) {
            self.cells = cells
            self.isQuiet = isQuiet
            self.tag = tag
            self.nameMatches = nameMatches
            self.descriptionMatches = descriptionMatches
        }
    }
}
