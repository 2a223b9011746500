import Foundation
import RepoCore

extension GitHubError {
    /// The same error with every occurrence of the configured token, as given and as sent,
    /// blanked out.
    func redacting(_ configuration: GitHubClient.Configuration) -> GitHubError {
        redacting(configuration.token).redacting(configuration.effectiveToken)
    }

    /// The same error with every occurrence of `secret` blanked out.
    ///
    /// Messages come from the server; a misbehaving one could echo our Authorization header
    /// back, and errors end up on screen and in logs.
    func redacting(_ secret: String?) -> GitHubError {
        guard let secret, !secret.isEmpty else { return self }
        func clean(_ text: String) -> String { text.replacingOccurrences(of: secret, with: "<redacted>") }
        switch self {
        case .userNotFound(let login): return .userNotFound(clean(login))
        case .notFound(let message): return .notFound(message.map(clean))
        case .unauthorized(let message): return .unauthorized(message.map(clean))
        case .tokenRequired(let message): return .tokenRequired(message.map(clean))
        case .rateLimited(let resetAt, let retryAfter, let message):
            return .rateLimited(resetAt: resetAt, retryAfterSeconds: retryAfter, message: message.map(clean))
        case .http(let status, let message): return .http(status: status, message: message.map(clean))
        case .transport(let detail): return .transport(clean(detail))
        case .unexpectedResponse(let detail): return .unexpectedResponse(clean(detail))
        case .cancelled: return .cancelled
        }
    }
}
