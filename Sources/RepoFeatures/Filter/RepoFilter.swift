import Foundation
import RepoCore

/// Narrows repositories to those a `RepoQuery` keeps: every term must hold (a negated one must
/// not). Free words match the name, description, language or a topic — as substrings by
/// default, fuzzily with `~`. With free words the best matches come first (name matches above
/// the rest, word starts above the middle of words); ties keep the list's order.
struct RepoFilter: Sendable {
    private let repositories: [Repository]
    /// The free words' haystacks, folded once per data.
    private let text: SearchText
    /// What qualifiers (`lang:`, `stars:`, `is:` …) test, made when a query first has one.
    private var facts: [QueryTest.Facts]?
    /// What git said of each repository's clone, by position (`RepoQuery.CloneKind.flag`s);
    /// empty when no clone is known.
    var cloneFlags: [UInt8] = []
    /// What the CI column knows of each repository (`CIFlags`), by position; empty when nothing.
    var ciFlags: [UInt8] = []

    static let nameBonus = 40 * 64
    static let tagBonus = 10 * 64

    init(_ repositories: [Repository]) {
        self.repositories = repositories
        text = SearchText(repositories)
    }

    /// What a query kept: in the order of the candidates, and best first (the same when the
    /// query has no free word to rank by).
    struct Matches: Equatable, Sendable {
        var kept: [Int32]
        var ranked: [Int32]
    }

    /// Makes what `query`'s qualifiers test, unless made already.
    mutating func prepare(for query: RepoQuery) {
        guard facts == nil, query.terms.contains(where: { !$0.test.isText }) else { return }
        let repositories = repositories
        facts = ParallelChunks.map(count: repositories.count) { range in
            range.map { QueryTest.Facts(repositories[$0]) }
        }.flatMap { $0 }
    }

    /// Positions `query` keeps among `candidates`, which only they are searched: typing one
    /// more character searches what matched before. Ties in rank keep the candidates' order.
    /// Large lists are searched — and their matches ranked — on every core.
    func matches(_ query: RepoQuery, among candidates: [Int32]) -> Matches {
        guard !query.terms.isEmpty else { return Matches(kept: candidates, ranked: candidates) }
        let prepared = query.terms.map(PreparedTerm.init)
        let ranks = prepared.contains { !$0.term.negated && $0.word != nil }
        let walk = CandidateWalk(candidates, storedCount: repositories.count)
        let parts = text.withReader { reader in
            walk.chunks { visitCandidates in
                var keptSequences: [Int32] = []
                var ranking: [RankKey] = []
                visitCandidates { position, sequence in
                    guard let score = score(of: position, prepared, reader) else { return }
                    keptSequences.append(Int32(sequence))
                    if ranks { ranking.append(RankKey(score: score, sequence: sequence)) }
                }
                ranking.sort()
                return (keptSequences: keptSequences, ranking: ranking)
            }
        }
        let keptSequences = parts.count == 1 ? parts[0].keptSequences : parts.flatMap(\.keptSequences)
        let kept = walk.visitsInSequenceOrder ? keptSequences.map { candidates[Int($0)] } : walk.inSequenceOrder(keptSequences)
        guard ranks else { return Matches(kept: kept, ranked: kept) }
        let ranking = parts.dropFirst().reduce(parts[0].ranking) { ParallelChunks.merge($0, $1.ranking, by: <) }
        return Matches(kept: kept, ranked: ranking.map { candidates[$0.sequence] })
    }

    /// Every repository `query` keeps, best first: the whole filter in one call.
    func matches(_ query: RepoQuery) -> [Int] {
        var filter = self
        filter.prepare(for: query)
        return filter.matches(query, among: repositories.indices.map { Int32($0) }).ranked.map { Int($0) }
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
    private func score(of position: Int, _ terms: [PreparedTerm], _ reader: SearchText.Reader) -> Int? {
        var total = 0
        for prepared in terms {
            let score: Int?
            if let word = prepared.word {
                score = word.values.withUnsafeBufferPointer { word in
                    Self.score(of: word, fuzzy: prepared.fuzzy, in: reader.fields(of: position))
                }
            } else if let facts {
                let clone = cloneFlags.indices.contains(position) ? cloneFlags[position] : 0
                let ci = ciFlags.indices.contains(position) ? ciFlags[position] : 0
                score = QueryTest.holds(prepared.term.test, for: facts[position], clone: clone, ci: ci) ? 0 : nil
            } else {
                preconditionFailure("prepare(for:) makes the facts before a query with qualifiers is matched")
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

    /// The rule for a free word: what it is worth in a repository's text, nil when absent.
    /// A substring counts in the name first (earlier is better), else the best of the language
    /// and the topics, else the description; a fuzzy word counts where it scores best.
    static func score(of word: UnsafeBufferPointer<UInt32>, fuzzy: Bool, in text: SearchText.Fields) -> Int? {
        if fuzzy {
            var best: Int?
            if let score = FuzzyMatch.score(word, in: text.name) { best = score + nameBonus }
            if let score = FuzzyMatch.score(word, in: text.language) { best = max(best ?? .min, score + tagBonus) }
            if let score = FuzzyMatch.score(word, in: text.topics) { best = max(best ?? .min, score + tagBonus) }
            if let score = FuzzyMatch.score(word, in: text.description) { best = max(best ?? .min, score) }
            return best
        }
        if let found = SubstringMatch.find(word, in: text.name) { return nameBonus + found.quality * 64 - found.offset }
        var best: Int?
        if let found = SubstringMatch.find(word, in: text.language) { best = tagBonus + found.quality * 64 }
        if let found = SubstringMatch.find(word, in: text.topics) { best = max(best ?? .min, tagBonus + found.quality * 64) }
        if best == nil, let found = SubstringMatch.find(word, in: text.description) {
            best = found.quality * 64 - min(found.offset, 63)
        }
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
