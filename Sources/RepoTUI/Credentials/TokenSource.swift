import Foundation

/// Where the token came from, for the log (never the token itself).
enum TokenSource: Equatable, CustomStringConvertible {
    case environment(String)
    /// gh's `hosts.yml`, read as gh reads it (`GHHostsFile`).
    case ghHostsFile
    case ghCLI
    case none

    var description: String {
        switch self {
        case .environment(let name): "$\(name)"
        case .ghHostsFile: "gh's hosts.yml"
        case .ghCLI: "`gh auth token`"
        case .none: "no token"
        }
    }
}

/// Finds the token as gh does: `GH_TOKEN`, else `GITHUB_TOKEN`, else — when the gh CLI is
/// logged in — the token gh keeps for the host: from its `hosts.yml` when it is kept there
/// (as gh itself looks first), else what `gh auth token` prints (a token in the system keyring).
struct TokenLookup {
    /// Runs a command and returns its standard output, or nil when it cannot or fails.
    var runCommand: (_ arguments: [String]) -> String?
    /// A small file's text, or nil when it cannot be read.
    var readFile: (_ path: String) -> String?

    /// `host`: the API root's host (nil: GitHub's own).
    func token(environment: [String: String], host: String?) -> (token: String?, source: TokenSource) {
        for name in ["GH_TOKEN", "GITHUB_TOKEN"] {
            if let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty {
                return (value, .environment(name))
            }
        }
        let hostname = GHHostsFile.hostname(forAPIHost: host ?? "github.com")
        if let token = fromHostsFile(environment: environment, hostname: hostname) {
            return (token, .ghHostsFile)
        }
        // The host always named: without it gh answers for its only host, which may not be ours.
        if let printed = runCommand(["gh", "auth", "token", "--hostname", hostname])?
            .trimmingCharacters(in: .whitespacesAndNewlines), !printed.isEmpty,
           !printed.contains(where: \.isWhitespace) {
            return (printed, .ghCLI)
        }
        return (nil, .none)
    }

    private func fromHostsFile(environment: [String: String], hostname: String) -> String? {
        guard let path = GHHostsFile.path(environment: environment), let text = readFile(path),
              let token = GHHostsFile.token(forHost: hostname, in: text) else { return nil }
        let config = readFile(String(path.dropLast("hosts.yml".count)) + "config.yml")
        return config.map(GHHostsFile.keepsHosts(configText:)) == true ? nil : token
    }
}
