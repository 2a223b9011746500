import Foundation

/// What changed in a list between two looks at it — the cache's copy from the last visit and
/// GitHub's answer now: repositories new, gone, renamed or moved to another owner, archived,
/// made private or public, pushed to, and stars gained or lost. Pure, and linear in the rows:
/// it runs on every revalidation, 100,000 rows included. Costs no request: both lists are there.
public struct ListChanges: Equatable, Sendable {
    /// One way a repository changed; a repository can have several.
    public enum Kind: Equatable, Sendable {
        case new
        case gone
        /// Its `owner/name` was this.
        case renamed(from: String)
        /// Its owner was this login (GitHub keeps the id across a transfer).
        case transferred(from: String)
        case archived
        case unarchived
        case madePrivate
        case madePublic
        case pushed
        /// Stars gained (positive) or lost.
        case stars(Int)
    }

    /// A repository and how it changed: as it is now, or as last seen when it is gone.
    public struct Change: Equatable, Sendable {
        public var repository: Repository
        public var kinds: [Kind]

        public init(repository: Repository, kinds: [Kind]) {
            self.repository = repository
            self.kinds = kinds
        }
    }

    /// How many repositories changed in each way, and the stars' sum: counted once, because the
    /// status line's summary is drawn on every frame.
    public struct Tally: Equatable, Sendable {
        public var new = 0, gone = 0, renamed = 0, moved = 0, archived = 0, unarchived = 0
        public var madePrivate = 0, madePublic = 0, pushed = 0
        /// Stars gained minus stars lost, over the repositories in both looks.
        public var stars = 0

        init(_ changes: [Change]) {
            for kind in changes.lazy.flatMap(\.kinds) {
                switch kind {
                case .new: new += 1
                case .gone: gone += 1
                case .renamed: renamed += 1
                case .transferred: moved += 1
                case .archived: archived += 1
                case .unarchived: unarchived += 1
                case .madePrivate: madePrivate += 1
                case .madePublic: madePublic += 1
                case .pushed: pushed += 1
                case .stars(let delta): stars += delta
                }
            }
        }
    }

    /// When the earlier look was taken (the cached list's fetch).
    public let since: Date
    /// New ones first, then gone, then the rest — each group by name.
    public let changes: [Change]
    public let tally: Tally

    public init(since: Date, changes: [Change]) {
        self.since = since
        self.changes = changes
        self.tally = Tally(changes)
    }

    public var isEmpty: Bool { changes.isEmpty }

    /// Stars gained minus stars lost, over the repositories in both looks.
    public var starsDelta: Int { tally.stars }

    /// How many repositories changed in a way `matches` accepts.
    public func count(_ matches: (Kind) -> Bool) -> Int {
        changes.count(where: { $0.kinds.contains(where: matches) })
    }

    /// The changes from `before` (taken at `since`) to `after`, matched by id.
    public static func between(_ before: [Repository], _ after: [Repository], since: Date) -> ListChanges {
        var earlier: [RepoID: Int] = [:]
        earlier.reserveCapacity(before.count)
        for index in before.indices { earlier[before[index].id] = index }
        // Where each change's row is, not the row: a change holds a whole row (264 bytes), and a list
        // whose every star count moved made 10,000 of them, grown by doubling (5 MB), then copied
        // into order — beside both lists, at a revalidation's peak. The rows are copied once, in order.
        var found: [(row: Int, isGone: Bool, kinds: [Kind])] = []
        var matched = [Bool](repeating: false, count: before.count)
        // Rows are read in place, by index: a copy of a row retains each of its strings.
        for position in after.indices {
            guard let index = earlier[after[position].id] else {
                found.append((position, false, [.new]))
                continue
            }
            matched[index] = true
            let kinds = differences(before[index], after[position])
            if !kinds.isEmpty { found.append((position, false, kinds)) }
        }
        for index in before.indices where !matched[index] {
            found.append((index, true, [.gone]))
        }
        // Keys made once (Foundation's comparisons inside the sort took 10 ms for 1,000 changes).
        let ranks = found.map { rank($0.kinds) }
        let names = found.map { ($0.isGone ? before : after)[$0.row].fullName.lowercased() }
        let order = found.indices.sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : names[$0] < names[$1] }
        return ListChanges(since: since, changes: order.map { position in
            let change = found[position]
            return Change(repository: (change.isGone ? before : after)[change.row], kinds: change.kinds)
        })
    }

    private static func differences(_ old: borrowing Repository, _ new: borrowing Repository) -> [Kind] {
        var kinds: [Kind] = []
        // Plain equality first: Foundation's case-insensitive comparison for every row took most
        // of the 160 ms a 100,000-row comparison first needed.
        let (oldOwner, newOwner) = (old.owner.login, new.owner.login)
        if oldOwner != newOwner, oldOwner.lowercased() != newOwner.lowercased() {
            kinds.append(.transferred(from: oldOwner))
        } else if old.fullName != new.fullName {
            kinds.append(.renamed(from: old.fullName))
        }
        if old.isArchived != new.isArchived { kinds.append(new.isArchived ? .archived : .unarchived) }
        if old.isPrivate != new.isPrivate { kinds.append(new.isPrivate ? .madePrivate : .madePublic) }
        if let pushed = new.pushedAt, pushed > (old.pushedAt ?? .distantPast) { kinds.append(.pushed) }
        if old.stargazersCount != new.stargazersCount { kinds.append(.stars(new.stargazersCount - old.stargazersCount)) }
        return kinds
    }

    /// New, gone, moved or renamed, archived or made private or public, pushed, stars only.
    private static func rank(_ kinds: [Kind]) -> Int {
        kinds.map { kind in
            switch kind {
            case .new: 0
            case .gone: 1
            case .renamed, .transferred: 2
            case .archived, .unarchived, .madePrivate, .madePublic: 3
            case .pushed: 4
            case .stars: 5
            }
        }.min() ?? 5
    }
}
