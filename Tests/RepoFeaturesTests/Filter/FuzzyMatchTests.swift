import Testing
@testable import RepoFeatures

struct FuzzyMatchTests {
    @Test(arguments: [
        ("sal", "swift-argument-log", [0, 6, 15] as [Int]?),
        ("arg", "swift-argument-parser", [6, 7, 8]),
        ("ARG", "swift-argument-parser", [6, 7, 8]),
        ("hw", "Hello-World", [0, 6]),
        ("ll", "Hello-World", [2, 3]),
        ("", "anything", []),
        ("xyz", "swift", nil),
        ("ba", "ab", nil),
        ("longer than", "short", nil),
        ("é", "Café", [3]),
        ("日本", "日本語の本", [0, 1]),
    ])
    func matchesAreTheTightestWindowOfTheQueryInOrder(query: String, text: String, positions: [Int]?) {
        #expect(FuzzyMatch.positions(FuzzyText(query), in: FuzzyText(text)) == positions)
    }

    /// Better match on the left of each pair.
    @Test(arguments: [
        ("log", "swift-log", "swift-blog-ofa"), // a run beats letters apart
        ("sp", "swift-parser", "wasp"), // word starts beat the middle of a word
        ("hello", "hello", "hello-world-and-more"), // the shorter text wins a tie
        ("doc", "docs", "my-docs"), // a prefix beats a later word start
    ])
    func scoresRewardRunsWordStartsPrefixesAndShortText(query: String, better: String, worse: String) throws {
        let good = try #require(FuzzyMatch.score(FuzzyText(query), in: FuzzyText(better)))
        let bad = try #require(FuzzyMatch.score(FuzzyText(query), in: FuzzyText(worse)))
        #expect(good > bad)
    }
}
