import Foundation
import RepoCore
import TestSupport
import Testing
@testable import RepoFeatures

/// The fast arrangement — positions instead of copies, each order sorted once, the search
/// text folded into one arena, a longer query searching the last matches, erased queries
/// remembered, the work split across cores — against a plain reading of the rules, step by
/// step through random sessions of typing, erasing, sorting and hiding kinds over 10,000
/// generated repositories. The reference shares only the rules' own pieces (a word's score,
/// the qualifiers' tests, the natural name order), so it follows them when they change.
@Suite(.serialized)
struct ArrangementReferenceTests {
    /// Two sessions over 10,000 repositories, and one over 40,000: lists that large are
    /// folded, searched and ranked in chunks, one per core (`ParallelChunks`). One at a time:
    /// each keeps both cores busy, and the timing-sensitive suites running beside it need some —
    /// so it runs on a thread of its own, never holding one of the suite's shared threads.
    @Test(arguments: [(seed: UInt64(1), count: 10_000, steps: 70), (2, 10_000, 70), (4, 40_000, 15)])
    func everyStepOfARandomSessionShowsWhatThePlainRulesShow(seed: UInt64, count: Int, steps: Int) async {
        if let difference = await onOwnThread({ Self.firstDifference(seed: seed, count: count, steps: steps) }) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// Where the arrangement first shows other rows than the rules, in words; nil when it never does.
    private static func firstDifference(seed: UInt64, count: Int, steps: Int) -> String? {
        var random = SeededRandom(seed: seed)
        let repositories = GeneratedLists.repositories(count: count, &random)
        var reference = ReferenceArrangement(repositories)
        var view = RepoList.ListView()
        var arrangement = ListArrangement(repositories, view: view)
        var session = TypingSession()
        for step in 0..<steps {
            session.act(on: &view, &random)
            arrangement.arrange(view)
            let expected = reference.arranged(view)
            let shown = arrangement.visible.map(\.id)
            guard shown != expected else { continue }
            let first = zip(shown, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(shown.count, expected.count)
            return """
                step \(step), filter "\(view.filter)", sort \(view.sort), forks hidden \(view.hidesForks), \
                archived hidden \(view.hidesArchived), type \(view.type): \(shown.count) rows, the rules give \
                \(expected.count); first difference at row \(first)
                """
        }
        return nil
    }

    @Test func theSessionsReachEveryKindOfStep() {
        var random = SeededRandom(seed: 1)
        var view = RepoList.ListView()
        var session = TypingSession()
        var filters = Set<String>(), sorts = Set<RepoSort>()
        var hidden = false
        for _ in 0..<70 {
            session.act(on: &view, &random)
            filters.insert(view.filter)
            sorts.insert(view.sort)
            hidden = hidden || view.hidesForks || view.hidesArchived || view.type != .all
        }
        // Typing, erasing and starting over give many filters; several orders and kinds hidden.
        #expect(filters.count > 40)
        #expect(sorts.count > 4)
        #expect(hidden)
        #expect(filters.contains { $0.contains(":") } && filters.contains { $0.contains("~") } && filters.contains { $0.contains("-") })
    }
}

/// The rules read plainly: sort everything with a comparator, keep what every term holds for,
/// rank by score with a stable sort. No positions, no caches, no narrowing.
private struct ReferenceArrangement {
    let repositories: [Repository]
    /// The folded text of each repository, made once for speed only (FuzzyText per field).
    let texts: [[FuzzyText]]
    let facts: [QueryTest.Facts]
    private var sorted: [RepoSort: [Int]] = [:]

    init(_ repositories: [Repository]) {
        self.repositories = repositories
        texts = repositories.map { repository in
            [FuzzyText(repository.name), FuzzyText(repository.language ?? ""),
             FuzzyText(repository.topics.joined(separator: " ")), FuzzyText(repository.description ?? "")]
        }
        facts = repositories.map(QueryTest.Facts.init)
    }

    mutating func arranged(_ view: RepoList.ListView) -> [RepoID] {
        let order = sorted[view.sort] ?? Self.order(repositories, by: view.sort)
        sorted[view.sort] = order
        let shown = order.filter { index in
            let repository = repositories[index]
            return !(view.hidesForks && repository.isFork) && !(view.hidesArchived && repository.isArchived)
                && view.type.includes(repository)
        }
        let terms = view.query.terms
        guard !terms.isEmpty else { return shown.map { repositories[$0].id } }
        let scored = shown.compactMap { index in score(of: index, terms).map { (index: index, score: $0) } }
        let ranks = terms.contains { !$0.negated && $0.test.isText }
        let ranked = ranks
            ? scored.enumerated().sorted { left, right in
                left.element.score != right.element.score ? left.element.score > right.element.score : left.offset < right.offset
            }.map(\.element)
            : scored
        return ranked.map { repositories[$0.index].id }
    }

    private func score(of index: Int, _ terms: [RepoQuery.Term]) -> Int? {
        var total = 0
        for term in terms {
            let score: Int?
            if case .text(let word, let fuzzy) = term.test {
                let text = texts[index]
                score = FuzzyText(word).values.withUnsafeBufferPointer { word in
                    text[0].values.withUnsafeBufferPointer { name in
                        text[1].values.withUnsafeBufferPointer { language in
                            text[2].values.withUnsafeBufferPointer { topics in
                                text[3].values.withUnsafeBufferPointer { description in
                                    RepoFilter.score(of: word, fuzzy: fuzzy, in: SearchText.Fields(
                                        name: name, language: language, topics: topics, description: description))
                                }
                            }
                        }
                    }
                }
            } else {
                score = QueryTest.holds(term.test, for: facts[index]) ? 0 : nil
            }
            if term.negated {
                if score != nil { return nil }
            } else {
                guard let score else { return nil }
                total += score
            }
        }
        return total
    }

    /// The documented order: the field's value in its direction, a missing date last either
    /// way, ties by natural name then id; by name, natural name then id, reversed descending.
    static func order(_ repositories: [Repository], by sort: RepoSort) -> [Int] {
        let names = repositories.map { NaturalKey(fullName: $0.fullName) }
        func byName(_ left: Int, _ right: Int) -> Bool {
            names[left] != names[right] ? names[left] < names[right] : repositories[left].id < repositories[right].id
        }
        func value(_ repository: Repository) -> Double? {
            switch sort.field {
            case .pushed: repository.pushedAt?.timeIntervalSince1970
            case .updated: repository.updatedAt?.timeIntervalSince1970
            case .created: repository.createdAt?.timeIntervalSince1970
            case .stars: Double(repository.stargazersCount)
            case .forks: Double(repository.forksCount)
            case .starred: repository.starredAt?.timeIntervalSince1970
            case .name: nil
            }
        }
        let ascending = sort.direction == .ascending
        return Array(repositories.indices).sorted { left, right in
            if sort.field == .name { return ascending ? byName(left, right) : byName(right, left) }
            switch (value(repositories[left]), value(repositories[right])) {
            case let (l?, r?) where l != r: return ascending ? l < r : l > r
            case (nil, _?): return false
            case (_?, nil): return true
            default: return byName(left, right)
            }
        }
    }
}

/// A person at the list: typing a query a character at a time, erasing, starting another,
/// changing the order, hiding kinds.
private struct TypingSession {
    static let queries = [
        "serv", "gateway api", "~swf", "~gtwy", "-docs", "lang:swift", "lang:go serv", "stars:>1000", "forks:10..50",
        "is:fork", "-is:archived api", "topic:api", "license:mit", "size:>5000", "pushed:<1y", "created:>2020-01-01",
        "café", "日本", "auth -lang:rust", "owner:acme", "is:template", "metrics ~lg", "billing", "cache queue",
        "-is:fork -is:archived", "a", "e", "ser -serv", "~a", "emoji 🚀",
    ]
    var target = ""

    mutating func act(on view: inout RepoList.ListView, _ random: inout SeededRandom) {
        let now = Fixtures.now
        switch random.next(below: 20) {
        case 0:
            view.sort = view.sort.next()
        case 1:
            view.sort = view.sort.reversed
        case 2:
            view.hidesForks.toggle()
        case 3:
            view.hidesArchived.toggle()
        case 4:
            view.type = RepoType.allCases[random.next(below: RepoType.allCases.count)]
        case 5, 6:
            target = Self.queries[random.next(below: Self.queries.count)]
            view.setFilter(random.next(below: 2) == 0 ? "" : String(target.prefix(1)), now: now)
        case 7, 8, 9:
            view.setFilter(String(view.filter.dropLast()), now: now)
        default:
            if target.hasPrefix(view.filter), view.filter.count < target.count {
                view.setFilter(String(target.prefix(view.filter.count + 1)), now: now)
            } else {
                target = Self.queries[random.next(below: Self.queries.count)]
                view.setFilter(String(target.prefix(1)), now: now)
            }
        }
    }
}

/// Repositories with everything the rules look at varied: names with digits and capitals,
/// descriptions with accents, CJK, emoji and CRLF or none, languages or none, topics,
/// licences, owners, counts and dates with ties and gaps, every kind.
enum GeneratedLists {
    static let words = ["service", "api", "gateway", "billing", "search", "index", "auth", "client", "sdk", "docs",
                        "metrics", "logging", "cache", "queue", "worker", "mobile", "café", "日本語", "Émoji", "swift"]
    static let languages: [String?] = ["Swift", "Go", "Rust", "TypeScript", "C++", "Objective-C", nil]
    static let licenses: [License?] = [License(key: "mit", name: "MIT License", spdxID: "MIT"),
                                       License(key: "apache-2.0", name: "Apache License 2.0", spdxID: "Apache-2.0"), nil]
    static let owners = ["acme", "octocat", "Apple"].map { Owner(login: $0, id: 1, avatarURL: "https://avatars/\($0)") }

    static func repositories(count: Int, _ random: inout SeededRandom) -> [Repository] {
        let now = Fixtures.now
        func word() -> String { words[random.next(below: words.count)] }
        func date(_ span: Int) -> Date? {
            random.next(below: 10) == 0 ? nil : now.addingTimeInterval(-Double(random.next(below: span)) * 86_400)
        }
        return (0..<count).map { index in
            let owner = owners[random.next(below: owners.count)]
            let capitalised = random.next(below: 5) == 0
            let name = "\(capitalised ? word().capitalized : word())-\(word())\(random.next(below: 3) == 0 ? "" : String(random.next(below: 200)))"
            let description: String? = switch random.next(below: 6) {
            case 0: nil
            case 1: "The \(word()) for \(word()) teams 🚀\r\nSecond line"
            default: "A \(word()) \(word()) — \(word())"
            }
            return Repository(
                id: RepoID(Int64(index + 1)), name: name, fullName: "\(owner.login)/\(name)", owner: owner,
                description: description, htmlURL: "https://github.com/\(owner.login)/\(name)",
                language: languages[random.next(below: languages.count)], stargazersCount: random.next(below: 3_000),
                forksCount: random.next(below: 80), license: licenses[random.next(below: licenses.count)],
                topics: (0..<random.next(below: 4)).map { _ in ["api", "cli", "server", "ios", "web"][random.next(below: 5)] },
                sizeKB: random.next(below: 20_000), createdAt: date(4_000), updatedAt: date(400), pushedAt: date(400),
                isFork: random.next(below: 6) == 0, isArchived: random.next(below: 9) == 0,
                isTemplate: random.next(below: 25) == 0, isPrivate: random.next(below: 7) == 0,
                mirrorURL: random.next(below: 40) == 0 ? "https://example.com/mirror.git" : nil)
        }
    }
}

/// SplitMix64: the same sequence from the same seed, so a failing session can be replayed.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
