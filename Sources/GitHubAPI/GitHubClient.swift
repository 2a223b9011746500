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
    private let transport: GitHubTransport

    /// A hostile or broken server could send `next` links forever; no real user has this many.
    static let maximumPages = 1_000

    public init(
        configuration: Configuration, session: URLSession = GitHubClient.makeSession(),
        logger: Logger = GitHubClient.silentLogger
    ) {
        self.configuration = configuration
        self.transport = GitHubTransport(configuration: configuration, session: session, logger: logger)
    }

    /// Every public repository of `user`, following `Link: rel="next"` until the last page.
    public func repositories(of user: GitHubUsername) async throws(GitHubError) -> [Repository] {
        do throws(GitHubError) {
            return try await fetchAllPages(of: user)
        } catch {
            throw error.redacting(configuration)
        }
    }

    /// One repository, `GET /repos/{owner}/{name}`.
    public func repository(owner: String, name: String) async throws(GitHubError) -> Repository {
        do throws(GitHubError) {
            let url = Endpoint.repository(owner: owner, name: name).url(relativeTo: configuration.baseURL)
            let reply = try await transport.get(url)
            try requireSuccess(reply, notFound: .notFound(nil))
            return try decode(RepositoryDTO.self, from: reply).toDomain()
        } catch {
            throw error.redacting(configuration)
        }
    }

    /// The README as raw text, or nil when the repository has none.
    public func readme(owner: String, name: String) async throws(GitHubError) -> String? {
        do throws(GitHubError) {
            let url = Endpoint.readme(owner: owner, name: name).url(relativeTo: configuration.baseURL)
            let reply = try await transport.get(url, accept: GitHubTransport.rawMediaType)
            if reply.status == 404 { return nil }
            try requireSuccess(reply, notFound: .notFound(nil))
            if reply.header("content-type")?.lowercased().hasPrefix("application/json") == true {
                // The server ignored the raw media type and sent a content-file object.
                guard let text = try decode(ContentFileDTO.self, from: reply).text else {
                    throw GitHubError.unexpectedResponse("README content is not base64")
                }
                return text
            }
            return String(decoding: reply.body, as: UTF8.self)
        } catch {
            throw error.redacting(configuration)
        }
    }

    private func fetchAllPages(of user: GitHubUsername) async throws(GitHubError) -> [Repository] {
        var url = Endpoint.listRepos(user: user).url(relativeTo: configuration.baseURL)
        var visited: Set<URL> = []
        var repositories: [Repository] = []
        while true {
            visited.insert(url)
            let reply = try await transport.get(url)
            try requireSuccess(reply, notFound: .userNotFound(user.rawValue))
            repositories += try decode([RepositoryDTO].self, from: reply).map { $0.toDomain() }
            guard let next = try NextPage.url(linkHeader: reply.header("link"), currentURL: reply.url) else {
                return repositories
            }
            if visited.contains(next) {
                throw .unexpectedResponse("pagination links loop back to a page already read")
            }
            if visited.count >= Self.maximumPages {
                throw .unexpectedResponse("more than \(Self.maximumPages) pages")
            }
            url = next
        }
    }

    private func requireSuccess(_ reply: HTTPReply, notFound: GitHubError) throws(GitHubError) {
        guard reply.isSuccess else { throw GitHubErrorMapping.error(for: reply, notFound: notFound) }
    }

    private func decode<Value: Decodable>(_ type: Value.Type, from reply: HTTPReply) throws(GitHubError) -> Value {
        do {
            return try GitHubJSON.makeDecoder().decode(type, from: reply.body)
        } catch {
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
