import ArgumentParser
import RepoCore

/// `--issues`, `--pulls` and `--runs` (issue 29): a repository's lists, as the detail's tabs
/// show them, printed as JSON for scripts.
struct ActivityOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Print the repository's issues (pull requests left out) as JSON and exit; with --json.",
                               valueName: "owner/repo"))
    var issues: String?
    @Option(help: ArgumentHelp("Print the repository's pull requests as JSON and exit; with --json.", valueName: "owner/repo"))
    var pulls: String?
    @Option(help: ArgumentHelp("Print the workflow runs of the repository's default branch as JSON and exit; with --json.",
                               valueName: "owner/repo"))
    var runs: String?
    @Option(help: ArgumentHelp("Which issues or pull requests: open (the default), closed or all.", valueName: "state"))
    var state: ActivityState?

    /// The list asked for and whose, when one is.
    var asked: (kind: ActivityKind, repository: String)? {
        if let issues { return (.issues, issues) }
        if let pulls { return (.pullRequests, pulls) }
        return runs.map { (.runs, $0) }
    }

    func validate(json: Bool, user: String?) throws {
        let given = [issues.map { _ in "--issues" }, pulls.map { _ in "--pulls" }, runs.map { _ in "--runs" }].compactMap { $0 }
        if given.count > 1 { throw ValidationError("\(given.joined(separator: " and ")) ask for different lists: give one") }
        if let state, asked?.kind != .issues && asked?.kind != .pullRequests {
            throw ValidationError("--state \(state.rawValue) chooses issues or pull requests: add --issues or --pulls")
        }
        guard let (_, repository) = asked, let option = given.first else { return }
        if !json { throw ValidationError("\(option) prints JSON for scripts: add --json") }
        if user != nil { throw ValidationError("\(option) names the repository itself (owner/repo): leave out the user") }
        if Self.parts(of: repository) == nil {
            throw ValidationError("\(option) needs owner/repo, got '\(TerminalTextForErrors.quote(repository))'")
        }
    }

    /// `owner/repo` as its two parts; nil unless both are valid names.
    static func parts(of fullName: String) -> (owner: GitHubUsername, name: String)? {
        let parts = fullName.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let owner = try? GitHubUsername(validating: parts[0]), !parts[1].isEmpty,
              parts[1].allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) }), parts[1] != ".", parts[1] != ".."
        else { return nil }
        return (owner, parts[1])
    }
}

extension ActivityState: ListedArgument {}
