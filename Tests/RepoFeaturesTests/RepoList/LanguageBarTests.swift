import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

struct LanguageBarTests {
    static func repo(_ id: Int64, _ language: String?, fork: Bool = false, archived: Bool = false,
                     stars: Int = 0) -> Repository {
        Fixtures.repository(id: id, name: "r\(id)", language: language, stars: stars, isFork: fork, isArchived: archived)
    }

    static func shares(_ counts: [(String, Int)]) -> LanguageShares {
        LanguageShares(languages: counts.map {
            .init(name: $0.0, weight: $0.1, color: LanguageColors.xterm256(for: $0.0))
        })
    }

    // MARK: Shares

    @Test func eachRepositoryCountsOnceForItsLanguageMostFirstTiesByName() {
        let repositories = [Self.repo(1, "Go"), Self.repo(2, "Swift"), Self.repo(3, "Swift"), Self.repo(4, "C"),
                            Self.repo(5, nil), Self.repo(6, ""), Self.repo(7, "Go", archived: true)]
        #expect(LanguageShares(repositories: repositories) == Self.shares([("Go", 2), ("Swift", 2), ("C", 1)]))
    }

    @Test func forksAreLeftOutUnlessThereIsNothingElse() {
        #expect(LanguageShares(repositories: [Self.repo(1, "Go"), Self.repo(2, "Rust", fork: true)])
            == Self.shares([("Go", 1)]))
        #expect(LanguageShares(repositories: [Self.repo(1, nil), Self.repo(2, "Rust", fork: true)])
            == Self.shares([("Rust", 1)]))
        #expect(LanguageShares(repositories: [Self.repo(1, nil)]).isEmpty)
    }

    @Test func knownLanguagesHaveGitHubsColoursAndOthersAStableOne() {
        #expect(LanguageColors.xterm256(for: "Swift") == 203)
        #expect(LanguageColors.xterm256(for: "Go") == 38)
        let made = LanguageColors.xterm256(for: "Brainfuck")
        #expect(LanguageColors.fallbacks.contains(made))
        #expect(LanguageColors.xterm256(for: "Brainfuck") == made)
    }

    // MARK: Rounding

    @Test(arguments: [
        ([1, 1, 1], 100, [34, 33, 33]),
        ([42, 20, 30, 8], 100, [42, 20, 30, 8]),
        ([2, 1], 10, [7, 3]),
        ([5, 3, 2], 7, [4, 2, 1]),   // quotas 3.5, 2.1, 1.4: the .5 gets the spare cell
        ([1, 0], 5, [5, 0]),
        ([0, 0], 5, [0, 0]),
        ([3], 0, [0]),
    ])
    func largestRemainderAlwaysAddsUpExactly(weights: [Int], total: Int, expected: [Int]) {
        let result = Apportion.largestRemainder(weights, total: total)
        #expect(result == expected)
        if weights.reduce(0, +) > 0 { #expect(result.reduce(0, +) == total) }
    }

    @Test func everyListedLanguageGetsAtLeastOneCell() {
        #expect(Apportion.atLeastOne([18, 1, 1, 0, 0], total: 20) == [16, 1, 1, 1, 1])
        #expect(Apportion.atLeastOne([2, 0, 0], total: 2) == [2, 0, 0])  // no room: left as is
    }

    @Test func segmentsFillTheBarExactlyAtEveryWidth() {
        let shares = Self.shares([("Swift", 97), ("Go", 51), ("Ruby", 13), ("C", 7), ("Rust", 3), ("Zig", 2), ("Nix", 1)])
        for width in 1...160 {
            guard let bar = LanguageBar.layout(shares, width: width) else { Issue.record("no bar at \(width)"); continue }
            #expect(bar.segments.map(\.cells).reduce(0, +) == bar.barWidth, "width \(width)")
            #expect(bar.segments.map(\.percent).reduce(0, +) == 100, "width \(width)")
            #expect(bar.segments.count <= 6)
            if bar.showsLegend {
                #expect(bar.barWidth + LanguageBar.gap + LanguageBar.legendWidth(bar.segments) <= width, "width \(width)")
            }
        }
    }

    // MARK: Legend fitting

    static let five = shares([("Swift", 42), ("Go", 20), ("Ruby", 15), ("C", 10), ("Shell", 5), ("Lua", 5), ("Nix", 3)])

    func legend(_ width: Int, maxSegments: Int = 6) -> [String] {
        guard let bar = LanguageBar.layout(Self.five, width: width, maxSegments: maxSegments), bar.showsLegend else { return [] }
        return bar.segments.map { "\($0.label) \($0.percentText) ×\($0.cells)" }
    }

    @Test func theLegendKeepsAsManyTopLanguagesAsFitTheRestIsOther() {
        // 120: all six entries (66 cells) beside a 52-cell bar.
        #expect(legend(120) == ["Swift 42% ×22", "Go 20% ×10", "Ruby 15% ×8", "C 10% ×5", "Shell 5% ×3", "Other 8% ×4"])
        // 80: the bar keeps a third (26+); five entries would need 55 of the 52 left.
        #expect(legend(80) == ["Swift 42% ×14", "Go 20% ×6", "Ruby 15% ×5", "Other 23% ×7"])
        #expect(legend(60) == ["Swift 42% ×10", "Go 20% ×5", "Other 38% ×9"])
        #expect(legend(38) == ["Swift 42% ×5", "Other 58% ×7"])
        #expect(legend(20) == [])
        // Four segments at most (monochrome's four shades): C joins "Other".
        #expect(legend(80, maxSegments: 4) == ["Swift 42% ×14", "Go 20% ×6", "Ruby 15% ×5", "Other 23% ×7"])
    }

    @Test func aLanguageLeftAloneAtTheEndKeepsItsName() {
        let three = Self.shares([("Swift", 2), ("Go", 1), ("Zig", 1)])
        let bar = LanguageBar.layout(three, width: 80, maxSegments: 6)
        #expect(bar?.segments.map(\.label) == ["Swift", "Go", "Zig"])
    }

    @Test func aTinyShareSaysLessThanOnePercent() {
        let bar = LanguageBar.layout(Self.shares([("Swift", 300), ("Go", 1)]), width: 80)
        #expect(bar?.segments.map(\.percentText) == ["100%", "<1%"])
        #expect(bar?.segments.map(\.cells) == [55, 1])
    }

    @Test func noLanguagesNoBar() {
        #expect(LanguageBar.layout(LanguageShares(languages: []), width: 80) == nil)
    }
}
