import Foundation
import Testing
@testable import RepoFeatures

/// The examples help shows are real: each reads without a problem, and the README shows each.
struct QuerySyntaxTests {
    @Test func everyExampleReadsWithoutAProblem() {
        for (example, _) in QuerySyntax.examples {
            let query = QueryParser.parse(example, now: Fixtures.now)
            #expect(query.problems == [], "\(example)")
            #expect(query.terms.count == 1, "\(example)")
        }
    }

    @Test func theReadmesQueryTableShowsEveryExample() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        for (example, _) in QuerySyntax.examples {
            #expect(text.contains("| `\(example)` |"), "README lacks a row for \(example)")
        }
    }

    @Test func helpListsTheQueryLanguage() {
        let text = HelpOverlay.lines(width: 120).joined(separator: "\n")
        #expect(text.contains("Filter queries (after /; terms combine)"))
        #expect(text.contains("  lang:swift"))
        #expect(text.contains("  is:fork"))
    }
}
