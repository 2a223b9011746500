import Foundation
import RepoCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns whatever went wrong into the one error type callers handle: `GitHubError`.
enum GitHubErrorMapping {
    /// A non-success reply. `notFound` is what a 404 means for this particular request.
    static func error(for reply: HTTPReply, notFound: GitHubError) -> GitHubError {
        let message = BasicErrorDTO.message(in: reply.body)
        switch reply.status {
        case 404:
            if case .notFound = notFound { return .notFound(message) }
            return notFound
        case 401:
            return .unauthorized(message)
        case 429:
            // "Too Many Requests" means a rate limit whatever the headers say.
            return rateLimited(reply, message: message)
        case 403 where isRateLimit(reply, message: message):
            return rateLimited(reply, message: message)
        default:
            return .http(status: reply.status, message: message)
        }
    }

    /// The reset time counts only when the primary budget is what ran out (remaining 0): a
    /// secondary limit's answer reports the primary window too, whose reset is no time to wait for.
    /// Whether a token was sent is the client's to add (`GitHubClient.failed`).
    private static func rateLimited(_ reply: HTTPReply, message: String?) -> GitHubError {
        let limit = reply.rateLimit
        let primaryIsSpent = limit?.remaining == 0
        let retryAfter = reply.header("retry-after")
            .flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return .rateLimited(resetAt: primaryIsSpent ? limit?.resetAt : nil, retryAfterSeconds: retryAfter, message: message,
                            budget: limit?.resource.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// GitHub uses 403 for both "forbidden" and "slow down"; only these signs tell them apart.
    private static func isRateLimit(_ reply: HTTPReply, message: String?) -> Bool {
        reply.header("x-ratelimit-remaining")?.trimmingCharacters(in: .whitespaces) == "0"
            || reply.header("retry-after") != nil
            || message?.lowercased().contains("rate limit") == true
    }

    /// An error thrown while sending or receiving.
    static func error(forTransportFailure error: any Error) -> GitHubError {
        if let gitHubError = error as? GitHubError { return gitHubError }
        if error is CancellationError { return .cancelled }
        guard let urlError = error as? URLError else {
            return .transport("network error")
        }
        if urlError.code == .cancelled { return .cancelled }
        if isCutOffBody(urlError) {
            return .unexpectedResponse("response cut off: the connection closed before the body was complete")
        }
        return .transport(describe(urlError.code))
    }

    /// Whether trying again could help: a timeout or a connection that broke. A refused
    /// connection, an unknown host or a bad certificate will not heal in a few seconds.
    static func isTransient(_ error: any Error) -> Bool {
        guard let urlError = error as? URLError else { return false }
        switch urlError.code {
        // `.unknown` is how Linux URLSession reports libcurl errors it has no code for, among
        // them a body cut off ("transfer closed with N bytes remaining to read").
        case .timedOut, .networkConnectionLost, .unknown: return true
        default: return false
        }
    }

    /// libcurl's "transfer closed with N bytes remaining to read", which Linux URLSession
    /// passes on as `.unknown` with curl's words as the description.
    private static func isCutOffBody(_ error: URLError) -> Bool {
        guard error.code == .unknown else { return false }
        let description = ((error as NSError).userInfo[NSLocalizedDescriptionKey] as? String) ?? ""
        return description.contains("transfer closed") || description.contains("remaining to read")
    }

    /// A few words a person understands; the URL is left out on purpose.
    static func describe(_ code: URLError.Code) -> String {
        switch code {
        case .timedOut: "timed out"
        case .cannotConnectToHost: "connection refused"
        case .cannotFindHost, .dnsLookupFailed: "host not found"
        case .notConnectedToInternet: "no network connection"
        case .networkConnectionLost: "connection lost"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot,
            .clientCertificateRejected, .clientCertificateRequired:
            "secure connection failed"
        case .badServerResponse, .cannotParseResponse, .zeroByteResource: "bad response from server"
        case .httpTooManyRedirects, .redirectToNonExistentLocation: "too many redirects"
        case .badURL, .unsupportedURL: "invalid URL"
        default: "network error (\(code.rawValue))"
        }
    }

    /// A body that is not the JSON we expected; says where, never echoes the body itself.
    static func error(forDecodingFailure error: any Error) -> GitHubError {
        guard let decodingError = error as? DecodingError else {
            return .unexpectedResponse("body could not be read")
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            return .unexpectedResponse("missing field '\(path(context.codingPath + [key]))'")
        case .typeMismatch(_, let context):
            return context.codingPath.isEmpty
                ? .unexpectedResponse("body has the wrong shape")
                : .unexpectedResponse("field '\(path(context.codingPath))' has the wrong type")
        case .valueNotFound(_, let context):
            return .unexpectedResponse("field '\(path(context.codingPath))' is null")
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? .unexpectedResponse("body is not valid JSON")
                : .unexpectedResponse("field '\(path(context.codingPath))' is malformed")
        @unknown default:
            return .unexpectedResponse("body could not be read")
        }
    }

    /// `[3].owner.login`
    private static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? "(root)" : text
    }
}
