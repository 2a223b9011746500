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
    let transport: ResilientTransport
    private let logger: Logger
    /// A 401 is remembered: this client's token cannot become valid, and asking again is a
    /// request GitHub has already refused.
    private let viewerLogin = OnceValue<GitHubUsername>(rememberingFailuresWhere: { error in
        if case .unauthorized = error { true } else { false }
    })

    /// A hostile or broken server could send `next` links forever (or a `last` link to page
    /// 10^9); no real user has this many.
    static let maximumPages = 1_000

    /// `makeSession` runs at the first request, not here (`LazySession`); without one, the
    /// session's configuration is made here and the session from it then (`sessionMaker`).
    public init(
        configuration: Configuration, makeSession: (@Sendable () -> URLSession)? = nil,
        logger: Logger = GitHubClient.silentLogger
    ) {
        self.configuration = configuration
        self.logger = logger
        let session = LazySession(makeSession ?? Self.sessionMaker())
        self.transport = ResilientTransport(
            configuration: configuration,
            transport: GitHubTransport(configuration: configuration, session: session, logger: logger),
            logger: logger)
    }

    /// Every repository of `listing`, in GitHub's order, all pages, telling `progress` (and the
    /// configuration's `listingProgressObserver`) after every page.
    ///
    /// With `cached`, each page it knows is asked for with `If-None-Match`; a page answering 304
    /// is taken from the cache, and when every page does the result is `.notModified`. Page 1
    /// comes first; once its `Link: rel="last"` says how many pages there are, up to
    /// `maxConcurrentPages` of the rest are fetched at once. The listing is always in page
    /// order, and never returned in part: any page failing fails it all.
    ///
    /// An owner's repositories come from `/user/repos` when the owner is the token's user —
    /// the only listing with their private repositories — from `/orgs/{org}/repos` for an
    /// organisation, else from `/users/{u}/repos`.
    public func repositories(
        in listing: Listing, revalidating cached: CachedRepositories?, progress: ListingProgressObserver?
    ) async throws(GitHubError) -> Revalidation<RepoListing> {
        let configured = configuration.listingProgressObserver
        do throws(GitHubError) {
            let fetcher = ListingFetcher(
                transport: transport, listing: listing, known: KnownPages(cached),
                width: max(1, configuration.maxConcurrentPages), maximumPages: Self.maximumPages,
                report: { reading in
                    progress?(reading)
                    configured?(reading)
                })
            return try await fetcher.run(from: try await firstPage(of: listing, cached: cached))
        } catch {
            throw failed(error)
        }
    }

    /// The token's user, asked once per client: every listing of one run shares the answer.
    public func viewer() async throws(GitHubError) -> GitHubUsername {
        do throws(GitHubError) {
            return try await resolveViewer()
        } catch {
            throw failed(error)
        }
    }

    private func resolveViewer() async throws(GitHubError) -> GitHubUsername {
        try await viewerLogin.value { () async throws(GitHubError) -> GitHubUsername in
            guard configuration.effectiveToken != nil else {
                throw .tokenRequired("the token's user is asked for, and no token was given")
            }
            let reply = try await transport.get(Endpoint.viewer.url(relativeTo: configuration.baseURL))
            try requireSuccess(reply, notFound: .notFound(nil))
            let login = try decode(OwnerDTO.self, from: reply).login
            guard let user = try? GitHubUsername(validating: login) else {
                throw .unexpectedResponse("GET /user named an invalid login")
            }
            return user
        }
    }

    /// Where a listing starts. With a token, an organisation is listed with `/orgs/{org}/repos`
    /// (its private repositories too, for a member's token). Whether the owner is one comes from the cache;
    /// with a token and nothing cached, from `/users/{u}` (one small request, once), since
    /// only a member's token makes the two listings differ.
    private func firstPage(of listing: Listing, cached: CachedRepositories?) async throws(GitHubError) -> URL {
        let endpoint: Endpoint
        switch listing.scope {
        case .starred:
            endpoint = .starred(user: listing.owner)
        case .memberOf:
            throw .unexpectedResponse("the Member of scope lists organisations (memberships), not repositories")
        case .search:
            endpoint = .searchRepositories(query: listing.search)
        case .repositories:
            let owner = listing.owner.rawValue
            let hasToken = configuration.effectiveToken != nil
            var isOrganization = cached?.repositories
                .first { $0.owner.login.caseInsensitiveCompare(owner) == .orderedSame }?.owner.isOrganization == true
            var isViewer = false
            if hasToken, !isOrganization {
                isViewer = try await resolveViewer().rawValue.caseInsensitiveCompare(owner) == .orderedSame
            }
            if hasToken, !isViewer, !isOrganization, cached == nil {
                isOrganization = try await isOrganizationAccount(listing.owner)
            }
            // Without a token both listings are the same public one; the cached pages' URLs stay.
            endpoint = isViewer ? .viewerRepos
                : isOrganization && hasToken ? .organizationRepos(org: listing.owner) : .listRepos(user: listing.owner)
        }
        return endpoint.url(relativeTo: configuration.baseURL)
    }

    /// Whether `login` is an organisation (`GET /users/{login}`'s `type`). A 404 is left to the
    /// listing, which says so for the user.
    private func isOrganizationAccount(_ login: GitHubUsername) async throws(GitHubError) -> Bool {
        let reply = try await transport.get(Endpoint.user(login).url(relativeTo: configuration.baseURL))
        guard reply.isSuccess else {
            if reply.status == 404 { return false }
            throw GitHubErrorMapping.error(for: reply, notFound: .userNotFound(login.rawValue))
        }
        return try decode(OwnerDTO.self, from: reply).type == "Organization"
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
            throw failed(error)
        }
    }

    /// The README (nil when the repository has none), conditional when `etag` is given. Asked
    /// for as GitHub's `content-file` JSON, not raw, because only that names the file, and its
    /// name says whether it is Markdown and what its relative links are relative to.
    public func readme(
        owner: String, name: String, ifNoneMatch etag: String? = nil
    ) async throws(GitHubError) -> Revalidation<Tagged<ReadmeFile?>> {
        do throws(GitHubError) {
            let url = Endpoint.readme(owner: owner, name: name).url(relativeTo: configuration.baseURL)
            let reply = try await transport.get(url, ifNoneMatch: etag)
            if reply.isNotModified, etag != nil { return .notModified }
            if reply.status == 404 { return .modified(Tagged(nil, etag: nil)) }
            try requireSuccess(reply, notFound: .notFound(nil))
            return .modified(Tagged(try ReadmeBody.file(from: reply), etag: reply.etag))
        } catch {
            throw failed(error)
        }
    }

    /// Redacts the error and writes it to the log: the log is where "unexpected response"
    /// keeps its details (the screen has one line). What a 401 or a rate limit means depends on
    /// whether a token was sent: without one, a 401 is a server that wants one, and a spent
    /// budget is the address's, which a token would raise.
    func failed(_ error: GitHubError) -> GitHubError {
        var redacted = error.redacting(configuration)
        let tokenSent = configuration.effectiveToken != nil
        switch redacted {
        case .unauthorized(let message) where !tokenSent:
            redacted = .tokenRequired(message)
        case .rateLimited(let resetAt, let retryAfter, let message, let budget, _):
            redacted = .rateLimited(resetAt: resetAt, retryAfterSeconds: retryAfter, message: message,
                                    budget: budget, tokenSent: tokenSent)
        default:
            break
        }
        if redacted != .cancelled {
            logger.error("GitHub request failed", metadata: ["error": "\(redacted)"])
        }
        return redacted
    }

    func requireSuccess(_ reply: HTTPReply, notFound: GitHubError) throws(GitHubError) {
        guard reply.isSuccess else { throw GitHubErrorMapping.error(for: reply, notFound: notFound) }
    }

    func decode<Value: Decodable>(_ type: Value.Type, from reply: HTTPReply) throws(GitHubError) -> Value {
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
    /// Makes the configuration of a session that caches nothing (every answer fresh, no response
    /// lingering on disk) now, and the session when called.
    /// Making a configuration points `XDG_*` elsewhere for a moment
    /// (`FoundationScratchDirectories`): that belongs at start-up, before other threads read the
    /// environment, never at a first request with the app running.
    public static func sessionMaker() -> @Sendable () -> URLSession {
        let configuration = FoundationScratchDirectories.withoutDirectories { URLSessionConfiguration.ephemeral }
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return { URLSession(configuration: configuration) }
    }

    /// Logs nothing; pass a real logger to see requests.
    public static var silentLogger: Logger {
        Logger(label: "repotui.github", factory: { _ in SwiftLogNoOpLogHandler() })
    }
}
