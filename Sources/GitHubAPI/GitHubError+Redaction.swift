import Foundation
import RepoCore

extension GitHubError {
    /// The same error with the configured token, as given and as sent, blanked out of every
    /// message (`SecretRedaction`: where it stands as a word, never inside another).
    ///
    /// Messages come from the server; a misbehaving one could echo our Authorization header
    /// back, and errors end up on screen and in logs.
    func redacting(_ configuration: GitHubClient.Configuration) -> GitHubError {
        redacting(SecretRedaction([configuration.token, configuration.effectiveToken]))
    }

    func redacting(_ redaction: SecretRedaction) -> GitHubError {
        let clean = redaction.callAsFunction
        switch self {
        case .userNotFound(let login): return .userNotFound(clean(login))
        case .notFound(let message): return .notFound(message.map(clean))
        case .unauthorized(let message): return .unauthorized(message.map(clean))
        case .tokenRequired(let message): return .tokenRequired(message.map(clean))
        case .rateLimited(let resetAt, let retryAfter, let message, let budget, let tokenSent):
            return .rateLimited(resetAt: resetAt, retryAfterSeconds: retryAfter, message: message.map(clean),
                                budget: budget, tokenSent: tokenSent)
        case .http(let status, let message): return .http(status: status, message: message.map(clean))
        case .transport(let detail): return .transport(clean(detail))
        case .unexpectedResponse(let detail): return .unexpectedResponse(clean(detail))
        case .cancelled: return .cancelled
        }
    }
}
