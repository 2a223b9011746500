import Foundation
import GitHubAPI
import RepoCore
import RepoFeatures
import TerminalUI

/// The non-interactive modes: `--json`, and tab-separated lines when stdout is not a terminal.
struct PlainOutput {
    enum Format { case json, tabSeparated }

    let source: any RepoSource
    let format: Format

    /// Prints the repositories to stdout; errors go to stderr. Returns the exit status.
    func run(user: GitHubUsername) async -> Int32 {
        do {
            let repositories = RepoOrdering.pushedNewestFirst(try await source.repositories(of: user))
            switch format {
            case .json:
                var data = try RepositoryJSON.encode(repositories)
                data.append(0x0A)
                FileHandle.standardOutput.write(data)
            case .tabSeparated:
                let text = repositories.map(Self.tabSeparatedLine).map { $0 + "\n" }.joined()
                FileHandle.standardOutput.write(Data(text.utf8))
            }
            return 0
        } catch let error as GitHubError {
            StandardError.write("repotui: \(TerminalText.sanitize(error.userMessage))")
            return 1
        } catch {
            StandardError.write("repotui: \(TerminalText.sanitize(String(describing: error)))")
            return 1
        }
    }

    /// full name, description, language, stars, pushed_at — like `gh repo list`. Every field is
    /// sanitised, which also turns tabs and newlines into spaces so the columns hold.
    static func tabSeparatedLine(_ repository: Repository) -> String {
        [
            repository.fullName,
            repository.description ?? "",
            repository.language ?? "",
            String(repository.stargazersCount),
            repository.pushedAt.map(iso8601) ?? "",
        ].map(TerminalText.sanitize).joined(separator: "\t")
    }

    private static func iso8601(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}

enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
