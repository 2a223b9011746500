import Foundation

/// A GitHub repository as the app knows it: plain values, no transport details.
///
/// Every string here came from a stranger; nothing in this type is safe to print to a
/// terminal until it has been through `TerminalText.sanitize` (TerminalUI).
///
/// Lists hold 100,000 of these, so the storage is lean where the values allow (issue 17): the
/// owner and licence sit on the heap once for every row that shares them (`RepositoryValueSharing`),
/// the three remote addresses are spelled from the web address when GitHub's pattern holds
/// (`RemoteURLs`: a byte and a pointer), the dates take 8 bytes each (`CompactDate`; issue 30: a
/// row is 264 bytes, was 320), and the page's own facts, which no list row has, cost a row one
/// pointer. None of this shows: every property reads and writes as a plain stored value.
public struct Repository: Sendable, Hashable, Identifiable {
    public var id: RepoID
    public var name: String
    public var fullName: String
    public var owner: Owner {
        get { ownerStorage.value }
        set { ownerStorage = SharedValue(newValue) }
    }
    public var description: String?
    public var htmlURL: String {
        get { htmlURLStorage }
        set {
            remotes = remotes.rebased(from: htmlURLStorage, to: newValue)
            htmlURLStorage = newValue
        }
    }
    public var gitURL: String? {
        get { remotes.url(.git, htmlURL: htmlURL) }
        set { remotes.set(newValue, .git, htmlURL: htmlURL) }
    }
    public var cloneURL: String? {
        get { remotes.url(.clone, htmlURL: htmlURL) }
        set { remotes.set(newValue, .clone, htmlURL: htmlURL) }
    }
    public var sshURL: String? {
        get { remotes.url(.ssh, htmlURL: htmlURL) }
        set { remotes.set(newValue, .ssh, htmlURL: htmlURL) }
    }
    public var homepage: String?
    public var language: String?
    public var stargazersCount: Int
    public var forksCount: Int
    public var watchersCount: Int
    public var openIssuesCount: Int
    public var license: License? {
        get { licenseStorage?.value }
        set { licenseStorage = newValue.map(SharedValue.init) }
    }
    public var topics: [String]
    public var defaultBranch: String?
    /// Size in kilobytes, as GitHub reports it.
    public var sizeKB: Int
    public var createdAt: Date? {
        get { createdAtStorage.date }
        set { createdAtStorage = CompactDate(newValue) }
    }
    public var updatedAt: Date? {
        get { updatedAtStorage.date }
        set { updatedAtStorage = CompactDate(newValue) }
    }
    public var pushedAt: Date? {
        get { pushedAtStorage.date }
        set { pushedAtStorage = CompactDate(newValue) }
    }
    public var isFork: Bool
    public var isArchived: Bool
    public var isTemplate: Bool
    /// Private or internal: seen only with a token that may see it.
    public var isPrivate: Bool
    /// What the token's user may do to it; nil when GitHub was asked without a token.
    public var viewerPermission: ViewerPermission?
    /// The repository it mirrors, for a mirror.
    public var mirrorURL: String?
    /// When the listed user starred it; only rows of a starred list have one.
    public var starredAt: Date? {
        get { starredAtStorage.date }
        set { starredAtStorage = CompactDate(newValue) }
    }
    /// What only the repository's own page says; nil for a listing's rows.
    public var facts: RepositoryFacts? {
        get { factsStorage?.value }
        set { factsStorage = newValue.map(SharedValue.init) }
    }

    // Internal, not private: `RepositoryValueSharing` hands rows each other's copies (and takes
    // the web address's without respelling the remotes, as its setter would), and
    // `setRemoteAddresses` sets the remotes as read.
    var ownerStorage: SharedValue<Owner>
    var licenseStorage: SharedValue<License>?
    var htmlURLStorage: String
    var remotes: RemoteURLs
    // Four dates in 8 bytes each rather than 16 (`CompactDate`): 32 bytes of a row's 264.
    private var createdAtStorage: CompactDate
    private var updatedAtStorage: CompactDate
    private var pushedAtStorage: CompactDate
    private var starredAtStorage: CompactDate
    private var factsStorage: SharedValue<RepositoryFacts>?

    public init(
        id: RepoID, name: String, fullName: String, owner: Owner, description: String? = nil,
        htmlURL: String, gitURL: String? = nil, cloneURL: String? = nil, sshURL: String? = nil,
        homepage: String? = nil, language: String? = nil, stargazersCount: Int = 0,
        forksCount: Int = 0, watchersCount: Int = 0, openIssuesCount: Int = 0,
        license: License? = nil, topics: [String] = [], defaultBranch: String? = nil,
        sizeKB: Int = 0, createdAt: Date? = nil, updatedAt: Date? = nil, pushedAt: Date? = nil,
        isFork: Bool = false, isArchived: Bool = false, isTemplate: Bool = false,
        isPrivate: Bool = false, viewerPermission: ViewerPermission? = nil, mirrorURL: String? = nil,
        starredAt: Date? = nil, facts: RepositoryFacts? = nil
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.ownerStorage = SharedValue(owner)
        self.description = description
        self.htmlURLStorage = htmlURL
        self.remotes = RemoteURLs(git: gitURL, clone: cloneURL, ssh: sshURL, htmlURL: htmlURL)
        self.homepage = homepage
        self.language = language
        self.stargazersCount = stargazersCount
        self.forksCount = forksCount
        self.watchersCount = watchersCount
        self.openIssuesCount = openIssuesCount
        self.licenseStorage = license.map(SharedValue.init)
        self.topics = topics
        self.defaultBranch = defaultBranch
        self.sizeKB = sizeKB
        self.createdAtStorage = CompactDate(createdAt)
        self.updatedAtStorage = CompactDate(updatedAt)
        self.pushedAtStorage = CompactDate(pushedAt)
        self.isFork = isFork
        self.isArchived = isArchived
        self.isTemplate = isTemplate
        self.isPrivate = isPrivate
        self.viewerPermission = viewerPermission
        self.mirrorURL = mirrorURL
        self.starredAtStorage = CompactDate(starredAt)
        self.factsStorage = facts.map(SharedValue.init)
    }
}

/// GitHub's numeric repository id, kept distinct from other integers.
public struct RepoID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: Int64
    public init(_ rawValue: Int64) { self.rawValue = rawValue }
    public static func < (lhs: RepoID, rhs: RepoID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { String(rawValue) }
}

public struct Owner: Sendable, Hashable {
    public var login: String
    public var id: Int64
    public var avatarURL: String
    public var htmlURL: String?
    /// An organisation rather than a person: it stars nothing, so it has no starred list.
    public var isOrganization: Bool

    public init(login: String, id: Int64, avatarURL: String, htmlURL: String? = nil, isOrganization: Bool = false) {
        self.login = login
        self.id = id
        self.avatarURL = avatarURL
        self.htmlURL = htmlURL
        self.isOrganization = isOrganization
    }
}

public struct License: Sendable, Hashable {
    public var key: String?
    public var name: String
    public var spdxID: String?

    public init(key: String? = nil, name: String, spdxID: String? = nil) {
        self.key = key
        self.name = name
        self.spdxID = spdxID
    }
}
