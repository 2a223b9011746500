import Foundation
import RepoCore

/// An in-memory `RepoCache` that records what was asked of it, so a test can check that a 304
/// rewrote nothing. The real SQLite cache has its own tests on real files (RepoStoreTests).
final class FakeRepoCache: RepoCache, @unchecked Sendable {
    enum Call: Equatable {
        case load(GitHubUsername)
        case replace(CachedRepositories)
        case touch(GitHubUsername, Date)
        case loadRepository(String)
        case storeRepository(CachedRepository)
        case loadReadme(String)
        case storeReadme(CachedReadme)
    }

    private let lock = NSLock()
    private var lists: [GitHubUsername: CachedRepositories]
    private var repositories: [String: CachedRepository]
    private var readmes: [String: CachedReadme]
    private var recorded: [Call] = []

    init(_ lists: CachedRepositories..., repositories: [CachedRepository] = [], readmes: [CachedReadme] = []) {
        self.lists = Dictionary(lists.map { ($0.user, $0) }, uniquingKeysWith: { _, last in last })
        self.repositories = Dictionary(repositories.map { ($0.repository.fullName, $0) }, uniquingKeysWith: { _, last in last })
        self.readmes = Dictionary(readmes.map { ($0.fullName, $0) }, uniquingKeysWith: { _, last in last })
    }

    var calls: [Call] { lock.withLock { recorded } }
    func stored(_ user: GitHubUsername) -> CachedRepositories? { lock.withLock { lists[user] } }
    func storedRepository(_ fullName: String) -> CachedRepository? { lock.withLock { repositories[fullName] } }
    func storedReadme(_ fullName: String) -> CachedReadme? { lock.withLock { readmes[fullName] } }

    func load(user: GitHubUsername) async throws -> CachedRepositories? {
        lock.withLock {
            recorded.append(.load(user))
            return lists[user]
        }
    }

    func replace(_ entry: CachedRepositories) async throws {
        lock.withLock {
            recorded.append(.replace(entry))
            lists[entry.user] = entry
        }
    }

    func touch(user: GitHubUsername, at date: Date) async throws {
        lock.withLock {
            recorded.append(.touch(user, date))
            lists[user]?.fetchedAt = date
        }
    }

    func repository(fullName: String) async throws -> CachedRepository? {
        lock.withLock {
            recorded.append(.loadRepository(fullName))
            return repositories[fullName]
        }
    }

    func store(_ entry: CachedRepository) async throws {
        lock.withLock {
            recorded.append(.storeRepository(entry))
            repositories[entry.repository.fullName] = entry
        }
    }

    func readme(fullName: String) async throws -> CachedReadme? {
        lock.withLock {
            recorded.append(.loadReadme(fullName))
            return readmes[fullName]
        }
    }

    func store(_ entry: CachedReadme) async throws {
        lock.withLock {
            recorded.append(.storeReadme(entry))
            readmes[entry.fullName] = entry
        }
    }
}
