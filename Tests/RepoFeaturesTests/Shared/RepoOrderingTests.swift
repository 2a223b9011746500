import RepoCore
import Testing
@testable import RepoFeatures

struct RepoOrderingTests {
    @Test func pushedNewestFirstWithNeverPushedLast() {
        #expect(RepoOrdering.pushedNewestFirst(Fixtures.unsorted) == Fixtures.sorted)
    }

    @Test func tiesAreOrderedByNameWhateverTheInputOrder() {
        let sameTime = Fixtures.ago(Fixtures.hour)
        let b = Fixtures.repository(id: 1, name: "beta", pushedAt: sameTime)
        let a = Fixtures.repository(id: 2, name: "Alpha", pushedAt: sameTime)
        let project10 = Fixtures.repository(id: 3, name: "project10", pushedAt: sameTime)
        let project2 = Fixtures.repository(id: 4, name: "project2", pushedAt: sameTime)
        let newer = Fixtures.repository(id: 5, name: "zeta", pushedAt: Fixtures.ago(1))
        let neverZ = Fixtures.repository(id: 6, name: "z-never")
        let neverA = Fixtures.repository(id: 7, name: "a-never")
        let expected = [newer, a, b, project2, project10, neverA, neverZ]

        #expect(RepoOrdering.pushedNewestFirst([neverZ, project10, b, neverA, project2, a, newer]) == expected)
        #expect(RepoOrdering.pushedNewestFirst(expected.reversed()) == expected)
    }

    @Test func emptyStaysEmpty() {
        #expect(RepoOrdering.pushedNewestFirst([]) == [])
    }

    /// Names compare case-folded — ASCII byte by byte, anything else through Unicode — with
    /// runs of digits by value: the same key whatever the case or the leading zeros.
    @Test func naturalKeysFoldCaseAndReadDigitRunsAsNumbers() {
        let same: [(String, String)] = [("Octocat/Hello-World", "octocat/hello-world"), ("o/ÄPFEL-ß", "o/äpfel-ß"),
                                        ("o/v007", "o/v7"), ("o/İstanbul", "o/i̇stanbul")]
        for (left, right) in same {
            #expect(!(NaturalKey(fullName: left) < NaturalKey(fullName: right)) && !(NaturalKey(fullName: right) < NaturalKey(fullName: left)),
                    "\(left) and \(right)")
        }
        let ordered = ["o/2", "o/10", "o/a", "o/a2b", "o/a10", "o/B", "o/é", "o/😀"]
        for (left, right) in zip(ordered, ordered.dropFirst()) {
            #expect(NaturalKey(fullName: left) < NaturalKey(fullName: right), "\(left) before \(right)")
        }
    }
}
