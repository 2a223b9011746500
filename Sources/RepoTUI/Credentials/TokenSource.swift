import Foundation

/// Where the token came from, for the log (never the token itself).
enum TokenSource: Equatable, CustomStringConvertible {
    case environment(String)
    case ghCLI
    case none

    var description: String {
        switch self {
        case .environment(let name): "$\(name)"
        case .ghCLI: "`gh auth token`"
        case .none: "no token"
        }
    }
}

/// Finds the token as gh does: `GH_TOKEN`, else `GITHUB_TOKEN`, else — when the gh CLI is
/// installed and logged in — what `gh auth token` prints.
struct TokenLookup {
    /// Runs a command and returns its standard output, or nil when it cannot or fails.
    var runCommand: (_ arguments: [String]) -> String?

    func token(environment: [String: String], host: String?) -> (token: String?, source: TokenSource) {
        for name in ["GH_TOKEN", "GITHUB_TOKEN"] {
            if let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty {
                return (value, .environment(name))
            }
        }
        var arguments = ["gh", "auth", "token"]
        if let host { arguments += ["--hostname", host] }
        if let printed = runCommand(arguments)?.trimmingCharacters(in: .whitespacesAndNewlines), !printed.isEmpty,
           !printed.contains(where: \.isWhitespace) {
            return (printed, .ghCLI)
        }
        return (nil, .none)
    }
}
