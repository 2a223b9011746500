import Foundation
import Logging
import RepoCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GitHub's REST API over URLSession, as a `RepoSource`.
///
/// Throws `GitHubError` and nothing else; the token never appears in an error or a log line.
public struct GitHubClient: RepoSource {
    public let configuration: Configuration
    private let transport: ResilientTransport

    /// A hostile or broken server could send `next` links forever; no real user has this many.
    static let maximumPages = 1_000

    public init(
        configuration: Configuration, session: URLSession = GitHubClient.makeSession(),
        logger: Logger = GitHubClient.silentLogger
    ) {
        self.configuration = configuration
        self.transport = ResilientTransport(
            configuration: configuration,
            transport: GitHubTransport(configuration: configuration, session: session, logger: logger),
            logger: logger)
    }

    /// Every public repository of `user`, following `Link: rel="next"` until the last page.
    ///
    /// With `cached`, each page it knows is asked for with `If-None-Match`; a page answering 304
    /// is taken from the cache. When every page answers 304 the result is `.notModified`.
    public func repositories(
        of user: GitHubUsername, revalidating cached: CachedRepositories?
    ) async throws(GitHubError) -> Revalidation<RepoListing> {
        do throws(GitHubError) {
            return try await fetchAllPages(of: user, known: KnownPages(cached))
        } catch {
            throw error.redacting(configuration)
        }
    }

    /// One repository, `GET /repos/{owner}/{name}`, conditional when `etag` is given.
    public func repository(
        owner: String, name: String, ifNoneMatch etag: String?
    ) async throws(GitHubError) -> Revalidation<Tagged<Repository>> {
        do throws(GitHubError) {
            let url = Endpoint.repository(owner: owner, name: name).url(relativeTo: configuration.baseURL)
            let reply = try await transport.get(url, ifNoneMatch: etag)
            if reply.isNotModified, etag != nil { return .notModified }
            try requireSuccess(reply, notFound: .notFound(nil))
            return .modified(Tagged(try decode(RepositoryDTO.self, from: reply).toDomain(), etag: reply.etag))
        } catch {
            throw error.redacting(configuration)
        }
    }

    /// The README as raw text (nil when the repository has none), conditional when `etag` is given.
    public func readme(
        owner: String, name: String, ifNoneMatch etag: String? = nil
    ) async throws(GitHubError) -> Revalidation<Tagged<String?>> {
        do throws(GitHubError) {
            let url = Endpoint.readme(owner: owner, name: name).url(relativeTo: configuration.baseURL)
            let reply = try await transport.get(url, accept: GitHubTransport.rawMediaType, ifNoneMatch: etag)
            if reply.isNotModified, etag != nil { return .notModified }
            if reply.status == 404 { return .modified(Tagged(nil, etag: nil)) }
            try requireSuccess(reply, notFound: .notFound(nil))
            return .modified(Tagged(try readmeText(from: reply), etag: reply.etag))
        } catch {
            throw error.redacting(configuration)
        }
    }

    private func readmeText(from reply: HTTPReply) throws(GitHubError) -> String {
        guard reply.header("content-type")?.lowercased().hasPrefix("application/json") == true else {
            return String(decoding: reply.body, as: UTF8.self)
        }
        // The server ignored the raw media type and sent a content-file object.
        guard let text = try decode(ContentFileDTO.self, from: reply).text else {
            throw GitHubError.unexpectedResponse("README content is not base64")
        }
        return text
    }

    private func fetchAllPages(of user: GitHubUsername, known: KnownPages) async throws(GitHubError) -> Revalidation<RepoListing> {
        var url = Endpoint.listRepos(user: user).url(relativeTo: configuration.baseURL)
        var visited: Set<URL> = []
        var repositories: [Repository] = []
        var validators: [PageValidator] = []
        var downloadedAny = false
        while true {
            visited.insert(url)
            let knownPage = known.page(at: url)
            let reply = try await transport.get(url, ifNoneMatch: knownPage?.etag)
            let page: [Repository]
            let next: URL?
            if reply.isNotModified, let knownPage {
                page = Array(knownPage.repositories)
                // A 304 may omit `Link`; the page is unchanged, so the cached walk's next holds.
                next = reply.header("link") == nil
                    ? knownPage.nextURL
                    : try NextPage.url(linkHeader: reply.header("link"), currentURL: reply.url)
                validators.append(PageValidator(url: url.absoluteString, etag: knownPage.etag, repositoryCount: page.count))
            } else {
                try requireSuccess(reply, notFound: .userNotFound(user.rawValue))
                page = try decode([RepositoryDTO].self, from: reply).map { $0.toDomain() }
                next = try NextPage.url(linkHeader: reply.header("link"), currentURL: reply.url)
                validators.append(PageValidator(url: url.absoluteString, etag: reply.etag ?? "", repositoryCount: page.count))
                downloadedAny = true
            }
            repositories += page
            guard let next else { break }
            if visited.contains(next) {
                throw .unexpectedResponse("pagination links loop back to a page already read")
            }
            if visited.count >= Self.maximumPages {
                throw .unexpectedResponse("more than \(Self.maximumPages) pages")
            }
            url = next
        }
        if !downloadedAny, validators.map(\.url) == known.urls {
            return .notModified
        }
        return .modified(RepoListing(repositories: repositories, pageValidators: validators))
    }

    private func requireSuccess(_ reply: HTTPReply, notFound: GitHubError) throws(GitHubError) {
        guard reply.isSuccess else { throw GitHubErrorMapping.error(for: reply, notFound: notFound) }
    }

    private func decode<Value: Decodable>(_ type: Value.Type, from reply: HTTPReply) throws(GitHubError) -> Value {
        try Self.decode(type, from: reply)
    }

    /// The body as JSON of `type`; a body that is not says so in a few words, never echoing it.
    static func decode<Value: Decodable>(_ type: Value.Type, from reply: HTTPReply) throws(GitHubError) -> Value {
        do {
            return try GitHubJSON.makeDecoder().decode(type, from: reply.body)
        } catch {
            // A captive portal or a proxy's error page: say what it is rather than where JSON failed.
            if reply.header("content-type")?.lowercased().hasPrefix("text/html") == true {
                throw .unexpectedResponse("an HTML page instead of JSON")
            }
            throw GitHubErrorMapping.error(forDecodingFailure: error)
        }
    }
}

extension GitHubClient {
    /// A session that caches nothing: every answer is fresh, and no response lingers on disk.
    public static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }

    /// Logs nothing; pass a real logger to see requests.
    public static var silentLogger: Logger {
        Logger(label: "repotui.github", factory: { _ in SwiftLogNoOpLogHandler() })
    }
}
