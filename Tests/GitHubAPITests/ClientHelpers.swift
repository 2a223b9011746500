import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import Synchronization

/// A real client pointed at a stub.
func makeClient(
    _ baseURL: URL, token: String? = nil, timeout: TimeInterval = 10, rateLimits: RateLimitSpy? = nil
) -> GitHubClient {
    var observer: RateLimitObserver?
    if let rateLimits {
        observer = { rateLimits.record($0) }
    }
    return GitHubClient(configuration: GitHubClient.Configuration(
        baseURL: baseURL, token: token, userAgent: "repotui-tests/1.0", timeout: timeout,
        rateLimitObserver: observer))
}

func username(_ login: String) throws -> GitHubUsername {
    try GitHubUsername(validating: login)
}

/// Records every rate-limit reading the client reports.
final class RateLimitSpy: Sendable {
    private let readings = Mutex<[RateLimit]>([])
    func record(_ rateLimit: RateLimit) { readings.withLock { $0.append(rateLimit) } }
    var all: [RateLimit] { readings.withLock { $0 } }
}

/// What the client must make of a stub repository: an independent statement of GitHub's
/// URL conventions, so a mapping slip on either side shows up.
func expectedRepository(_ repo: StubRepository, owner: StubUser) -> Repository {
    func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn:
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")) ?? text
    }
    let path = encode(owner.login) + "/" + encode(repo.name)
    return Repository(
        id: RepoID(repo.id), name: repo.name, fullName: owner.login + "/" + repo.name,
        owner: Owner(
            login: owner.login, id: owner.id, avatarURL: "https://avatars.githubusercontent.com/u/\(owner.id)?v=4",
            htmlURL: "https://github.com/" + encode(owner.login)),
        description: repo.description, htmlURL: "https://github.com/" + path,
        gitURL: "git://github.com/\(path).git", cloneURL: "https://github.com/\(path).git",
        sshURL: "git@github.com:\(path).git", homepage: repo.homepage, language: repo.language,
        stargazersCount: repo.stargazersCount, forksCount: repo.forksCount, watchersCount: repo.watchersCount,
        openIssuesCount: repo.openIssuesCount,
        license: repo.license.map { License(key: $0.key, name: $0.name, spdxID: $0.spdxID) },
        topics: repo.topics, defaultBranch: repo.defaultBranch, sizeKB: repo.sizeKB,
        createdAt: repo.createdAt, updatedAt: repo.updatedAt, pushedAt: repo.pushedAt,
        isFork: repo.isFork, isArchived: repo.isArchived, isTemplate: repo.isTemplate)
}

extension StubDataset {
    func requiredUser(_ login: String) -> StubUser {
        guard let user = user(login: login) else { preconditionFailure("sample has no \(login)") }
        return user
    }
}
