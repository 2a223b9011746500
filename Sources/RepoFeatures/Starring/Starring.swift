import RepoCore
import TerminalUI

/// What `*` says in the status line, from the list or the detail.
enum Starring {
    /// `*` that cannot work: offline (what it needs is GitHub), else without a token.
    static func unavailable(hasToken: Bool, network: NetworkPolicy) -> StatusNotice {
        hasToken || network == .offline
            ? StatusNotice(message: "starring needs GitHub — run without --offline", tone: .warning)
            : StatusNotice(message: "starring needs a token: set GH_TOKEN (or GITHUB_TOKEN, or log in with gh)", tone: .warning)
    }

    /// GitHub agreed: the repository is starred now, or not.
    static func done(_ fullName: String, starred: Bool) -> StatusNotice {
        StatusNotice(message: (starred ? "★ starred " : "unstarred ") + TerminalText.sanitize(fullName), tone: .normal)
    }

    /// GitHub refused; what the detail showed was put back.
    static func failed(_ fullName: String, starring: Bool, _ error: GitHubError) -> StatusNotice {
        StatusNotice(message: "could not \(starring ? "star" : "unstar") \(TerminalText.sanitize(fullName)): "
                         + TerminalText.sanitize(error.userMessage), tone: .warning)
    }

    /// The list's `*` failed (it does not show which way it was going).
    static func toggleFailed(_ fullName: String, _ error: GitHubError) -> StatusNotice {
        StatusNotice(message: "could not change the star on \(TerminalText.sanitize(fullName)): "
                         + TerminalText.sanitize(error.userMessage), tone: .warning)
    }

    /// `*` while GitHub is still being asked.
    static let busy = StatusNotice(message: "still asking GitHub about the star — a moment", tone: .normal)
}
