import Foundation
import TerminalUI
import Testing
@testable import RepoFeatures

/// The README's key table is written by hand; this keeps it honest against the key tables the
/// app runs on: every key bound in the list, the detail and the app's routes is in it, and every
/// key it names is bound somewhere.
struct ReadmeKeyTableTests {
    /// The first column of each row of the table under "## Keys", split into key names.
    static func documentedKeys() throws -> Set<String> {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let section = text.components(separatedBy: "\n## Keys\n").dropFirst().first else { return [] }
        let rows = section.split(separator: "\n").prefix { $0.hasPrefix("|") }.dropFirst(2)
        var keys = Set<String>()
        for row in rows {
            let cell = row.split(separator: "|", omittingEmptySubsequences: true).first.map(String.init) ?? ""
            // " / " separates keys, except in the row of the `/` key itself.
            if cell.trimmingCharacters(in: .whitespaces) == "/" { keys.insert("/") }
            for word in cell.split(whereSeparator: { $0 == " " }) where word != "/" {
                keys.insert(String(word))
            }
        }
        return keys
    }

    /// How the README writes a key: as help does.
    static func labels<Action>(_ bindings: [KeyBinding<Action>]) -> Set<String> {
        Set(bindings.flatMap { $0.keys.map(\.label) })
    }

    @Test func everyBoundKeyIsInTheReadmesTable() throws {
        let documented = try Self.documentedKeys()
        let bound = Self.labels(RepoListKeyMap.bindings).union(Self.labels(RepoDetailKeyMap.bindings))
            .union(Self.labels(AppRouter.bindings)).union(Self.labels(GlobalKeyMap.bindings))

        #expect(bound.subtracting(documented).sorted() == [])
    }

    @Test func everyKeyTheReadmeNamesIsBound() throws {
        let bound = Self.labels(RepoListKeyMap.bindings).union(Self.labels(RepoDetailKeyMap.bindings))
            .union(Self.labels(AppRouter.bindings)).union(Self.labels(GlobalKeyMap.bindings))

        #expect(try Self.documentedKeys().subtracting(bound).sorted() == [])
    }
}
