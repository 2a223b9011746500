import Foundation
import RepoCore
import Testing

/// Two looks at a list compared by id: every kind of change found, a repository with several
/// kept on one line, the lines ordered new → gone → moved → archived/visibility → pushed → stars.
struct ListChangesTests {
    static let then = Date(timeIntervalSince1970: 1_700_000_000)

    static func repository(_ id: Int64, _ fullName: String, stars: Int = 0, pushed: TimeInterval = 0, archived: Bool = false,
                           isPrivate: Bool = false) -> Repository {
        let parts = fullName.split(separator: "/").map(String.init)
        return Repository(id: RepoID(id), name: parts[1], fullName: fullName, owner: Owner(login: parts[0], id: 1, avatarURL: ""),
                          description: nil, htmlURL: "https://github.com/\(fullName)", stargazersCount: stars,
                          pushedAt: then.addingTimeInterval(pushed), isArchived: archived, isPrivate: isPrivate)
    }

    @Test func everyKindOfChangeIsFoundByIdAndOrderedByWhatMattersMost() {
        let before = [
            Self.repository(1, "mona/same", stars: 5),
            Self.repository(2, "mona/old-name", stars: 10),
            Self.repository(3, "mona/moving"),
            Self.repository(4, "mona/to-archive"),
            Self.repository(5, "mona/secret"),
            Self.repository(6, "mona/deleted"),
            Self.repository(7, "mona/busy", stars: 100),
        ]
        let after = [
            Self.repository(8, "mona/brand-new"),
            Self.repository(7, "mona/busy", stars: 141, pushed: 60),
            Self.repository(5, "mona/secret", isPrivate: true),
            Self.repository(4, "mona/to-archive", archived: true),
            Self.repository(3, "acme/moving"),
            Self.repository(2, "mona/new-name", stars: 9),
            Self.repository(1, "mona/same", stars: 5),
        ]

        let changes = ListChanges.between(before, after, since: Self.then)

        #expect(changes == ListChanges(since: Self.then, changes: [
            .init(repository: after[0], kinds: [.new]),
            .init(repository: before[5], kinds: [.gone]),
            .init(repository: after[4], kinds: [.transferred(from: "mona")]),
            .init(repository: after[5], kinds: [.renamed(from: "mona/old-name"), .stars(-1)]),
            .init(repository: after[2], kinds: [.madePrivate]),
            .init(repository: after[3], kinds: [.archived]),
            .init(repository: after[1], kinds: [.pushed, .stars(41)]),
        ]))
        #expect(changes.starsDelta == 40)
        #expect(changes.count { $0 == .pushed } == 1)
    }

    @Test func theSameListTwiceHasNoChanges() {
        let list = (1...1_000).map { Self.repository(Int64($0), "mona/r\($0)", stars: $0) }
        #expect(ListChanges.between(list, list, since: Self.then) == ListChanges(since: Self.then, changes: []))
        #expect(ListChanges.between([], [], since: Self.then).isEmpty)
    }
}
