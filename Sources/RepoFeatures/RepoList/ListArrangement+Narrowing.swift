extension ListArrangement {
    /// The parts of a `ListView` that decide which repositories are visible.
    struct Narrowing: Equatable {
        var query: RepoQuery
        var hidesForks: Bool
        var hidesArchived: Bool
        var type: RepoType

        /// Whether everything this keeps, `wider` keeps too.
        func narrows(_ wider: Narrowing) -> Bool {
            hidesForks == wider.hidesForks && hidesArchived == wider.hidesArchived && type == wider.type
                && query.narrows(wider.query)
        }
    }

    /// A narrowing and what it kept, remembered so typing on (or erasing) finds it ready.
    struct Narrowed {
        var narrowing: Narrowing
        var matches: RepoFilter.Matches
    }
}
