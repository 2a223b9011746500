import Foundation
import RepoCore
import Testing
@testable import RepoFeatures

/// Qualifiers on real-looking repositories: each keeps exactly what it says, negation keeps
/// the rest, and terms combine.
struct QueryFilterTests {
    static func date(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    static let repositories: [Repository] = {
        func make(_ id: Int64, _ name: String, _ language: String?, stars: Int, forks: Int, sizeKB: Int, pushed: String?,
                  created: String, owner: String = "apple", license: License? = nil, topics: [String] = [],
                  fork: Bool = false, archived: Bool = false, template: Bool = false) -> Repository {
            var repository = Fixtures.repository(id: id, name: name, owner: owner, language: language, stars: stars,
                                                 pushedAt: pushed.map(date), isFork: fork, isArchived: archived)
            repository.forksCount = forks
            repository.sizeKB = sizeKB
            repository.createdAt = date(created)
            repository.updatedAt = pushed.map(date)
            repository.license = license
            repository.topics = topics
            repository.isTemplate = template
            return repository
        }
        let mit = License(key: "mit", name: "MIT License", spdxID: "MIT")
        let apache = License(key: "apache-2.0", name: "Apache License 2.0", spdxID: "Apache-2.0")
        return [
            make(1, "swift-nio", "Swift", stars: 8_000, forks: 650, sizeKB: 30_000, pushed: "2026-10-30T00:00:00Z",
                 created: "2017-09-01T00:00:00Z", license: apache, topics: ["networking", "Async"]),
            make(2, "server-template", "Swift", stars: 40, forks: 5, sizeKB: 200, pushed: "2025-03-01T00:00:00Z",
                 created: "2024-05-05T00:00:00Z", license: mit, template: true),
            make(3, "go-tools", "Go", stars: 120, forks: 12, sizeKB: 2_048, pushed: "2024-12-31T23:59:59Z",
                 created: "2024-01-10T00:00:00Z", owner: "golang", license: mit, topics: ["cli"]),
            make(4, "old-fork", "Swift", stars: 3, forks: 0, sizeKB: 1_024, pushed: nil,
                 created: "2019-01-01T00:00:00Z", fork: true, archived: true),
        ]
    }()

    static func names(_ query: String) -> [String] {
        RepoFilter(repositories).matches(QueryParser.parse(query, now: Fixtures.now)).map { repositories[$0].name }
    }

    @Test(arguments: [
        ("lang:swift", ["swift-nio", "server-template", "old-fork"]),
        ("-lang:swift", ["go-tools"]),
        ("topic:async", ["swift-nio"]),
        ("license:mit", ["server-template", "go-tools"]),
        ("license:apache-2.0", ["swift-nio"]),
        ("owner:GOLANG", ["go-tools"]),
        ("stars:>100", ["swift-nio", "go-tools"]),
        ("stars:3..40", ["server-template", "old-fork"]),
        ("forks:>=12", ["swift-nio", "go-tools"]),
        ("size:<1mb", ["server-template"]),
        ("size:>=1mb", ["swift-nio", "go-tools", "old-fork"]),
        ("pushed:<1y", ["swift-nio"]),
        ("pushed:>2025-01-01", ["swift-nio", "server-template"]),
        ("pushed:2024", ["go-tools"]),
        ("-pushed:<1y", ["server-template", "go-tools", "old-fork"]),
        ("created:2024", ["server-template", "go-tools"]),
        ("is:fork", ["old-fork"]),
        ("is:source", ["swift-nio", "server-template", "go-tools"]),
        ("is:archived", ["old-fork"]),
        ("is:template", ["server-template"]),
        ("lang:swift stars:>10 -is:template", ["swift-nio"]),
        ("lang:swift stars:>abc", ["swift-nio", "server-template", "old-fork"]),
        ("lang:swift serv", ["server-template"]),
    ])
    func eachQualifierKeepsWhatItSays(query: String, names: [String]) {
        #expect(Self.names(query) == names)
    }

    @Test func privateAndPublicAndMirrorsAreKinds() {
        var secret = Fixtures.repository(id: 1, name: "secret")
        secret.isPrivate = true
        var mirror = Fixtures.repository(id: 2, name: "mirror")
        mirror.mirrorURL = "https://example.com/upstream.git"
        let repositories = [secret, mirror]
        func names(_ query: String) -> [String] {
            RepoFilter(repositories).matches(QueryParser.parse(query, now: Fixtures.now)).map { repositories[$0].name }
        }
        #expect(names("is:private") == ["secret"])
        #expect(names("is:public") == ["mirror"])
        #expect(names("is:mirror") == ["mirror"])
        #expect(names("-is:mirror") == ["secret"])
    }
}
