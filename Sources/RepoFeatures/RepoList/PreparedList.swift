import RepoCore

/// What new data needs before it can be shown — each repository's rank by name, the counts,
/// the order the list is in — made by the runtime off the main actor for a large list
/// (`ListArrangement.receive`): 100,000 repositories take 55–65 ms, a pause the keys would feel.
/// A pure function of the repositories and the order.
public struct PreparedList: Sendable, Equatable {
    let repositories: [Repository]
    let sort: RepoSort
    let names: NameRanks
    let totals: RepoList.Totals
    let order: [Int32]

    public init(_ repositories: [Repository], sort: RepoSort) {
        self.repositories = repositories
        self.sort = sort
        names = NameRanks(repositories)
        totals = RepoList.Totals(repositories)
        order = RepoOrdering.order(of: repositories, by: sort, names: names)
    }

    /// The rest follows from the repositories and the order.
    public static func == (lhs: PreparedList, rhs: PreparedList) -> Bool {
        lhs.sort == rhs.sort && lhs.repositories == rhs.repositories
    }
}
