/// Where repositories come from: the GitHub client in the app, a stub in tests.
///
/// Implementations throw `GitHubError` and nothing else.
public protocol RepoSource: Sendable {
    /// Every public repository of `user`, all pages, in GitHub's order.
    func repositories(of user: GitHubUsername) async throws -> [Repository]
    /// One repository, fresh.
    func repository(owner: String, name: String) async throws -> Repository
}
