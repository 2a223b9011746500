import Foundation

/// What the stub serves from a repository's detail endpoints (`/languages`, `/releases/latest`,
/// `/pulls`, `/stats/participation`, `/contributors`). A dataset may spell them out; otherwise
/// `generated(for:owner:)` derives believable ones from the repository, the same on every run.
public struct StubInsights: Codable, Sendable, Hashable {
    /// Bytes of code per language.
    public var languages: [String: Int]
    /// nil: no release (404, as GitHub).
    public var latestRelease: StubRelease?
    public var openPullRequests: Int
    /// Commits per week, oldest first (52 entries), everyone's and the owner's.
    public var participationAll: [Int]
    public var participationOwner: [Int]
    /// How many times `/stats/participation` answers 202 ("computing") before its 200.
    public var participationComputing: Int
    /// Most commits first.
    public var contributors: [StubContributor]

    public init(languages: [String: Int] = [:], latestRelease: StubRelease? = nil, openPullRequests: Int = 0,
                participationAll: [Int] = Array(repeating: 0, count: 52),
                participationOwner: [Int] = Array(repeating: 0, count: 52),
                participationComputing: Int = 0, contributors: [StubContributor] = []) {
        self.languages = languages
        self.latestRelease = latestRelease
        self.openPullRequests = openPullRequests
        self.participationAll = participationAll
        self.participationOwner = participationOwner
        self.participationComputing = participationComputing
        self.contributors = contributors
    }

    /// Believable parts for `repo`, from its id: its language and one to three others by size,
    /// a release for four repositories in five, a third of the open issues as pull requests,
    /// a year of commits with quiet and busy weeks, and the owner among up to five contributors.
    /// The first participation request answers 202, as GitHub's does for statistics it has not
    /// computed yet.
    public static func generated(for repo: StubRepository, owner: StubUser) -> StubInsights {
        var random = SplitMix(seed: UInt64(bitPattern: repo.id))
        var languages: [String: Int] = [:]
        if let language = repo.language {
            let total = max(1, repo.sizeKB) * 1_024
            languages[language] = total * 7 / 10 + random.below(1_000)
            let others = ["Shell", "Makefile", "Python", "C", "JavaScript", "Dockerfile", "HTML"].filter { $0 != language }
            for index in 0..<random.below(4) {
                languages[others[(index + random.below(3)) % others.count], default: 0] += total / (4 << index) + 1
            }
        }
        let release: StubRelease? = repo.id % 5 == 0 ? nil : StubRelease(
            tag: "v\(random.below(4)).\(random.below(20)).\(random.below(10))",
            name: random.below(3) == 0 ? nil : "Release \(repo.name)",
            publishedAt: repo.pushedAt ?? repo.updatedAt)
        var all: [Int] = []
        var ownerWeeks: [Int] = []
        let busy = random.below(40) + 1
        for week in 0..<52 {
            let commits = week % 7 == random.below(7) ? 0 : random.below(busy)
            all.append(commits)
            ownerWeeks.append(random.below(commits + 1))
        }
        let names = ["hubot", "monalisa", "defunkt", "mojombo", "pjhyett", "wycats", "tenderlove"]
        var contributors = [StubContributor(login: owner.login, contributions: ownerWeeks.reduce(0, +) + 10)]
        for index in 0..<random.below(5) {
            contributors.append(StubContributor(login: names[(Int(repo.id) + index) % names.count],
                                                contributions: random.below(200) + 1))
        }
        return StubInsights(
            languages: languages, latestRelease: release, openPullRequests: repo.openIssuesCount / 3,
            participationAll: all, participationOwner: ownerWeeks, participationComputing: 1,
            contributors: contributors.sorted { ($0.contributions, $1.login) > ($1.contributions, $0.login) })
    }
}

public struct StubRelease: Codable, Sendable, Hashable {
    public var tag: String
    public var name: String?
    public var publishedAt: Date?

    public init(tag: String, name: String?, publishedAt: Date?) {
        self.tag = tag
        self.name = name
        self.publishedAt = publishedAt
    }
}

public struct StubContributor: Codable, Sendable, Hashable {
    public var login: String
    public var contributions: Int

    public init(login: String, contributions: Int) {
        self.login = login
        self.contributions = contributions
    }
}
