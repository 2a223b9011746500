/// Where repositories come from: the GitHub client in the app, a stub in tests.
///
/// Implementations throw `GitHubError` and nothing else. The `revalidating`/`ifNoneMatch`
/// arguments turn a fetch into a conditional one: nil downloads unconditionally.
public protocol RepoSource: Sendable {
    /// Every repository of `listing`, all pages, in GitHub's order — or `.notModified` when
    /// every page of `cached` is still current. `progress` hears about every page.
    func repositories(
        in listing: Listing, revalidating cached: CachedRepositories?, progress: ListingProgressObserver?
    ) async throws -> Revalidation<RepoListing>

    /// The login of the token's user (`GET /user`); `GitHubError.tokenRequired` without a token.
    func viewer() async throws -> GitHubUsername

    /// The token's user's organisations with their repository counts — or `.notModified` when
    /// the list and every count in `cached` are still current.
    func memberships(revalidating cached: CachedMemberships?) async throws -> Revalidation<MembershipListing>

    /// One repository, fresh — or `.notModified` when `etag` still matches.
    func repository(owner: String, name: String, ifNoneMatch etag: String?) async throws -> Revalidation<Tagged<Repository>>

    /// The repository's README (nil when it has none) — or `.notModified` when `etag` still
    /// matches.
    func readme(owner: String, name: String, ifNoneMatch etag: String?) async throws -> Revalidation<Tagged<ReadmeFile?>>

    /// One part of the repository's detail, fresh — or `.notModified` when `etag` still matches.
    func insight(
        _ kind: RepositoryInsight.Kind, owner: String, name: String, ifNoneMatch etag: String?
    ) async throws -> Revalidation<Tagged<RepositoryInsight>>

    /// One page of the repository's issues, pull requests or workflow runs (those of `branch`,
    /// when given) — or `.notModified` when `etag` still matches.
    func activityPage(
        _ query: ActivityQuery, owner: String, name: String, branch: String?, ifNoneMatch etag: String?
    ) async throws -> Revalidation<Tagged<ActivityPage>>

    /// Whether the token's user starred the repository; `GitHubError.tokenRequired` without one.
    func isStarred(owner: String, name: String) async throws -> Bool

    /// Stars or unstars the repository for the token's user.
    func setStarred(_ starred: Bool, owner: String, name: String) async throws
}

extension RepoSource {
    /// The repositories `user` owns.
    public func repositories(
        of user: GitHubUsername, revalidating cached: CachedRepositories?, progress: ListingProgressObserver?
    ) async throws -> Revalidation<RepoListing> {
        try await repositories(in: Listing(user), revalidating: cached, progress: progress)
    }

    /// The same, without progress.
    public func repositories(
        of user: GitHubUsername, revalidating cached: CachedRepositories?
    ) async throws -> Revalidation<RepoListing> {
        try await repositories(of: user, revalidating: cached, progress: nil)
    }

    /// Every public repository of `user`, unconditionally.
    public func repositories(of user: GitHubUsername) async throws -> [Repository] {
        guard case .modified(let listing) = try await repositories(of: user, revalidating: nil) else {
            throw GitHubError.unexpectedResponse("304 Not Modified to a request that was not conditional")
        }
        return listing.repositories
    }

    /// One repository, unconditionally.
    public func repository(owner: String, name: String) async throws -> Repository {
        guard case .modified(let tagged) = try await repository(owner: owner, name: name, ifNoneMatch: nil) else {
            throw GitHubError.unexpectedResponse("304 Not Modified to a request that was not conditional")
        }
        return tagged.value
    }
}
