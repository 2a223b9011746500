import Foundation

/// One of the parts of a repository's detail that GitHub serves from an endpoint of its own —
/// what tells whether a repository is alive and who works on it. Each is fetched, cached and
/// shown on its own, so one failing never hides the others.
public enum RepositoryInsight: Sendable, Hashable, Codable {
    /// `/languages`: bytes of code per language, most first.
    case languages([Language])
    /// `/releases/latest`; nil: the repository has no release.
    case latestRelease(Release?)
    /// `/pulls?state=open`: how many pull requests are open.
    case openPullRequests(Int)
    /// `/stats/participation`: commits per week, oldest first; nil while GitHub is still
    /// computing them (its 202), which is never cached.
    case participation(Participation?)
    /// `/contributors`: the top contributors, most commits first.
    case contributors([Contributor])

    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        case languages
        case latestRelease = "latest_release"
        case openPullRequests = "open_pull_requests"
        case participation
        case contributors
    }

    public var kind: Kind {
        switch self {
        case .languages: .languages
        case .latestRelease: .latestRelease
        case .openPullRequests: .openPullRequests
        case .participation: .participation
        case .contributors: .contributors
        }
    }

    /// Whether the answer is worth keeping: a "still computing" is not an answer.
    public var isCacheable: Bool { self != .participation(nil) }

    public struct Language: Sendable, Hashable, Codable {
        public var name: String
        public var bytes: Int

        public init(name: String, bytes: Int) {
            self.name = name
            self.bytes = bytes
        }
    }

    public struct Release: Sendable, Hashable, Codable {
        public var tag: String
        /// The release's title; nil or empty when it has none (GitHub then shows the tag).
        public var name: String?
        public var publishedAt: Date?

        public init(tag: String, name: String?, publishedAt: Date?) {
            self.tag = tag
            self.name = name
            self.publishedAt = publishedAt
        }
    }

    /// The last 52 weeks of commits, oldest week first: everyone's, and the owner's among them.
    public struct Participation: Sendable, Hashable, Codable {
        public var all: [Int]
        public var owner: [Int]

        public init(all: [Int], owner: [Int]) {
            self.all = all
            self.owner = owner
        }
    }

    public struct Contributor: Sendable, Hashable, Codable {
        public var login: String
        public var contributions: Int

        public init(login: String, contributions: Int) {
            self.login = login
            self.contributions = contributions
        }
    }
}
