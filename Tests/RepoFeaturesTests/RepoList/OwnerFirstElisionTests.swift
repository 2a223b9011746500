import TerminalUI
import TestSupport
import Testing

@testable import RepoFeatures

/// Issue 32, item 4: another owner's `owner/name` gives up its owner before its name.
@Suite struct OwnerFirstElisionTests {
    @Test(arguments: [
        (28, "big-org/service-003", 8),
        (19, "big-org/service-003", 8),
        (18, "big-o…/service-003", 7),
        (14, "b…/service-003", 3),
        (13, "…/service-003", 2),
        (12, "…service-003", 1),
        (11, "service-003", 0),
        (10, "servi…-003", 0),
        (7, "ser…003", 0),
        (3, "s…3", 0),
    ])
    func theOwnerGivesWayFirstThenTheNamesMiddle(width: Int, shown: String, ownerLength: Int) {
        let fit = OwnerFirstElision(cell: "big-org/service-003", ownerLength: 8, width: width)
        #expect(fit.text == shown)
        #expect(fit.ownerLength == ownerLength)
    }

    @Test func eachShownCharacterNamesTheCharacterOfTheCellItShows() {
        let fit = OwnerFirstElision(cell: "big-org/service-003", ownerLength: 8, width: 14)
        #expect(fit.sources == [0, nil, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18])
        let wide = OwnerFirstElision(cell: "組織/日本語の名前", ownerLength: 3, width: 16)
        #expect(wide.text == "組…/日本語の名前")
        #expect(wide.sources == [0, nil, 2, 3, 4, 5, 6, 7, 8])
    }

    /// At every width of 12 columns or more, two repositories whose names fit the column read
    /// apart unless their names are the same; what is shown always fits, and every character
    /// shown is the one of the cell it says it is.
    @Test(arguments: 0..<6)
    func differentNamesNeverReadAlike(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let loginCharacters = Array("abcdefghijklmnopqrstuvwxyz0123456789-").map(String.init)
        let nameCharacters = Array("abcdefghijklmnopqrstuvwxyz0123456789-._").map(String.init) + ["é", "日"]
        for _ in 0..<300 {
            let width = random.int(in: 12...40)
            let repositories = (0..<4).map { _ in
                let owner = random.string(from: loginCharacters, length: 1...39)
                // Often one shared name, or a series of them, as an organisation's are.
                let name = random.below(3) == 0 ? "service" : random.string(from: nameCharacters, length: 1...width)
                return (owner: owner, name: DisplayWidth.prefix(name, width: width))
            }
            let fits = repositories.map { repository in
                let cell = repository.owner + "/" + repository.name
                return (cell: Array(cell), fit: OwnerFirstElision(cell: cell, ownerLength: repository.owner.count + 1, width: width))
            }
            for (repository, shown) in zip(repositories, fits) {
                #expect(DisplayWidth.of(shown.fit.text) <= width)
                #expect(shown.fit.text.hasSuffix(repository.name))
                #expect(shown.fit.ownerLength <= shown.fit.text.count)
                for (offset, source) in shown.fit.sources.enumerated() {
                    let character = Array(shown.fit.text)[offset]
                    #expect(source.map { shown.cell[$0] } ?? "…" == character)
                }
            }
            for first in repositories.indices {
                for second in repositories.indices where repositories[first].name != repositories[second].name {
                    #expect(fits[first].fit.text != fits[second].fit.text,
                            "\(repositories[first]) and \(repositories[second]) at \(width)")
                }
            }
        }
    }

    /// A name wider than the column keeps its start and its end: a series of long names that
    /// differ in their last characters still reads apart.
    @Test func aSeriesOfLongNamesKeepsTheEndsThatTellThemApart() {
        let names = (1...12).map { "internal-platform-service-\(String(format: "%03d", $0))" }
        for width in 12...20 {
            let shown = names.map { OwnerFirstElision(cell: "big-org/" + $0, ownerLength: 8, width: width).text }
            #expect(Set(shown).count == names.count, "\(shown) at \(width)")
            #expect(shown.allSatisfy { DisplayWidth.of($0) <= width && $0.hasPrefix("inter") })
        }
    }
}
