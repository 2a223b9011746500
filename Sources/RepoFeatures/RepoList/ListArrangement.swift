import RepoCore

/// The repositories as the user arranged them: sorted, kinds hidden, filtered. It keeps what
/// it computed — the sorted list, the prepared search fields, the last filter's matches — so
/// typing one more character only searches what matched before.
///
/// Two arrangements are equal when they show the same: what it keeps to get there faster is
/// not part of the value.
public struct ListArrangement: Equatable, Sendable {
    /// Every repository, as the data came.
    public private(set) var base: [Repository] = []
    private var names = NameRanks([])
    /// Every repository, in `sort` order.
    public private(set) var ordered: [Repository] = []
    /// The user's count and stars, summed once per data.
    private(set) var totals = RepoList.Totals(count: 0, stars: 0)
    public private(set) var sort: RepoSort
    /// What the rows show, in display order.
    public private(set) var visible: [Repository] = []
    private var search: RepoFilter?
    private var last: (view: Narrowing, indices: [Int])?

    /// The parts of a `ListView` that decide which repositories are visible.
    private struct Narrowing: Equatable {
        var query: RepoQuery
        var hidesForks: Bool
        var hidesArchived: Bool
        var type: RepoType
    }

    public init(sort: RepoSort = .default) {
        self.sort = sort
    }

    /// `repositories` arranged through `view` in one go (what the incremental path must equal).
    public init(_ repositories: [Repository], view: RepoList.ListView) {
        self.init(sort: view.sort)
        replace(repositories, view: view)
    }

    public static func == (lhs: ListArrangement, rhs: ListArrangement) -> Bool {
        lhs.sort == rhs.sort && lhs.totals == rhs.totals && lhs.visible == rhs.visible
    }

    /// New data: sorts it and shows it through `view`.
    public mutating func replace(_ repositories: [Repository], view: RepoList.ListView) {
        // A revalidation answered 304 hands back the very list shown: nothing to sort again.
        if repositories == base && !repositories.isEmpty {
            arrange(view)
            return
        }
        base = repositories
        names = NameRanks(repositories)
        totals = RepoList.Totals(repositories)
        resort(view)
    }

    private mutating func resort(_ view: RepoList.ListView) {
        sort = view.sort
        ordered = RepoOrdering.order(of: base, by: sort, names: names).map { base[$0] }
        search = nil
        last = nil
        arrange(view)
    }

    /// Re-computes `visible` for `view`, re-sorting only when its order changed.
    mutating func arrange(_ view: RepoList.ListView) {
        if view.sort != sort {
            resort(view)
            return
        }
        guard view.narrows else {
            visible = ordered
            last = nil
            return
        }
        let narrowing = Narrowing(query: view.query, hidesForks: view.hidesForks, hidesArchived: view.hidesArchived, type: view.type)
        // A query that only narrows the last one, with the same toggles: search the last matches.
        let candidates: [Int]
        if let last, last.view.hidesForks == narrowing.hidesForks, last.view.hidesArchived == narrowing.hidesArchived,
           last.view.type == narrowing.type, narrowing.query.narrows(last.view.query) {
            candidates = last.indices.sorted()
        } else {
            candidates = ordered.indices.filter { index in
                !(view.hidesForks && ordered[index].isFork) && !(view.hidesArchived && ordered[index].isArchived)
                    && view.type.includes(ordered[index])
            }
        }
        let indices: [Int]
        if view.query.terms.isEmpty {
            indices = candidates
        } else {
            if search == nil { search = RepoFilter(ordered) }
            indices = search?.matches(view.query, among: candidates) ?? []
        }
        last = (narrowing, indices)
        visible = indices.map { ordered[$0] }
    }
}
