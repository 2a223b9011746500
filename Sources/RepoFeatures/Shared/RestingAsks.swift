/// Answers asked of GitHub about the rows on screen once a list has rested, a batch at a time:
/// the CI column's statuses, a pull request's checks and review decision (issue 29). After each
/// action the caller names the keys that want asking (`wants`), and `follow` says when a new
/// wait should start; when the wait ends, `batch` picks what to ask and whether of GitHub.
/// A value: the effects that wait and ask are the caller's.
struct RestingAsks<Key: Hashable & Sendable, Answer: Equatable & Sendable>: Equatable, Sendable {
    /// What is known, by key.
    private(set) var known: [Key: Answer] = [:]
    /// Wanting an answer, not being asked about yet: waiting for the list to rest.
    private var waiting: [Key] = []
    /// The batch being asked about (a newer batch replaces it).
    private var asked: Set<Key> = []
    /// Known, but to be asked about again (`r`); shown as known until the answer comes.
    private var stale: Set<Key> = []

    /// Whether `key` wants asking: nothing is known of it, or what is known is stale.
    func wants(_ key: Key) -> Bool { known[key] == nil || stale.contains(key) }

    /// After any action, with the keys that want asking now: whether a new wait for the list to
    /// rest should start (those waiting changed, and some are).
    mutating func follow(_ wanted: [Key]) -> Bool {
        let waiting = wanted.filter { !asked.contains($0) }
        guard waiting != self.waiting else { return false }
        self.waiting = waiting
        return !waiting.isEmpty
    }

    /// The list rested: what of `wanted` to ask about (those of a batch this one replaces
    /// included), and whether of GitHub. `spare` is how many GitHub may be asked about before the
    /// last tenth of the API budget (nil: no reading of it): a batch is cut to it, and with none
    /// spare the cache alone is asked — but not while a batch is in flight, which a cache read
    /// would cancel (the wait starts again as its answers come). nil: nothing to ask now.
    mutating func batch<Item>(of wanted: [Item], key: (Item) -> Key, online: Bool, spare: Int?) -> (items: [Item], fetch: Bool)? {
        waiting = []
        guard !wanted.isEmpty else { return nil }
        let fetch = online && (spare ?? 1) > 0
        if !fetch, online, !asked.isEmpty { return nil }
        let items = fetch ? Array(wanted.prefix(spare ?? wanted.count)) : wanted
        asked = Set(items.map(key))
        return (items, fetch)
    }

    /// `r`: these are asked about again as the list rests; what is known of them stays shown.
    mutating func forget(_ keys: some Sequence<Key>) {
        stale.formUnion(keys.filter { known[$0] != nil })
    }

    mutating func read(_ answers: [Key: Answer]) {
        known.merge(answers) { $1 }
        asked.subtract(answers.keys)
        stale.subtract(answers.keys)
    }
}
