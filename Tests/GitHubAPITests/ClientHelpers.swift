import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import Synchronization

/// A real client pointed at a stub. Its retries wait no real time (each wait is recorded in
/// `retries` instead) and its jitter is zero, so backoffs are exactly 0.5 s, 1 s, 2 s.
func makeClient(
    _ baseURL: URL, token: String? = nil, timeout: TimeInterval = 30, rateLimits: RateLimitSpy? = nil,
    maxConcurrentPages: Int = 4, retries: RetrySpy = RetrySpy(), retryClock: RetryClock? = nil,
    progress: ListingProgressObserver? = nil
) -> GitHubClient {
    var observer: RateLimitObserver?
    if let rateLimits {
        observer = { rateLimits.record($0) }
    }
    return GitHubClient(configuration: GitHubClient.Configuration(
        baseURL: baseURL, token: token, userAgent: "repotui-tests/1.0", timeout: timeout,
        rateLimitObserver: observer, maxConcurrentPages: maxConcurrentPages,
        retryPolicy: RetryPolicy(random: { 0.5 }), retryClock: retryClock ?? retries.instantClock,
        retryObserver: { retries.record($0) }, listingProgressObserver: progress))
}

func username(_ login: String) throws -> GitHubUsername {
    try GitHubUsername(validating: login)
}

/// `login`'s listing, downloaded, as the cache would store it.
func cachedListing(of login: String, client: GitHubClient) async throws -> CachedRepositories {
    guard case .modified(let listing) = try await client.repositories(of: username(login), revalidating: nil) else {
        throw GitHubError.unexpectedResponse("an unconditional request answered 304")
    }
    return CachedRepositories(
        user: try username(login), repositories: listing.repositories, fetchedAt: Date(timeIntervalSince1970: 0),
        pageValidators: listing.pageValidators)
}

/// `/path?query` of a URL, as the stub records it.
func pathAndQuery(_ url: String) -> String {
    guard let components = URLComponents(string: url) else { return url }
    return components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
}

/// Records every rate-limit reading the client reports.
final class RateLimitSpy: Sendable {
    private let readings = Mutex<[RateLimit]>([])
    func record(_ rateLimit: RateLimit) { readings.withLock { $0.append(rateLimit) } }
    var all: [RateLimit] { readings.withLock { $0 } }
}

/// Records every retry the client announces and every wait it asks its clock for.
final class RetrySpy: Sendable {
    private let state = Mutex<(notices: [RetryNotice], waits: [Duration])>(([], []))

    func record(_ notice: RetryNotice) { state.withLock { $0.notices.append(notice) } }
    var notices: [RetryNotice] { state.withLock { $0.notices } }
    var waits: [Duration] { state.withLock { $0.waits } }

    /// Returns at once (recording the wait), or throws when the task is cancelled.
    var instantClock: RetryClock {
        RetryClock { duration in
            self.state.withLock { $0.waits.append(duration) }
            try Task.checkCancellation()
        }
    }
}

/// A retry clock whose waits last until the test opens it (after which they return at once), so
/// a test can see who is waiting.
final class GatedClock: Sendable {
    private let gate = Latch()
    private let asked = Mutex<[Duration]>([])

    var clock: RetryClock { RetryClock { await self.wait($0) } }
    /// Every wait asked for, in order.
    var waits: [Duration] { asked.withLock { $0 } }
    /// Waits not yet over.
    var pending: Int { gate.waitingCount }

    func open() { gate.open() }

    private func wait(_ duration: Duration) async {
        asked.withLock { $0.append(duration) }
        await gate.wait()
    }
}

/// Records every progress report of a listing.
final class ProgressSpy: Sendable {
    private let readings = Mutex<[ListingProgress]>([])
    func record(_ progress: ListingProgress) { readings.withLock { $0.append(progress) } }
    var all: [ListingProgress] { readings.withLock { $0 } }
    var observer: ListingProgressObserver { { self.record($0) } }
}

/// What the client must make of a stub repository: an independent statement of GitHub's
/// URL conventions, so a mapping slip on either side shows up.
/// `full`: as `/repos/{owner}/{repo}` answers, with the page's own facts the stub writes.
func expectedRepository(_ repo: StubRepository, owner: StubUser, full: Bool = false) -> Repository {
    func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn:
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")) ?? text
    }
    let path = encode(owner.login) + "/" + encode(repo.name)
    return Repository(
        id: RepoID(repo.id), name: repo.name, fullName: owner.login + "/" + repo.name,
        owner: Owner(
            login: owner.login, id: owner.id, avatarURL: "https://avatars.githubusercontent.com/u/\(owner.id)?v=4",
            htmlURL: "https://github.com/" + encode(owner.login), isOrganization: owner.type == .organization),
        description: repo.description, htmlURL: "https://github.com/" + path,
        gitURL: "git://github.com/\(path).git", cloneURL: "https://github.com/\(path).git",
        sshURL: "git@github.com:\(path).git", homepage: repo.homepage, language: repo.language,
        stargazersCount: repo.stargazersCount, forksCount: repo.forksCount, watchersCount: repo.watchersCount,
        openIssuesCount: repo.openIssuesCount,
        license: repo.license.map { License(key: $0.key, name: $0.name, spdxID: $0.spdxID) },
        topics: repo.topics, defaultBranch: repo.defaultBranch, sizeKB: repo.sizeKB,
        createdAt: repo.createdAt, updatedAt: repo.updatedAt, pushedAt: repo.pushedAt,
        isFork: repo.isFork, isArchived: repo.isArchived, isTemplate: repo.isTemplate, isPrivate: repo.isPrivate,
        mirrorURL: repo.mirrorURL,
        facts: full ? RepositoryFacts(subscribersCount: max(1, repo.stargazersCount / 10), networkCount: repo.forksCount,
                                      visibility: repo.isPrivate ? "private" : "public",
                                      hasIssues: true, hasWiki: true, hasDiscussions: false) : nil)
}

extension StubDataset {
    func requiredUser(_ login: String) -> StubUser {
        guard let user = user(login: login) else { preconditionFailure("sample has no \(login)") }
        return user
    }
}
