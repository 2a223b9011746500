import Foundation
import RepoCore
import Testing
@testable import RepoFeatures

/// GitHub's answers to applied changes, as the list takes them: rows replaced in place, deleted
/// ones gone (and unmarked), nothing fetched again.
struct RepoListChangesTests {
    @Test("an answered row replaces the old one, keeping its star date; a deleted row goes with its mark; no effect is asked")
    func changedAndRemoved() {
        var list = RepoListScopeTests.loaded()
        list.send(.toggleMark) {
            $0.marked = [$0.rows[0].id]
            $0.selection = $0.selection.moved(by: 1, count: $0.rowCount, visible: $0.visibleRows)
            $0.userMoved = true
        }
        let first = list.state.rows[0], second = list.state.rows[1]
        var renamed = first
        renamed.name = "renamed"
        renamed.fullName = "octocat/renamed"
        renamed.isArchived = true
        renamed.facts = RepositoryFacts(subscribersCount: 3, networkCount: 1)
        list.send(.repositoriesChanged([renamed], removed: [second.id])) {
            var known = try! #require($0.known)
            known.repositories = known.repositories.compactMap { row in
                if row.id == second.id { return nil }
                guard row.id == first.id else { return row }
                var shown = renamed
                shown.facts = nil
                return shown
            }
            RepoListInteractor.adopt(known, freshness: $0.freshness, into: &$0)
        }
        #expect(list.state.rows.contains { $0.fullName == "octocat/renamed" && $0.isArchived && $0.facts == nil })
        #expect(!list.state.rows.contains { $0.id == second.id })
        #expect(list.state.marked == [first.id])
    }

    @Test("answers about repositories the list does not hold change nothing")
    func unrelated() {
        var list = RepoListScopeTests.loaded()
        let stranger = Fixtures.repository(id: 99, name: "elsewhere", owner: "someone")
        list.send(.repositoriesChanged([stranger], removed: [RepoID(98)]))
    }
}
