import Foundation

/// The `ETag` GitHub sent for one page of a listing, so a revalidation can send
/// `If-None-Match` and get a 304 that costs no rate limit.
///
/// `repositoryCount` says which slice of the cached list the page was, so an unchanged page
/// can be taken from the cache while a changed one is downloaded.
public struct PageValidator: Sendable, Hashable {
    public var url: String
    /// Empty when the server sent no `ETag`: the page is then always downloaded.
    public var etag: String
    public var repositoryCount: Int

    public init(url: String, etag: String, repositoryCount: Int) {
        self.url = url
        self.etag = etag
        self.repositoryCount = repositoryCount
    }
}

/// Everything the cache keeps for one list (an owner's repositories, or what they starred): the
/// rows in GitHub's order, when they were last known to be current, and the validators to ask
/// GitHub whether they still are.
public struct CachedRepositories: Sendable, Equatable {
    public var user: GitHubUsername
    public var scope: RepoScope
    public var repositories: [Repository]
    public var fetchedAt: Date
    public var pageValidators: [PageValidator]
    /// The Search scope's query (`Listing.search`); empty in the others.
    public var search: String
    /// How many repositories a search matched in all, when GitHub's answer said (not kept in the
    /// cache: a search read from it knows only its rows).
    public var searchTotal: SearchTotal?

    public init(
        user: GitHubUsername, scope: RepoScope = .repositories, repositories: [Repository], fetchedAt: Date,
        pageValidators: [PageValidator] = [], search: String = "", searchTotal: SearchTotal? = nil
    ) {
        self.user = user
        self.scope = scope
        self.repositories = repositories
        self.fetchedAt = fetchedAt
        self.pageValidators = pageValidators
        self.search = scope == .search ? search : ""
        self.searchTotal = searchTotal
    }

    public var listing: Listing { Listing(user, scope, search: search) }
}

/// One repository as last fetched on its own (the detail pane), with its validator.
public struct CachedRepository: Sendable, Equatable {
    public var repository: Repository
    public var etag: String?
    public var fetchedAt: Date

    public init(repository: Repository, etag: String?, fetchedAt: Date) {
        self.repository = repository
        self.etag = etag
        self.fetchedAt = fetchedAt
    }
}

/// A repository's README as last fetched; `text` nil means GitHub said there is none.
public struct CachedReadme: Sendable, Equatable {
    public var fullName: String
    public var text: String?
    /// The file's path in the repository (`ReadmeFile.path`).
    public var path: String?
    public var etag: String?
    public var fetchedAt: Date

    public init(fullName: String, text: String?, path: String? = nil, etag: String?, fetchedAt: Date) {
        self.fullName = fullName
        self.text = text
        self.path = path
        self.etag = etag
        self.fetchedAt = fetchedAt
    }

    public init(fullName: String, file: ReadmeFile?, etag: String?, fetchedAt: Date) {
        self.init(fullName: fullName, text: file?.text, path: file?.path, etag: etag, fetchedAt: fetchedAt)
    }

    /// The README as cached; nil when GitHub said there is none.
    public var file: ReadmeFile? {
        text.map { ReadmeFile(text: $0, path: path) }
    }
}

/// A part as last fetched, with its validator.
public struct CachedInsight: Sendable, Equatable {
    public var fullName: String
    public var insight: RepositoryInsight
    public var etag: String?
    public var fetchedAt: Date

    public init(fullName: String, insight: RepositoryInsight, etag: String?, fetchedAt: Date) {
        self.fullName = fullName
        self.insight = insight
        self.etag = etag
        self.fetchedAt = fetchedAt
    }
}

/// Something the user should be told once about the cache when it was opened.
public enum CacheNotice: Sendable, Equatable {
    /// The cache file was unusable and was moved to this path; a fresh one replaced it.
    case movedAside(String)
    /// No cache could be opened at all; the app runs without one, for this reason.
    case disabled(String)
}

/// The local store of repository lists, so the app can start without waiting for the network.
///
/// A cache is opened for one account (no token, or one token): everything it reads and writes
/// is that account's, so what one token could see never shows to another.
public protocol RepoCache: Sendable {
    /// What is stored for `listing`, or nil when nothing is.
    func load(_ listing: Listing) async throws -> CachedRepositories?
    /// The rows of `listing`'s `head`, in no particular order; nil when nothing is stored, or
    /// when fewer than `head.count` rows have a value to cut by (then only the whole list will do).
    func loadHead(_ listing: Listing, _ head: ListHead) async throws -> [Repository]?
    /// Replaces everything stored for the entry's listing in ONE transaction: readers see the
    /// old set or the new one.
    func replace(_ entry: CachedRepositories) async throws
    /// Marks the stored set as revalidated (a 304) without rewriting it.
    func touch(_ listing: Listing, at date: Date) async throws

    /// The token's user as last asked (`GET /user`), for runs without the network; nil
    /// without a token or when never asked.
    func viewer() async throws -> GitHubUsername?
    /// Remembers the token's user.
    func storeViewer(_ login: GitHubUsername, at date: Date) async throws

    /// The token's user's organisations as last fetched; nil when never.
    func memberships() async throws -> CachedMemberships?
    /// Replaces them in one transaction (a 304 too: the set is small).
    func replace(_ entry: CachedMemberships) async throws

    /// Pinned owners first (in the order they were pinned), then the others opened, most recent
    /// first — at most `limit` in all.
    func knownOwners(limit: Int) async throws -> [KnownOwner]
    /// Folds the write-ahead log into the file once it has grown large, as closing the cache
    /// does. The app calls it as it quits: effects still under way can keep the cache open until
    /// the process ends, and a log never folded is read whole by every start.
    func foldLargeLog()
    /// Notes that `login`'s list was opened at `date`.
    func recordOpened(_ login: GitHubUsername, at date: Date) async throws
    /// Pins `login`, or unpins it when it is pinned; returns whether it is pinned now.
    func togglePin(_ login: GitHubUsername, at date: Date) async throws -> Bool

    /// The repository last fetched on its own as `fullName` (`owner/name`, any case), or nil.
    func repository(fullName: String) async throws -> CachedRepository?
    /// Stores (or replaces) one repository fetched on its own.
    func store(_ entry: CachedRepository) async throws
    /// The README last fetched for `fullName`, or nil when none was.
    func readme(fullName: String) async throws -> CachedReadme?
    /// Stores (or replaces) a README.
    func store(_ entry: CachedReadme) async throws
    /// The part of kind `kind` last fetched for `fullName`, or nil when none was.
    func insight(_ kind: RepositoryInsight.Kind, fullName: String) async throws -> CachedInsight?
    /// Stores (or replaces) a part.
    func store(_ entry: CachedInsight) async throws
    /// The page of an activity list (issues, pull requests, runs) last fetched for `fullName`.
    func activityPage(_ query: ActivityQuery, fullName: String) async throws -> CachedActivityPage?
    /// Stores (or replaces) a page of an activity list.
    func store(_ entry: CachedActivityPage) async throws
}

extension RepoCache {
    /// What is stored for the repositories `user` owns.
    public func load(user: GitHubUsername) async throws -> CachedRepositories? {
        try await load(Listing(user))
    }

    public func touch(user: GitHubUsername, at date: Date) async throws {
        try await touch(Listing(user), at: date)
    }
}
