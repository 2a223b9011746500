import Foundation
import RepoCore

/// Answers at once with canned results. List answers are used in order, the last one repeating,
/// so a refresh can see different data than the first load. Counts the requests.
final class StubRepoSource: RepoSource, @unchecked Sendable {
    private let lock = NSLock()
    private var listAnswers: [Result<[Repository], GitHubError>]
    private let repositoryAnswers: [String: Result<Repository, GitHubError>]
    private var listCalls: [GitHubUsername] = []
    private var repositoryCalls: [String] = []

    /// `repositories` answers the list; `fresh` answers single repositories by full name
    /// ("octocat/Hello-World"); a name it does not know is `.notFound`.
    init(_ repositories: Result<[Repository], GitHubError>...,
         fresh: [String: Result<Repository, GitHubError>] = [:]) {
        self.listAnswers = repositories.isEmpty ? [.success([])] : repositories
        self.repositoryAnswers = fresh
    }

    var requestedUsers: [GitHubUsername] { lock.withLock { listCalls } }
    var requestedRepositories: [String] { lock.withLock { repositoryCalls } }

    func repositories(of user: GitHubUsername) async throws -> [Repository] {
        let answer = lock.withLock {
            listCalls.append(user)
            return listAnswers.count > 1 ? listAnswers.removeFirst() : listAnswers[0]
        }
        return try answer.get()
    }

    func repository(owner: String, name: String) async throws -> Repository {
        let fullName = "\(owner)/\(name)"
        lock.withLock { repositoryCalls.append(fullName) }
        return try (repositoryAnswers[fullName] ?? .failure(.notFound("Not Found"))).get()
    }
}
