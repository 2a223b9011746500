import RepoCore
import Testing
@testable import RepoFeatures

/// The filter's ranking on repositories like those of a real Swift organisation.
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
        RepoFilter(repositories).matches(RepoFilter.words(of: filter)).map { repositories[$0].name }
    }

    @Test func aBlankFilterKeepsEveryRepositoryInOrder() {
        #expect(Self.names("  ") == Self.repositories.map(\.name))
    }

    /// "technology" holds "log" in a run, so it ranks above letters scattered over a description.
    @Test func nameMatchesComeBeforeDescriptionMatches() {
        #expect(Self.names("log") == ["swift-log", "swift-format", "sourcekit-lsp"])
    }

    @Test func aSubsequenceFindsTheRepositoryByItsInitials() {
        #expect(Self.names("sap").first == "swift-argument-parser")
    }

    @Test func topicsAndLanguageMatchToo() {
        #expect(Self.names("networking") == ["swift-nio"])
        #expect(Self.names("c++") == ["llvm-project"])
    }

    @Test func everyWordMustMatch() {
        #expect(Self.names("swift doc") == ["swift-docc", "swift-nio"])
        #expect(Self.names("swift zzz") == [])
    }

    @Test func highlightsAreInTheNameWhenTheNameMatchedElseInTheDescription() {
        let highlights = RepoFilter.highlights(of: "log api", name: "swift-log", description: "A Logging API for Swift")
        #expect(highlights.name == [6, 7, 8])
        #expect(highlights.description == [10, 11, 12])
    }

    @Test func searchingOnlyThePreviousMatchesGivesTheSameResult() {
        let filter = RepoFilter(Self.repositories)
        let previous = filter.matches(RepoFilter.words(of: "sw"))
        #expect(filter.matches(RepoFilter.words(of: "swf"), among: previous.sorted())
            == filter.matches(RepoFilter.words(of: "swf")))
    }
}
