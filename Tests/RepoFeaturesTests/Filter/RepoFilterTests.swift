import RepoCore
import Testing
@testable import RepoFeatures

/// The filter's matching and ranking on repositories like those of a real Swift organisation:
/// free words as substrings, `~` words fuzzily.
struct RepoFilterTests {
    static let repositories: [Repository] = [
        repo(1, "swift-nio", "Event-driven network application framework", "Swift", topics: ["networking", "async"]),
        repo(2, "swift-log", "A Logging API for Swift", "Swift", topics: ["logging"]),
        repo(3, "swift-argument-parser", "Straightforward, type-safe argument parsing for Swift", "Swift"),
        repo(4, "swift-format", "Formatting technology for Swift source code", "Swift"),
        repo(5, "sourcekit-lsp", "Language Server Protocol implementation for Swift and C-based languages", "Swift"),
        repo(6, "swift-docc", "Documentation compiler", "Swift", topics: ["documentation"]),
        repo(7, "llvm-project", "The LLVM Project, a fork for Swift", "C++", topics: ["compiler"]),
        repo(8, "swift-book", "The Swift Programming Language book", nil),
    ]

    static func repo(_ id: Int64, _ name: String, _ description: String, _ language: String?,
                     topics: [String] = []) -> Repository {
        var repository = Fixtures.repository(id: id, name: name, description: description, language: language)
        repository.topics = topics
        return repository
    }

    static func names(_ filter: String) -> [String] {
        RepoFilter(repositories).matches(QueryParser.parse(filter, now: Fixtures.now)).map { repositories[$0].name }
    }

    @Test func aBlankFilterKeepsEveryRepositoryInOrder() {
        #expect(Self.names("  ") == Self.repositories.map(\.name))
    }

    /// A word is a substring: "technology" holds "log"; letters scattered over a description
    /// ("Language … Protocol … languages") do not.
    @Test func nameMatchesComeBeforeDescriptionMatches() {
        #expect(Self.names("log") == ["swift-log", "swift-format"])
    }

    /// Names first, then language and topics, then descriptions; ties keep the list's order.
    @Test func namesRankFirstAndTiesKeepTheListsOrder() {
        #expect(Self.names("doc") == ["swift-docc"])
        #expect(Self.names("par") == ["swift-argument-parser"])
        #expect(Self.names("ift") == ["swift-nio", "swift-log", "swift-argument-parser", "swift-format", "swift-docc",
                                      "swift-book", "sourcekit-lsp", "llvm-project"])
    }

    @Test func aTildeMakesAWordFuzzy() {
        #expect(Self.names("sap") == [])
        #expect(Self.names("~sap").first == "swift-argument-parser")
        #expect(Self.names("~log") == ["swift-log", "swift-format", "sourcekit-lsp"])
    }

    @Test func topicsAndLanguageMatchToo() {
        #expect(Self.names("networking") == ["swift-nio"])
        #expect(Self.names("c++") == ["llvm-project"])
    }

    @Test func everyWordMustMatch() {
        #expect(Self.names("swift doc") == ["swift-docc"])
        #expect(Self.names("swift zzz") == [])
    }

    @Test func highlightsAreInTheNameWhenTheNameMatchedElseInTheDescription() {
        let query = QueryParser.parse("log api ~swf", now: Fixtures.now)
        let highlights = RepoFilter.highlights(of: query, name: "swift-log", description: "A Logging API for Swift")
        #expect(highlights.name == [0, 1, 3, 6, 7, 8])
        #expect(highlights.description == [10, 11, 12])
    }

    @Test func searchingOnlyThePreviousMatchesGivesTheSameResult() {
        let filter = RepoFilter(Self.repositories)
        for (before, after) in [("sw", "swi"), ("~sw", "~swf"), ("swift", "swift lang:swift")] {
            let previous = filter.matches(QueryParser.parse(before, now: Fixtures.now))
            let query = QueryParser.parse(after, now: Fixtures.now)
            #expect(query.narrows(QueryParser.parse(before, now: Fixtures.now)))
            var prepared = filter
            prepared.prepare(for: query)
            let narrowed = prepared.matches(query, among: previous.sorted().map { Int32($0) }).ranked.map { Int($0) }
            #expect(narrowed == filter.matches(query))
        }
    }

    /// A few candidates of a large list are searched one by one, many through the whole storage
    /// in order (`CandidateWalk`): either way, what matches and its ranking are the same.
    @Test(arguments: ["serv", "~swf", "a", "lang:swift api", "-docs", "日本"])
    func aFewCandidatesRankAsTheyDoAmongAll(filter: String) {
        var random = SeededRandom(seed: 3)
        let repositories = GeneratedLists.repositories(count: 20_000, &random)
        var search = RepoFilter(repositories)
        let query = QueryParser.parse(filter, now: Fixtures.now)
        search.prepare(for: query)
        let all = repositories.indices.reversed().map { Int32($0) }
        let few = all.enumerated().filter { $0.offset % 400 == 0 }.map(\.element)
        let amongAll = search.matches(query, among: all)
        let amongFew = search.matches(query, among: few)
        #expect(CandidateWalk(few, storedCount: repositories.count).visitsInSequenceOrder)
        #expect(!amongFew.kept.isEmpty)
        #expect(amongFew.kept == amongAll.kept.filter(few.contains))
        #expect(amongFew.ranked == amongAll.ranked.filter(few.contains))
    }
}
