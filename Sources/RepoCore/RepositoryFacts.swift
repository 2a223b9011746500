/// What only `/repos/{owner}/{repo}` says of a repository — a listing does not: its watchers
/// (the listing's `watchers_count` repeats the stars), network, visibility and which features
/// are on. nil fields: GitHub did not say.
public struct RepositoryFacts: Sendable, Hashable {
    /// People watching it (`subscribers_count`).
    public var subscribersCount: Int?
    /// Repositories in its fork network.
    public var networkCount: Int?
    /// `public`, `private` or `internal`.
    public var visibility: String?
    public var hasIssues: Bool?
    public var hasWiki: Bool?
    public var hasDiscussions: Bool?
    /// The repository a fork was forked from (`owner/name`).
    public var parentFullName: String?
    /// The template the repository was generated from (`owner/name`).
    public var templateFullName: String?

    public init(subscribersCount: Int? = nil, networkCount: Int? = nil, visibility: String? = nil,
                hasIssues: Bool? = nil, hasWiki: Bool? = nil, hasDiscussions: Bool? = nil,
                parentFullName: String? = nil, templateFullName: String? = nil) {
        self.subscribersCount = subscribersCount
        self.networkCount = networkCount
        self.visibility = visibility
        self.hasIssues = hasIssues
        self.hasWiki = hasWiki
        self.hasDiscussions = hasDiscussions
        self.parentFullName = parentFullName
        self.templateFullName = templateFullName
    }
}
