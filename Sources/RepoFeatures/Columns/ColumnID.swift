/// The list's columns, by name. Which of them show, and in what order, is state
/// (`AppState.columns`), chosen with `C` and remembered between runs by these raw values.
public enum ColumnID: String, CaseIterable, Equatable, Hashable, Sendable {
    case name, description, language, stars, forks, issues, license, topics, size, created, updated, pushed, clone, ci

    /// What a new user sees: GitHub's own list, plus stars and the last push.
    public static let defaults: [ColumnID] = [.name, .description, .language, .stars, .pushed]

    /// The columns to show from a remembered list: unknown or repeated names are dropped and the
    /// name, which every row needs, is always there (first unless placed elsewhere).
    public static func sanitized(_ names: [String]) -> [ColumnID] {
        var seen = Set<ColumnID>()
        var columns = names.compactMap(ColumnID.init(rawValue:)).filter { seen.insert($0).inserted }
        if !columns.contains(.name) { columns.insert(.name, at: 0) }
        return columns
    }
}
