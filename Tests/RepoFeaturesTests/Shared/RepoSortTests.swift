import Foundation
import RepoCore
import Testing
@testable import RepoFeatures

struct RepoSortTests {
    @Test func sCyclesThroughEveryFieldInItsNaturalDirection() {
        var sort = RepoSort.default
        var seen: [String] = []
        for _ in 0..<7 {
            seen.append(sort.label)
            sort = sort.next()
        }
        #expect(seen == ["pushed ↓", "updated ↓", "created ↓", "name ↑", "stars ↓", "forks ↓", "pushed ↓"])
    }

    @Test func inAStarredListTheCycleAlsoPassesTheStarOrder() {
        var sort = RepoSort(field: .starred)
        var seen: [String] = []
        for _ in 0..<8 {
            seen.append(sort.label)
            sort = sort.next(in: .starred)
        }
        #expect(seen == ["starred ↓", "pushed ↓", "updated ↓", "created ↓", "name ↑", "stars ↓", "forks ↓", "starred ↓"])
    }

    @Test func enteringAStarredListSortsByStarAndLeavingItFallsBackToTheDefault() {
        #expect(RepoSort(field: .stars).entering(.starred) == RepoSort(field: .starred))
        #expect(RepoSort(field: .starred).entering(.repositories) == .default)
        #expect(RepoSort(field: .name).entering(.repositories) == RepoSort(field: .name))
    }

    @Test func capitalSReversesTheDirectionOnly() {
        #expect(RepoSort(field: .name).reversed == RepoSort(field: .name, direction: .descending))
        #expect(RepoSort(field: .stars).reversed.reversed == RepoSort(field: .stars))
    }

    static let old = Fixtures.ago(300 * Fixtures.day), mid = Fixtures.ago(30 * Fixtures.day), new = Fixtures.ago(Fixtures.day)
    static let a = make(1, "alpha", stars: 5, forks: 1, created: old, updated: new, pushed: mid)
    static let b = make(2, "Beta10", stars: 50, forks: 0, created: new, updated: mid, pushed: nil)
    static let c = make(3, "beta9", stars: 50, forks: 7, created: mid, updated: old, pushed: new)

    static func make(_ id: Int64, _ name: String, stars: Int, forks: Int, created: Date, updated: Date, pushed: Date?) -> Repository {
        var repository = Fixtures.repository(id: id, name: name, stars: stars, pushedAt: pushed)
        repository.forksCount = forks
        repository.createdAt = created
        repository.updatedAt = updated
        return repository
    }

    @Test(arguments: [
        (RepoSort(field: .pushed), ["beta9", "alpha", "Beta10"]),
        (RepoSort(field: .pushed, direction: .ascending), ["alpha", "beta9", "Beta10"]),
        (RepoSort(field: .updated), ["alpha", "Beta10", "beta9"]),
        (RepoSort(field: .created), ["Beta10", "beta9", "alpha"]),
        (RepoSort(field: .created, direction: .ascending), ["alpha", "beta9", "Beta10"]),
        (RepoSort(field: .name), ["alpha", "beta9", "Beta10"]),
        (RepoSort(field: .name, direction: .descending), ["Beta10", "beta9", "alpha"]),
        (RepoSort(field: .stars), ["beta9", "Beta10", "alpha"]),
        (RepoSort(field: .stars, direction: .ascending), ["alpha", "beta9", "Beta10"]),
        (RepoSort(field: .forks), ["beta9", "alpha", "Beta10"]),
    ])
    func everyOrderSortsWithTiesByNaturalNameAndMissingDatesLast(sort: RepoSort, names: [String]) {
        #expect(RepoOrdering.sorted([Self.a, Self.b, Self.c], by: sort).map(\.name) == names)
        #expect(RepoOrdering.sorted([Self.c, Self.b, Self.a], by: sort).map(\.name) == names)
    }
}
