import Foundation
import RepoCore

/// Narrows repositories to those a `RepoQuery` keeps: every term must hold (a negated one must
/// not). Free words match the name, description, language or a topic — as substrings by
/// default, fuzzily with `~`. With free words the best matches come first (name matches above
/// the rest, word starts above the middle of words); ties keep the list's order.
struct RepoFilter: Sendable {
    /// Per repository, its searchable fields, prepared once.
    private let fields: [Fields]

    struct Fields: Sendable {
        var name: FuzzyText
        var description: FuzzyText
        var language: FuzzyText
        var topics: FuzzyText
        var facts: QueryTest.Facts
    }

    static let nameBonus = 40 * 64
    static let tagBonus = 10 * 64

    init(_ repositories: [Repository]) {
        fields = repositories.map { repository in
            Fields(
                name: FuzzyText(repository.name),
                description: FuzzyText(repository.description ?? ""),
                language: FuzzyText(repository.language ?? ""),
                topics: FuzzyText(repository.topics.joined(separator: " ")),
                facts: QueryTest.Facts(repository))
        }
    }

    /// Indices of the repositories `query` keeps, best first; `candidates` (default: all)
    /// limits the search, so typing one more character only searches what matched before.
    func matches(_ query: RepoQuery, among candidates: [Int]? = nil) -> [Int] {
        let pool = candidates ?? Array(fields.indices)
        guard !query.terms.isEmpty else { return pool }
        let prepared = query.terms.map(PreparedTerm.init)
        let ranks = prepared.contains { !$0.term.negated && $0.word != nil }
        var scored: [(index: Int, score: Int)] = []
        scored.reserveCapacity(pool.count)
        for index in pool {
            if let score = score(of: index, prepared) { scored.append((index, score)) }
        }
        guard ranks else { return scored.map(\.index) }
        // Stable: equal scores keep the order of `pool`.
        let order = scored.indices.sorted { left, right in
            scored[left].score != scored[right].score
                ? scored[left].score > scored[right].score : left < right
        }
        return order.map { scored[$0].index }
    }

    /// A term with its word prepared for matching once per keystroke, not once per repository.
    private struct PreparedTerm {
        var term: RepoQuery.Term
        var word: FuzzyText?
        var fuzzy = false

        init(_ term: RepoQuery.Term) {
            self.term = term
            if case .text(let text, let fuzzy) = term.test {
                word = FuzzyText(text)
                self.fuzzy = fuzzy
            }
        }
    }

    /// The repository's score when it passes every term; nil when one fails it.
    private func score(of index: Int, _ terms: [PreparedTerm]) -> Int? {
        var total = 0
        for prepared in terms {
            let score: Int?
            if let word = prepared.word {
                score = prepared.fuzzy ? fuzzyScore(word, fields[index]) : substringScore(word, fields[index])
            } else {
                score = QueryTest.holds(prepared.term.test, for: fields[index].facts) ? 0 : nil
            }
            if prepared.term.negated {
                if score != nil { return nil }
            } else {
                guard let score else { return nil }
                total += score
            }
        }
        return total
    }

    private func substringScore(_ word: FuzzyText, _ fields: Fields) -> Int? {
        if let found = SubstringMatch.find(word, in: fields.name) { return Self.nameBonus + found.quality * 64 - found.offset }
        // Language and topics one by one, not through an array: this runs per repository per keystroke.
        var best: Int?
        if let found = SubstringMatch.find(word, in: fields.language) { best = Self.tagBonus + found.quality * 64 }
        if let found = SubstringMatch.find(word, in: fields.topics) { best = max(best ?? .min, Self.tagBonus + found.quality * 64) }
        if best == nil, let found = SubstringMatch.find(word, in: fields.description) { best = found.quality * 64 - min(found.offset, 63) }
        return best
    }

    private func fuzzyScore(_ word: FuzzyText, _ fields: Fields) -> Int? {
        var best: Int?
        if let score = FuzzyMatch.score(word, in: fields.name) { best = score + Self.nameBonus }
        if let score = FuzzyMatch.score(word, in: fields.language) { best = max(best ?? .min, score + Self.tagBonus) }
        if let score = FuzzyMatch.score(word, in: fields.topics) { best = max(best ?? .min, score + Self.tagBonus) }
        if let score = FuzzyMatch.score(word, in: fields.description) { best = max(best ?? .min, score) }
        return best
    }

    /// Character offsets to highlight in a row's name and description: each free word where
    /// it matched, the name first.
    static func highlights(of query: RepoQuery, name: String, description: String) -> (name: [Int], description: [Int]) {
        let preparedName = FuzzyText(name), preparedDescription = FuzzyText(description)
        var inName = Set<Int>(), inDescription = Set<Int>()
        for (text, fuzzy) in query.highlightedWords {
            let word = FuzzyText(text)
            if let positions = positions(of: word, fuzzy: fuzzy, in: preparedName) {
                inName.formUnion(positions)
            } else if let positions = positions(of: word, fuzzy: fuzzy, in: preparedDescription) {
                inDescription.formUnion(positions)
            }
        }
        return (inName.sorted(), inDescription.sorted())
    }

    private static func positions(of word: FuzzyText, fuzzy: Bool, in text: FuzzyText) -> [Int]? {
        if fuzzy { return FuzzyMatch.positions(word, in: text) }
        return SubstringMatch.find(word, in: text).map { Array($0.offset..<($0.offset + word.values.count)) }
    }
}
