import Foundation
import RepoCore

/// Every GitHub REST resource repotui asks for, and how to address it.
///
/// Owner and repository names arrive from users and from GitHub itself, so they are
/// percent-encoded as single path segments: a `/`, `?` or `..` in a name can never change
/// which resource is requested.
public enum Endpoint: Sendable, Hashable {
    case listRepos(user: GitHubUsername)
    /// What `user` starred; asked for with `starredMediaType`, so each item has `starred_at`.
    case starred(user: GitHubUsername)
    /// The token's user's repositories, private ones and those of their organisations included.
    case viewerRepos
    /// An organisation's repositories: with a member's token, its private ones too.
    case organizationRepos(org: GitHubUsername)
    /// The token's user (`GET /user`).
    case viewer
    /// The token's user's organisations.
    case viewerOrgs
    /// One organisation, with its repository counts.
    case organization(GitHubUsername)
    case repository(owner: String, name: String)
    case readme(owner: String, name: String)
    /// One part of a repository's detail (`/languages`, `/releases/latest` …).
    case insight(RepositoryInsight.Kind, owner: String, name: String)
    case user(GitHubUsername)
    /// A page of a repository's issues (pull requests mixed in), pull requests or workflow runs
    /// (those of `branch` when given).
    case activity(ActivityQuery, owner: String, name: String, branch: String?)
    /// Whether the token's user starred a repository (`GET`), and starring it (`PUT`, `DELETE`).
    case star(owner: String, name: String)
    /// Every topic of a repository at once (`PUT`).
    case topics(owner: String, name: String)
    /// A fork's branch fast-forwarded to its upstream's (`POST`).
    case mergeUpstream(owner: String, name: String)
    /// How `head` (`owner:branch`) stands against `base`: `compare/{base}...{head}`.
    case compare(owner: String, name: String, base: String, head: String)
    /// Repositories across GitHub matching `query`, in GitHub's search syntax, best match first.
    case searchRepositories(query: String)

    /// Unencoded path segments after the base URL.
    public var pathSegments: [String] {
        switch self {
        case .listRepos(let user): ["users", user.rawValue, "repos"]
        case .starred(let user): ["users", user.rawValue, "starred"]
        case .viewerRepos: ["user", "repos"]
        case .organizationRepos(let org): ["orgs", org.rawValue, "repos"]
        case .viewer: ["user"]
        case .viewerOrgs: ["user", "orgs"]
        case .organization(let org): ["orgs", org.rawValue]
        case .repository(let owner, let name): ["repos", owner, name]
        case .readme(let owner, let name): ["repos", owner, name, "readme"]
        case .insight(let kind, let owner, let name): ["repos", owner, name] + Self.insightPath(kind)
        case .user(let user): ["users", user.rawValue]
        case .activity(let query, let owner, let name, _):
            ["repos", owner, name] + Self.activityPath(query)
        case .star(let owner, let name): ["user", "starred", owner, name]
        case .topics(let owner, let name): ["repos", owner, name, "topics"]
        case .mergeUpstream(let owner, let name): ["repos", owner, name, "merge-upstream"]
        case .compare(let owner, let name, let base, let head): ["repos", owner, name, "compare", base + "..." + head]
        case .searchRepositories: ["search", "repositories"]
        }
    }

    /// Query items, in the order they are sent.
    public var queryItems: [URLQueryItem] {
        switch self {
        case .listRepos:
            Self.pushedFirst
        case .viewerRepos:
            Self.pushedFirst + [
                URLQueryItem(name: "affiliation", value: "owner,collaborator,organization_member"),
                URLQueryItem(name: "visibility", value: "all"),
            ]
        case .organizationRepos:
            Self.pushedFirst + [URLQueryItem(name: "type", value: "all")]
        case .starred, .viewerOrgs:
            // Starred: GitHub's default order is the one wanted, most recently starred first.
            [Self.biggestPage]
        case .insight(.openPullRequests, _, _):
            // One per page: the `last` page's number is the count, without downloading them.
            [URLQueryItem(name: "state", value: "open"), URLQueryItem(name: "per_page", value: "1")]
        case .insight(.contributors, _, _):
            [URLQueryItem(name: "per_page", value: "5")]
        case .activity(let query, _, _, let branch):
            Self.activityFilter(query, branch: branch)
                + [URLQueryItem(name: "per_page", value: String(query.subject == nil && query.ref == nil ? Self.activityPageSize : 100)),
                   URLQueryItem(name: "page", value: String(query.page))]
        case .searchRepositories(let query):
            // Every character outside the unreserved set encoded: `:`, `>`, `"` and spaces are
            // the search syntax's own, and a `&` or `#` typed in a query must stay in it.
            [URLQueryItem(name: "q", value: Self.encodePathSegment(query)), Self.biggestPage]
        case .repository, .readme, .user, .viewer, .organization, .insight, .star, .topics, .mergeUpstream, .compare:
            []
        }
    }

    private static func activityPath(_ query: ActivityQuery) -> [String] {
        let subject = String(query.subject ?? 0)
        return switch query.kind {
        case .issues: ["issues"]
        case .pullRequests: ["pulls"]
        case .runs: ["actions", "runs"]
        case .comments: ["issues", subject, "comments"]
        case .jobs: ["actions", "runs", subject, "jobs"]
        case .reviews: ["pulls", subject, "reviews"]
        case .checkRuns: ["commits", query.ref ?? "HEAD", "check-runs"]
        case .statuses: ["commits", query.ref ?? "HEAD", "status"]
        }
    }

    /// Issues and pull requests by `state`; runs of `branch`; a conversation or a run's jobs whole.
    private static func activityFilter(_ query: ActivityQuery, branch: String?) -> [URLQueryItem] {
        switch query.kind {
        case .issues, .pullRequests: [URLQueryItem(name: "state", value: query.state.rawValue)]
        case .runs: branch.map { [URLQueryItem(name: "branch", value: encodePathSegment($0))] } ?? []
        case .comments, .jobs, .reviews, .checkRuns, .statuses: []
        }
    }

    private static func insightPath(_ kind: RepositoryInsight.Kind) -> [String] {
        switch kind {
        case .languages: ["languages"]
        case .latestRelease: ["releases", "latest"]
        case .openPullRequests: ["pulls"]
        case .participation: ["stats", "participation"]
        case .contributors: ["contributors"]
        }
    }

    /// Rows per page of a repository's issues, pull requests and runs: a few screenfuls, so a
    /// tab's first page arrives quickly; more are asked for as the list is read. A conversation
    /// and a run's jobs are read whole, in GitHub's biggest pages, as are a pull request's reviews
    /// and its head commit's check runs and statuses.
    public static let activityPageSize = 50

    /// The biggest page GitHub allows: fewest requests.
    private static let biggestPage = URLQueryItem(name: "per_page", value: "100")

    /// A listing of repositories in the biggest pages, most recently pushed first: the order a
    /// person browsing expects.
    private static let pushedFirst = [
        biggestPage, URLQueryItem(name: "sort", value: "pushed"), URLQueryItem(name: "direction", value: "desc"),
    ]

    /// The media type that makes `/users/{u}/starred` say when each repository was starred.
    public static let starredMediaType = "application/vnd.github.star+json"

    /// The full URL under `baseURL`, which may carry a path (GitHub Enterprise: `/api/v3`).
    public func url(relativeTo baseURL: URL) -> URL {
        let path = "/" + pathSegments.map(Self.encodePathSegment).joined(separator: "/")
        let items = queryItems
        let query = items.isEmpty ? nil : items.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
        if var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) {
            var basePath = components.percentEncodedPath
            while basePath.hasSuffix("/") { basePath.removeLast() }
            components.percentEncodedPath = basePath + path
            components.percentEncodedQuery = query
            components.fragment = nil
            if let url = components.url { return url }
        }
        // A base URLComponents cannot take apart: append as text rather than trap.
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + path + (query.map { "?" + $0 } ?? "")) ?? baseURL
    }

    /// Encodes everything outside RFC 3986's unreserved set, and dot-only segments too, which
    /// URL normalisation would otherwise collapse into a different path.
    static func encodePathSegment(_ segment: String) -> String {
        if !segment.isEmpty, segment.allSatisfy({ $0 == "." }) {
            return String(repeating: "%2E", count: segment.count)
        }
        var encoded = ""
        for byte in segment.utf8 {
            if unreservedBytes.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigits(byte)
            }
        }
        return encoded
    }

    private static let unreservedBytes: Set<UInt8> = Set(
        Array(UInt8(ascii: "A")...UInt8(ascii: "Z")) + Array(UInt8(ascii: "a")...UInt8(ascii: "z"))
            + Array(UInt8(ascii: "0")...UInt8(ascii: "9"))
            + [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~")]
    )

    private static func hexDigits(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
