import Foundation

/// A repository exactly as GitHub's REST API spells it (`minimal-repository` and
/// `full-repository`), kept apart from the domain `Repository`.
///
/// Everything GitHub documents as nullable or leaves out of `required` is optional here, so a
/// page never fails over a missing count. Encoding writes `null` for absent values, as GitHub does.
public struct RepositoryDTO: Codable, Sendable, Hashable {
    public var id: Int64
    public var name: String
    public var fullName: String
    public var owner: OwnerDTO
    public var description: String?
    public var htmlURL: String
    public var gitURL: String?
    public var cloneURL: String?
    public var sshURL: String?
    public var homepage: String?
    public var language: String?
    public var stargazersCount: Int?
    public var forksCount: Int?
    public var watchersCount: Int?
    public var openIssuesCount: Int?
    public var license: LicenseDTO?
    public var topics: [String]?
    public var defaultBranch: String?
    public var size: Int?
    public var createdAt: Date?
    public var updatedAt: Date?
    public var pushedAt: Date?
    public var fork: Bool?
    public var archived: Bool?
    public var isTemplate: Bool?
    public var `private`: Bool?
    public var mirrorURL: String?
    /// What the token's user may do (only when a token asked).
    public var permissions: PermissionsDTO?
    /// Not GitHub's: the star's date, written by `--json` for rows of a starred list (GitHub
    /// sends it beside the repository, in `StarredRepositoryDTO`).
    public var starredAt: Date?
    // `full-repository` only; read, never written (`--json` keeps the listing's shape).
    public var subscribersCount: Int?
    public var networkCount: Int?
    public var visibility: String?
    public var hasIssues: Bool?
    public var hasWiki: Bool?
    public var hasDiscussions: Bool?
    /// A fork's upstream.
    public var parent: RepositoryReferenceDTO?
    /// The template the repository was generated from.
    public var templateRepository: RepositoryReferenceDTO?

    enum CodingKeys: String, CodingKey {
        case id, name
        case fullName = "full_name"
        case owner, description
        case htmlURL = "html_url"
        case gitURL = "git_url"
        case cloneURL = "clone_url"
        case sshURL = "ssh_url"
        case homepage, language
        case stargazersCount = "stargazers_count"
        case forksCount = "forks_count"
        case watchersCount = "watchers_count"
        case openIssuesCount = "open_issues_count"
        case license, topics
        case defaultBranch = "default_branch"
        case size
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case pushedAt = "pushed_at"
        case fork, archived
        case isTemplate = "is_template"
        case `private`
        case mirrorURL = "mirror_url"
        case permissions
        case starredAt = "starred_at"
        case subscribersCount = "subscribers_count"
        case networkCount = "network_count"
        case visibility
        case hasIssues = "has_issues"
        case hasWiki = "has_wiki"
        case hasDiscussions = "has_discussions"
        case parent
        case templateRepository = "template_repository"
    }

    public init(
        id: Int64, name: String, fullName: String, owner: OwnerDTO, description: String? = nil,
        htmlURL: String, gitURL: String? = nil, cloneURL: String? = nil, sshURL: String? = nil,
        homepage: String? = nil, language: String? = nil, stargazersCount: Int? = nil,
        forksCount: Int? = nil, watchersCount: Int? = nil, openIssuesCount: Int? = nil,
        license: LicenseDTO? = nil, topics: [String]? = nil, defaultBranch: String? = nil,
        size: Int? = nil, createdAt: Date? = nil, updatedAt: Date? = nil, pushedAt: Date? = nil,
        fork: Bool? = nil, archived: Bool? = nil, isTemplate: Bool? = nil,
        private isPrivate: Bool? = nil, mirrorURL: String? = nil, starredAt: Date? = nil
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.owner = owner
        self.description = description
        self.htmlURL = htmlURL
        self.gitURL = gitURL
        self.cloneURL = cloneURL
        self.sshURL = sshURL
        self.homepage = homepage
        self.language = language
        self.stargazersCount = stargazersCount
        self.forksCount = forksCount
        self.watchersCount = watchersCount
        self.openIssuesCount = openIssuesCount
        self.license = license
        self.topics = topics
        self.defaultBranch = defaultBranch
        self.size = size
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.pushedAt = pushedAt
        self.fork = fork
        self.archived = archived
        self.isTemplate = isTemplate
        self.private = isPrivate
        self.mirrorURL = mirrorURL
        self.starredAt = starredAt
    }

    /// Writes every key, `null` included, so `--json` output has GitHub's full shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(fullName, forKey: .fullName)
        try container.encode(owner, forKey: .owner)
        try container.encode(description, forKey: .description)
        try container.encode(htmlURL, forKey: .htmlURL)
        try container.encode(gitURL, forKey: .gitURL)
        try container.encode(cloneURL, forKey: .cloneURL)
        try container.encode(sshURL, forKey: .sshURL)
        try container.encode(homepage, forKey: .homepage)
        try container.encode(language, forKey: .language)
        try container.encode(stargazersCount, forKey: .stargazersCount)
        try container.encode(forksCount, forKey: .forksCount)
        try container.encode(watchersCount, forKey: .watchersCount)
        try container.encode(openIssuesCount, forKey: .openIssuesCount)
        try container.encode(license, forKey: .license)
        try container.encode(topics, forKey: .topics)
        try container.encode(defaultBranch, forKey: .defaultBranch)
        try container.encode(size, forKey: .size)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(pushedAt, forKey: .pushedAt)
        try container.encode(fork, forKey: .fork)
        try container.encode(archived, forKey: .archived)
        try container.encode(isTemplate, forKey: .isTemplate)
        try container.encode(self.private, forKey: .private)
        try container.encode(mirrorURL, forKey: .mirrorURL)
        try container.encodeIfPresent(starredAt, forKey: .starredAt)
    }
}
