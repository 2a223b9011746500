import Foundation

/// One repository as the stub stores it; the wire JSON is derived from it.
public struct StubRepository: Codable, Sendable, Hashable {
    public var id: Int64
    public var name: String
    public var description: String?
    public var homepage: String?
    public var language: String?
    public var stargazersCount: Int
    public var forksCount: Int
    public var watchersCount: Int
    public var openIssuesCount: Int
    public var license: StubLicense?
    public var topics: [String]
    public var defaultBranch: String
    public var sizeKB: Int
    public var createdAt: Date?
    public var updatedAt: Date?
    public var pushedAt: Date?
    public var isFork: Bool
    public var isArchived: Bool
    public var isTemplate: Bool
    /// The text served by `/repos/{o}/{r}/readme`; nil means 404.
    public var readme: String?
    /// The README's path in the repository (`README.rst`, `docs/README.md`).
    public var readmePath: String
    /// Served as `"private": true, "visibility": "private"`.
    public var isPrivate: Bool
    /// The upstream a mirror follows (`mirror_url`).
    public var mirrorURL: String?
    /// A fork's upstream (`owner/name`), served as `parent` by `/repos/{o}/{r}`.
    public var parent: String?
    /// The template it was generated from (`owner/name`), served as `template_repository`.
    public var template: String?
    /// What the detail endpoints serve; nil: `StubInsights.generated(for:owner:)`.
    public var insights: StubInsights?
    /// Issues, pull requests and workflow runs; nil: `StubActivity.generated(for:owner:openPullRequests:)`.
    public var activity: StubActivity?
    /// Names it had before a rename or a transfer (`owner/name`): `/repos/{former}` answers 301
    /// to `/repositories/{id}`, as GitHub does.
    public var formerFullNames: [String]
    /// Served as `has_issues`, `has_wiki` and `has_projects`; `PATCH /repos/{o}/{r}` changes them.
    public var hasIssues: Bool
    public var hasWiki: Bool
    public var hasProjects: Bool
    /// For a fork (`parent` set): commits its upstream has that it lacks, and commits it has that
    /// its upstream lacks — what `compare` reports and `merge-upstream` acts on.
    public var behindUpstream: Int
    public var aheadOfUpstream: Int

    public init(
        id: Int64, name: String, description: String? = nil, homepage: String? = nil,
        language: String? = nil, stargazersCount: Int = 0, forksCount: Int = 0,
        watchersCount: Int? = nil, openIssuesCount: Int = 0, license: StubLicense? = nil,
        topics: [String] = [], defaultBranch: String = "main", sizeKB: Int = 0,
        createdAt: Date? = nil, updatedAt: Date? = nil, pushedAt: Date? = nil,
        isFork: Bool = false, isArchived: Bool = false, isTemplate: Bool = false,
        readme: String? = nil, readmePath: String = "README.md", isPrivate: Bool = false, mirrorURL: String? = nil,
        parent: String? = nil, template: String? = nil, insights: StubInsights? = nil, activity: StubActivity? = nil, formerFullNames: [String] = [],
        hasIssues: Bool = true, hasWiki: Bool = true, hasProjects: Bool = true,
        behindUpstream: Int = 0, aheadOfUpstream: Int = 0
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.homepage = homepage
        self.language = language
        self.stargazersCount = stargazersCount
        self.forksCount = forksCount
        // GitHub reports watchers_count equal to stargazers_count.
        self.watchersCount = watchersCount ?? stargazersCount
        self.openIssuesCount = openIssuesCount
        self.license = license
        self.topics = topics
        self.defaultBranch = defaultBranch
        self.sizeKB = sizeKB
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.pushedAt = pushedAt
        self.isFork = isFork
        self.isArchived = isArchived
        self.isTemplate = isTemplate
        self.readme = readme
        self.readmePath = readmePath
        self.isPrivate = isPrivate
        self.mirrorURL = mirrorURL
        self.parent = parent
        self.template = template
        self.insights = insights
        self.activity = activity
        self.formerFullNames = formerFullNames
        self.hasIssues = hasIssues
        self.hasWiki = hasWiki
        self.hasProjects = hasProjects
        self.behindUpstream = behindUpstream
        self.aheadOfUpstream = aheadOfUpstream
    }

    enum CodingKeys: String, CodingKey {
        case id, name, description, homepage, language, stargazersCount, forksCount
        case watchersCount, openIssuesCount, license, topics, defaultBranch, sizeKB
        case createdAt, updatedAt, pushedAt, isFork, isArchived, isTemplate, readme, readmePath, isPrivate, mirrorURL
        case parent, template, insights, activity, formerFullNames
        case hasIssues, hasWiki, hasProjects, behindUpstream, aheadOfUpstream
    }

    /// Hand-written dataset files may leave out everything but `id` and `name`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stars = try container.decodeIfPresent(Int.self, forKey: .stargazersCount) ?? 0
        self.init(
            id: try container.decode(Int64.self, forKey: .id),
            name: try container.decode(String.self, forKey: .name),
            description: try container.decodeIfPresent(String.self, forKey: .description),
            homepage: try container.decodeIfPresent(String.self, forKey: .homepage),
            language: try container.decodeIfPresent(String.self, forKey: .language),
            stargazersCount: stars,
            forksCount: try container.decodeIfPresent(Int.self, forKey: .forksCount) ?? 0,
            watchersCount: try container.decodeIfPresent(Int.self, forKey: .watchersCount) ?? stars,
            openIssuesCount: try container.decodeIfPresent(Int.self, forKey: .openIssuesCount) ?? 0,
            license: try container.decodeIfPresent(StubLicense.self, forKey: .license),
            topics: try container.decodeIfPresent([String].self, forKey: .topics) ?? [],
            defaultBranch: try container.decodeIfPresent(String.self, forKey: .defaultBranch) ?? "main",
            sizeKB: try container.decodeIfPresent(Int.self, forKey: .sizeKB) ?? 0,
            createdAt: try container.decodeIfPresent(Date.self, forKey: .createdAt),
            updatedAt: try container.decodeIfPresent(Date.self, forKey: .updatedAt),
            pushedAt: try container.decodeIfPresent(Date.self, forKey: .pushedAt),
            isFork: try container.decodeIfPresent(Bool.self, forKey: .isFork) ?? false,
            isArchived: try container.decodeIfPresent(Bool.self, forKey: .isArchived) ?? false,
            isTemplate: try container.decodeIfPresent(Bool.self, forKey: .isTemplate) ?? false,
            readme: try container.decodeIfPresent(String.self, forKey: .readme),
            readmePath: try container.decodeIfPresent(String.self, forKey: .readmePath) ?? "README.md",
            isPrivate: try container.decodeIfPresent(Bool.self, forKey: .isPrivate) ?? false,
            mirrorURL: try container.decodeIfPresent(String.self, forKey: .mirrorURL),
            parent: try container.decodeIfPresent(String.self, forKey: .parent),
            template: try container.decodeIfPresent(String.self, forKey: .template),
            insights: try container.decodeIfPresent(StubInsights.self, forKey: .insights),
            activity: try container.decodeIfPresent(StubActivity.self, forKey: .activity),
            formerFullNames: try container.decodeIfPresent([String].self, forKey: .formerFullNames) ?? [],
            hasIssues: try container.decodeIfPresent(Bool.self, forKey: .hasIssues) ?? true,
            hasWiki: try container.decodeIfPresent(Bool.self, forKey: .hasWiki) ?? true,
            hasProjects: try container.decodeIfPresent(Bool.self, forKey: .hasProjects) ?? true,
            behindUpstream: try container.decodeIfPresent(Int.self, forKey: .behindUpstream) ?? 0,
            aheadOfUpstream: try container.decodeIfPresent(Int.self, forKey: .aheadOfUpstream) ?? 0
        )
    }
}
