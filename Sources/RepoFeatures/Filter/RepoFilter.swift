import RepoCore

/// Narrows repositories to those matching a filter: every space-separated word of it must
/// match, as a subsequence, the name, description, language or a topic. With a filter the
/// best matches come first (name matches above the rest); ties keep the list's order.
struct RepoFilter: Sendable {
    /// Per repository, its searchable fields, prepared once.
    private let fields: [Fields]

    struct Fields: Sendable {
        var name: FuzzyText
        var description: FuzzyText
        var language: FuzzyText
        var topics: FuzzyText
    }

    static let nameBonus = 40 * 64
    static let tagBonus = 10 * 64

    public init(_ repositories: [Repository]) {
        fields = repositories.map { repository in
            Fields(
                name: FuzzyText(repository.name),
                description: FuzzyText(repository.description ?? ""),
                language: FuzzyText(repository.language ?? ""),
                topics: FuzzyText(repository.topics.joined(separator: " ")))
        }
    }

    /// The words of a filter, prepared for matching; none for a blank filter.
    public static func words(of filter: String) -> [FuzzyText] {
        filter.split(whereSeparator: \.isWhitespace).map { FuzzyText(String($0)) }
    }

    /// Indices of the repositories that match, best first; `candidates` (default: all) limits
    /// the search, so typing one more character only searches what matched before.
    func matches(_ words: [FuzzyText], among candidates: [Int]? = nil) -> [Int] {
        let pool = candidates ?? Array(fields.indices)
        guard !words.isEmpty else { return pool }
        var scored: [(index: Int, score: Int)] = []
        scored.reserveCapacity(pool.count)
        for index in pool {
            if let score = score(of: fields[index], words) { scored.append((index, score)) }
        }
        // Stable: equal scores keep the order of `pool`.
        let order = scored.indices.sorted { left, right in
            scored[left].score != scored[right].score
                ? scored[left].score > scored[right].score : left < right
        }
        return order.map { scored[$0].index }
    }

    private func score(of fields: Fields, _ words: [FuzzyText]) -> Int? {
        var total = 0
        for word in words {
            var best: Int?
            if let score = FuzzyMatch.score(word, in: fields.name) { best = score + Self.nameBonus }
            if let score = FuzzyMatch.score(word, in: fields.language) { best = max(best ?? .min, score + Self.tagBonus) }
            if let score = FuzzyMatch.score(word, in: fields.topics) { best = max(best ?? .min, score + Self.tagBonus) }
            if let score = FuzzyMatch.score(word, in: fields.description) { best = max(best ?? .min, score) }
            guard let best else { return nil }
            total += best
        }
        return total
    }

    /// Character offsets to highlight in a row's name and description: each word where it
    /// matched, the name first.
    static func highlights(of filter: String, name: String, description: String) -> (name: [Int], description: [Int]) {
        let preparedName = FuzzyText(name), preparedDescription = FuzzyText(description)
        var inName = Set<Int>(), inDescription = Set<Int>()
        for word in words(of: filter) {
            if let positions = FuzzyMatch.positions(word, in: preparedName) {
                inName.formUnion(positions)
            } else if let positions = FuzzyMatch.positions(word, in: preparedDescription) {
                inDescription.formUnion(positions)
            }
        }
        return (inName.sorted(), inDescription.sorted())
    }
}
