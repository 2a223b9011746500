import Foundation
import Logging
import RepoCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one GET with GitHub's headers and hands back the reply, whatever its status.
/// Retries and redirects are `ResilientTransport`'s business.
struct GitHubTransport: Sendable {
    let configuration: GitHubClient.Configuration
    let session: LazySession
    let logger: Logger

    static let jsonMediaType = "application/vnd.github+json"
    static let apiVersion = "2022-11-28"

    /// One attempt, no retries and no redirects followed: a 3xx, 4xx or 5xx comes back as a
    /// reply. `ifNoneMatch` makes the request conditional: an unchanged resource answers 304,
    /// which GitHub does not count against the rate limit.
    func get(
        _ url: URL, accept: String = jsonMediaType, ifNoneMatch etag: String? = nil
    ) async throws(TransportFailure) -> HTTPReply {
        try await send(url, method: "GET", accept: accept, ifNoneMatch: etag)
    }

    /// The same for any method: `PUT` and `DELETE` (starring) go without a body; a change's
    /// `PATCH`, `PUT` or `POST` carries its JSON `body`.
    func send(
        _ url: URL, method: String, accept: String = jsonMediaType, ifNoneMatch etag: String? = nil, body: Data? = nil
    ) async throws(TransportFailure) -> HTTPReply {
        if Task.isCancelled { throw TransportFailure(error: .cancelled, isTransient: false) }
        var request: URLRequest
        do throws(GitHubError) {
            request = try makeRequest(url, method: method, accept: accept, body: body)
        } catch {
            throw TransportFailure(error: error, isTransient: false)
        }
        if let etag, !etag.isEmpty {
            request.setValue(etag, forHTTPHeaderField: "If-None-Match")
        }
        let clock = ContinuousClock()
        let started = clock.now
        logger.debug("GitHub request", metadata: ["method": "\(method)", "url": "\(url.absoluteString)"])
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await dataWithDeadline(for: request)
        } catch {
            let failure = TransportFailure(
                error: GitHubErrorMapping.error(forTransportFailure: error),
                isTransient: GitHubErrorMapping.isTransient(error))
            logger.info(
                "GitHub request failed",
                metadata: ["method": "\(method)", "url": "\(url.absoluteString)", "error": "\(failure.error)"])
            throw failure
        }
        guard let httpResponse = response as? HTTPURLResponse else {
            throw TransportFailure(error: .unexpectedResponse("not an HTTP response"), isTransient: false)
        }
        let reply = HTTPReply(url: url, response: httpResponse, body: data)
        var metadata: Logger.Metadata = [
            "method": "\(method)", "url": "\(url.absoluteString)", "status": "\(reply.status)",
            "duration_ms": "\(Self.milliseconds(clock.now - started))",
        ]
        if let remaining = reply.rateLimit?.remaining, let limit = reply.rateLimit?.limit {
            metadata["rate_limit"] = "\(remaining)/\(limit)"
        }
        logger.info("GitHub response", metadata: metadata)
        if let rateLimit = reply.rateLimit { configuration.rateLimitObserver?(rateLimit) }
        if let declared = reply.cutShortOf {
            // A session that hands over a short body without an error: a dropped connection all the same.
            throw TransportFailure(
                error: .unexpectedResponse("response cut off after \(reply.body.count) of \(declared) bytes"),
                isTransient: true)
        }
        return reply
    }

    /// The whole exchange must finish within `timeout` (`CancellableDataTask` keeps the deadline).
    private func dataWithDeadline(for request: URLRequest) async throws -> (Data, URLResponse) {
        let timeout = configuration.timeout
        return try await CancellableDataTask.data(for: request, session: session.session, timeout: timeout > 0 ? timeout : nil)
    }

    private func makeRequest(_ url: URL, method: String, accept: String, body: Data?) throws(GitHubError) -> URLRequest {
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: configuration.timeout > 0 ? configuration.timeout : 60)
        request.httpMethod = method
        // GitHub wants a PUT without a body to say so (its docs: "Content-Length: 0").
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        } else if method == "PUT" {
            request.setValue("0", forHTTPHeaderField: "Content-Length")
        }
        request.setValue(accept, forHTTPHeaderField: "Accept")
        request.setValue(Self.apiVersion, forHTTPHeaderField: "X-GitHub-Api-Version")
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        if let token = configuration.effectiveToken {
            // A line break in a header value would let the token smuggle in other headers.
            guard token.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
                throw .unauthorized("the token contains characters a GitHub token never has")
            }
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}
