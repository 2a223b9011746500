import Foundation
import RepoCore

/// Answers at once with canned results. List answers are used in order, the last one repeating,
/// so a refresh can see different data than the first load. Records every request, with the
/// cached data a conditional one was asked to revalidate.
final class StubRepoSource: RepoSource, @unchecked Sendable {
    /// One answer to a list request.
    enum ListAnswer {
        case repositories([Repository])
        /// A 304: everything `revalidating` held is still current.
        case notModified
        case failure(GitHubError)
    }

    /// One list request: who, and the validators it sent (empty when unconditional).
    struct ListRequest: Equatable {
        var user: GitHubUsername
        var validators: [PageValidator]
    }

    private let lock = NSLock()
    private var listAnswers: [ListAnswer]
    private let repositoryAnswers: [String: Result<Repository, GitHubError>]
    private let readmeAnswers: [String: Result<String?, GitHubError>]
    private var readmeCalls: [String] = []
    private var readmeETags: [String?] = []
    private var listCalls: [ListRequest] = []
    private var repositoryCalls: [String] = []
    private var repositoryETags: [String?] = []

    /// `repositories` answers the list; `fresh` answers single repositories by full name
    /// ("octocat/Hello-World"); a name it does not know is `.notFound`.
    convenience init(_ repositories: Result<[Repository], GitHubError>...,
                     fresh: [String: Result<Repository, GitHubError>] = [:],
                     readmes: [String: Result<String?, GitHubError>] = [:]) {
        self.init(answers: repositories.map { result in
            switch result {
            case .success(let list): .repositories(list)
            case .failure(let error): .failure(error)
            }
        }, fresh: fresh, readmes: readmes)
    }

    /// `readmes` answers by full name; a repository it does not know has no README.
    init(answers: [ListAnswer], fresh: [String: Result<Repository, GitHubError>] = [:],
         readmes: [String: Result<String?, GitHubError>] = [:]) {
        self.listAnswers = answers.isEmpty ? [.repositories([])] : answers
        self.repositoryAnswers = fresh
        self.readmeAnswers = readmes
    }

    var requestedReadmes: [String] { lock.withLock { readmeCalls } }
    /// The `If-None-Match` each README request sent.
    var readmeValidators: [String?] { lock.withLock { readmeETags } }

    /// The tag the stub hands out with a README: it names the content, as an ETag does.
    static func readmeTag(_ text: String) -> String {
        "\"readme-\(String(text.unicodeScalars.reduce(UInt64(5381)) { $0 &* 33 &+ UInt64($1.value) }, radix: 16))\""
    }

    var requestedUsers: [GitHubUsername] { lock.withLock { listCalls.map(\.user) } }
    var listRequests: [ListRequest] { lock.withLock { listCalls } }
    var requestedRepositories: [String] { lock.withLock { repositoryCalls } }
    /// The `If-None-Match` each single-repository request sent.
    var repositoryValidators: [String?] { lock.withLock { repositoryETags } }

    /// The validator the stub hands out with a listing of `repositories`: it names the content,
    /// as an ETag does, so a test can tell which answer a stored validator came from.
    static func validator(for repositories: [Repository]) -> PageValidator {
        PageValidator(url: "stub://page1", etag: "\"\(repositories.map(\.name).joined(separator: ","))\"",
                      repositoryCount: repositories.count)
    }

    func repositories(
        of user: GitHubUsername, revalidating cached: CachedRepositories?, progress: ListingProgressObserver?
    ) async throws -> Revalidation<RepoListing> {
        let answer = lock.withLock {
            listCalls.append(ListRequest(user: user, validators: cached?.pageValidators ?? []))
            return listAnswers.count > 1 ? listAnswers.removeFirst() : listAnswers[0]
        }
        switch answer {
        case .repositories(let list):
            return .modified(RepoListing(repositories: list, pageValidators: [Self.validator(for: list)]))
        case .notModified:
            return .notModified
        case .failure(let error):
            throw error
        }
    }

    func repository(owner: String, name: String, ifNoneMatch etag: String?) async throws -> Revalidation<Tagged<Repository>> {
        let fullName = "\(owner)/\(name)"
        lock.withLock {
            repositoryCalls.append(fullName)
            repositoryETags.append(etag)
        }
        let repository = try (repositoryAnswers[fullName] ?? .failure(.notFound("Not Found"))).get()
        let currentTag = "\"\(repository.stargazersCount)\""
        return etag == currentTag ? .notModified : .modified(Tagged(repository, etag: currentTag))
    }

    /// A repository without a README answers as GitHub's 404 does: nothing, and no tag.
    func readme(owner: String, name: String, ifNoneMatch etag: String?) async throws -> Revalidation<Tagged<String?>> {
        let fullName = "\(owner)/\(name)"
        lock.withLock {
            readmeCalls.append(fullName)
            readmeETags.append(etag)
        }
        guard let text = try (readmeAnswers[fullName] ?? .success(nil)).get() else { return .modified(Tagged(nil, etag: nil)) }
        let currentTag = Self.readmeTag(text)
        return etag == currentTag ? .notModified : .modified(Tagged(text, etag: currentTag))
    }
}
