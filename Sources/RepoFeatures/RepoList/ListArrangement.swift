import RepoCore

/// The repositories as the user arranged them: sorted, kinds hidden, filtered. The repositories
/// stay as they came; every arrangement is positions into them (`RepositoryRows`). It keeps
/// what it computed — each sort order asked for, the folded search text, the last few
/// filters' matches — so changing back to an order is free, typing one more character
/// searches only what matched before, and erasing one finds its answer ready.
///
/// Two arrangements are equal when they hold and show the same, and wait for the same: what it
/// keeps to get there faster is not part of the value.
public struct ListArrangement: Equatable, Sendable {
    /// Every repository, as the data came.
    private(set) var base: [Repository] = []
    private var names = NameRanks([])
    /// The user's count and stars, summed once per data.
    private(set) var totals = RepoList.Totals(count: 0, stars: 0)
    private(set) var sort: RepoSort
    /// What the rows show, in display order.
    public private(set) var visible: RepositoryRows = []
    /// Each order asked for since the data came, as positions into `base`.
    private var orders: [RepoSort: [Int32]] = [:]
    /// Made when a filter is begun (`prepareSearch`), not with the data: a list only looked
    /// at, and the plain output, never fold the text.
    private var search: RepoFilter?
    /// Each qualifier's values with their counts, for Tab's completion: counted the first time
    /// the prompt's cursor is in such a value, not on every frame.
    private var qualifierValues: [QueryCompletion.ValueSource: [String: Int]] = [:]
    /// New data too large to rank and sort on the main actor, waiting for its `PreparedList`.
    private(set) var awaited: [Repository]?
    /// Whether the preparation of `awaited` has been asked for.
    private var awaitedAskedFor = false
    /// From this many repositories, new data is prepared off the main actor (`receive`).
    static let preparedApart = 20_000
    /// What git said of the clones (`is:cloned`, `is:dirty` …), kept to be looked up again for
    /// new data, and as flags by position in `base`.
    private var clones = CloneFlags()
    private var cloneFlags: [UInt8] = []
    /// What the CI column knows (`ci:failure` …), kept for new data, and as flags by position.
    private var ciStatuses: [RepoID: CIStatus] = [:]
    private var ciFlags: [UInt8] = []
    /// Under a `ci:` query: the rows every other term keeps whose CI is not known yet, in display
    /// order — what the CI column asks about next. Empty without one.
    private(set) var awaitingCI: [Int32] = []
    /// The last narrowings in `sort` order and what they kept, newest last.
    private var recent: [Narrowed] = []
    private static let remembered = 8

    init(sort: RepoSort = .default) {
        self.sort = sort
    }

    /// `repositories` arranged through `view` in one go (what the incremental path must equal).
    public init(_ repositories: [Repository], view: RepoList.ListView) {
        self.init(sort: view.sort)
        replace(repositories, view: view)
    }

    /// The data, what shows of it, and the data still waiting to be prepared are the value;
    /// what follows from the data (ranks, orders, folded text, recent matches) is not.
    public static func == (lhs: ListArrangement, rhs: ListArrangement) -> Bool {
        lhs.sort == rhs.sort && lhs.base == rhs.base && lhs.totals == rhs.totals && lhs.visible == rhs.visible
            && lhs.awaited == rhs.awaited && lhs.awaitedAskedFor == rhs.awaitedAskedFor && lhs.awaitingCI == rhs.awaitingCI
    }

    /// New data: sorts it and shows it through `view`.
    mutating func replace(_ repositories: [Repository], view: RepoList.ListView) {
        // A revalidation answered 304 hands back the very list shown: nothing to sort again.
        if repositories == base && !repositories.isEmpty {
            arrange(view)
            return
        }
        adopt(PreparedList(repositories, sort: view.sort), view: view)
    }

    /// New data from the interactor: a small list is arranged at once; a large one waits,
    /// the rows shown so far staying, until the runtime has prepared it (`install`).
    mutating func receive(_ repositories: [Repository], view: RepoList.ListView) {
        guard repositories.count >= Self.preparedApart, repositories != base else {
            awaited = nil
            awaitedAskedFor = false
            replace(repositories, view: view)
            return
        }
        if awaited != repositories {
            awaited = repositories
            awaitedAskedFor = false
        }
    }

    /// The data waiting to be prepared, once: nil when there is none or it was asked for.
    mutating func preparationToAskFor() -> [Repository]? {
        guard let awaited, !awaitedAskedFor else { return nil }
        awaitedAskedFor = true
        return awaited
    }

    /// How many repositories the latest data holds, shown or waiting.
    var latestCount: Int { awaited?.count ?? base.count }

    /// Shows `prepared` when it is the data waiting (a later list replaces an earlier one
    /// still being prepared); returns whether it did.
    mutating func install(_ prepared: PreparedList, view: RepoList.ListView) -> Bool {
        guard let awaited, prepared.repositories == awaited else { return false }
        self.awaited = nil
        awaitedAskedFor = false
        adopt(prepared, view: view)
        return true
    }

    /// New data, prepared here or off the main actor: what was kept for the old data goes.
    private mutating func adopt(_ prepared: PreparedList, view: RepoList.ListView) {
        base = prepared.repositories
        names = prepared.names
        totals = prepared.totals
        orders = [prepared.sort: prepared.order]
        search = nil
        qualifierValues = [:]
        if view.prompt != nil { prepareSearch() }
        recent = []
        cloneFlags = clones.flags(of: base)
        ciFlags = CIFlags.flags(of: base, statuses: ciStatuses)
        arrange(view)
    }

    /// How many repositories' CI the arrangement has been told of.
    var ciKnownCount: Int { ciStatuses.count }

    /// The CI column learnt more: a `ci:` query is answered again.
    mutating func updateCI(_ statuses: [RepoID: CIStatus], view: RepoList.ListView) {
        ciStatuses = statuses
        let flags = CIFlags.flags(of: base, statuses: statuses)
        guard flags != ciFlags else { return }
        ciFlags = flags
        guard view.query.testsCI else { return }
        recent = []
        arrange(view)
    }

    /// What git said of the clones changed: a query that asks about them is answered again.
    mutating func updateClones(cloned: Set<RepoID>, states: [RepoID: CloneState], view: RepoList.ListView) {
        clones = CloneFlags(cloned: cloned, states: states)
        let flags = clones.flags(of: base)
        guard flags != cloneFlags else { return }
        cloneFlags = flags
        qualifierValues[.kind] = nil
        guard view.query.testsClones else { return }
        // What was kept for narrower queries was kept for other answers.
        recent = []
        arrange(view)
    }

    /// Re-computes `visible` for `view`.
    mutating func arrange(_ view: RepoList.ListView) {
        if view.sort != sort {
            sort = view.sort
            recent = []
        }
        let order = ordered(by: sort)
        guard view.narrows else {
            visible = RepositoryRows(base, positions: order)
            awaitingCI = []
            return
        }
        let narrowing = Narrowing(query: view.query, hidesForks: view.hidesForks, hidesArchived: view.hidesArchived, type: view.type)
        let matches = recalled(narrowing) ?? narrowed(narrowing, order: order)
        remember(Narrowed(narrowing: narrowing, matches: matches))
        visible = RepositoryRows(base, positions: matches.ranked)
        awaitingCI = view.query.testsCI ? waitingForCI(narrowing, order: order) : []
    }

    /// The rows a `ci:` query waits on: kept by every other term, their CI not known yet.
    private mutating func waitingForCI(_ narrowing: Narrowing, order: [Int32]) -> [Int32] {
        var wider = narrowing
        wider.query = narrowing.query.withoutCI
        let matches = recalled(wider) ?? narrowed(wider, order: order)
        return matches.ranked.filter { position in
            !ciFlags.indices.contains(Int(position)) || ciFlags[Int(position)] & CIFlags.known == 0
        }
    }

    /// Folds the search text unless folded already: when the filter prompt opens, so the
    /// first keystroke only searches.
    mutating func prepareSearch() {
        if search == nil { search = RepoFilter(base) }
    }

    /// Counts the values of the qualifier being typed at `cursor` (`lang:sw`), unless counted already.
    mutating func prepareCompletion(text: String, cursor: Int) {
        guard let source = QueryCompletion.valueSource(text: text, cursor: cursor), qualifierValues[source] == nil else { return }
        qualifierValues[source] = counted(source)
    }

    /// The qualifiers whose values are counted for this data.
    var countedValueSources: Set<QueryCompletion.ValueSource> { Set(qualifierValues.keys) }

    /// Each value `source` has in the data, with how many repositories have it.
    func values(of source: QueryCompletion.ValueSource) -> [String: Int] {
        qualifierValues[source] ?? counted(source)
    }

    /// The data's values of `source`; for `is:`, with the clones' kinds.
    private func counted(_ source: QueryCompletion.ValueSource) -> [String: Int] {
        var values = QueryCompletion.values(of: source, in: base)
        guard source == .kind else { return values }
        for kind in RepoQuery.CloneKind.allCases {
            let count = CloneFlags.count(kind, in: cloneFlags)
            if count > 0 { values[kind.rawValue] = count }
        }
        return values
    }

    /// `base` in `sort` order, sorted the first time that order is asked for.
    private mutating func ordered(by sort: RepoSort) -> [Int32] {
        if let order = orders[sort] { return order }
        let order = RepoOrdering.order(of: base, by: sort, names: names)
        orders[sort] = order
        return order
    }

    /// The same narrowing's matches, kept from a moment ago (a character erased).
    private func recalled(_ narrowing: Narrowing) -> RepoFilter.Matches? {
        recent.last { $0.narrowing == narrowing }?.matches
    }

    /// Searches the matches of a wider narrowing kept from before — typing on only narrows —
    /// or else the whole list.
    private mutating func narrowed(_ narrowing: Narrowing, order: [Int32]) -> RepoFilter.Matches {
        let candidates = recent.last { narrowing.narrows($0.narrowing) }?.matches.kept
            ?? (!narrowing.hidesForks && !narrowing.hidesArchived && narrowing.type == .all ? order : order.filter { position in
                // Field by field from the array: binding the repository would copy it.
                !(narrowing.hidesForks && base[Int(position)].isFork) && !(narrowing.hidesArchived && base[Int(position)].isArchived)
                    && (narrowing.type == .all || narrowing.type.includes(base[Int(position)]))
            })
        guard !narrowing.query.terms.isEmpty else { return RepoFilter.Matches(kept: candidates, ranked: candidates) }
        var filter = search ?? RepoFilter(base)
        filter.prepare(for: narrowing.query)
        filter.cloneFlags = cloneFlags
        filter.ciFlags = ciFlags
        search = filter
        return filter.matches(narrowing.query, among: candidates)
    }

    private mutating func remember(_ narrowed: Narrowed) {
        recent.removeAll { $0.narrowing == narrowed.narrowing }
        recent.append(narrowed)
        if recent.count > Self.remembered { recent.removeFirst() }
    }
}
