import RepoCore
import TerminalUI

/// Whether the token's user starred the repository a detail shows, as far as the app knows:
/// `*` flips it at once (optimistic) and flips it back when GitHub refuses.
enum StarMark: Equatable, Sendable {
    /// `GET /user/starred/{owner}/{repo}` is under way.
    case checking
    case known(starred: Bool)
    /// `*` was pressed: shown as `starred` while GitHub is asked.
    case changing(to: Bool)
    /// The check failed; `*` checks again.
    case unknown(GitHubError)

    /// The detail's line for it.
    var text: (value: String, missing: Bool) {
        switch self {
        case .checking: ("checking…", true)
        case .known(true): ("★ starred — * to unstar", false)
        case .known(false): ("not starred — * to star", false)
        case .changing(true): ("★ starring…", true)
        case .changing(false): ("unstarring…", true)
        case .unknown(let error): ("unknown: \(TerminalText.sanitize(error.userMessage))", true)
        }
    }
}
