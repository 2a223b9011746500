import TerminalUI

/// Why a clone, fetch or fast-forward did not happen, in plain words for the status line and the panel.
public enum CloneFailure: Error, Equatable, Sendable {
    /// The target directory is there already; it is never written into.
    case exists(path: String)
    /// The owner or name would leave the layout's directory (`..`, a slash, control characters).
    case unsafeName(String)
    /// GitHub gave no URL for the chosen protocol.
    case noURL(protocolName: String)
    /// A URL that is not https, ssh or file: git could run a command for it (`ext::`).
    case unsupportedURL(String)
    case noPermission(path: String)
    case authenticationFailed
    case network(String)
    case notFound
    /// No `git` on PATH.
    case gitMissing
    /// `U` would not move this clone: why (uncommitted changes, ahead, no upstream …).
    case leftAlone(String)
    /// Anything else git said: its last line.
    case git(String)

    var message: String {
        switch self {
        case .exists(let path): "\(TerminalText.sanitize(path)) already exists — not touched"
        case .unsafeName(let name): "the name \(TerminalText.sanitize(name)) cannot be a directory name here"
        case .noURL(let name): "GitHub gave no \(name) URL for it"
        case .unsupportedURL(let url): "not an https, ssh or file URL: \(TerminalText.sanitize(url))"
        case .noPermission(let path): "no permission to write \(TerminalText.sanitize(path))"
        case .authenticationFailed: "authentication failed — check your SSH key or credentials"
        case .network(let detail): "network error: \(TerminalText.sanitize(detail))"
        case .notFound: "the repository was not found (or you have no access)"
        case .gitMissing: "git is not installed (not on PATH)"
        case .leftAlone(let why): "left alone: \(TerminalText.sanitize(why))"
        case .git(let line): "git: \(TerminalText.sanitize(line))"
        }
    }
}
