import Foundation
import GitHubAPI
import RepoCore
import RepoFeatures
import TerminalUI

/// The non-interactive modes: `--json`, and tab-separated lines when stdout is not a terminal.
/// They take the same cache-then-revalidate path as the list: with `--offline` they answer from
/// the cache alone, and when GitHub cannot be asked they print the cached list with a warning.
struct PlainOutput {
    enum Format { case json, tabSeparated }

    let sync: RepoSync
    let format: Format
    let dates: DateText
    /// `--sort`, `--direction`: the same order the screen would show.
    let sort: RepoSort

    /// Prints the repositories to stdout; errors and warnings go to stderr. Returns the exit status.
    func run(user: GitHubUsername) async -> Int32 {
        let cached = await sync.cachedList(user)
        let entry: CachedRepositories
        if sync.network == .offline {
            guard let cached else {
                StandardError.write("repotui: nothing cached for \(user.rawValue) yet — run without --offline to fetch it")
                return 1
            }
            entry = cached
        } else {
            switch await sync.revalidateList(user, known: cached) {
            case .success(let current):
                entry = current
            case .failure(let error):
                let message = TerminalText.sanitize(error.userMessage)
                guard let cached else {
                    StandardError.write("repotui: \(message)")
                    return 1
                }
                StandardError.write("repotui: \(message) — showing cached data from \(dates.dateTime(cached.fetchedAt))")
                entry = cached
            }
        }
        do {
            try write(RepoOrdering.sorted(entry.repositories, by: sort))
            return 0
        } catch {
            StandardError.write("repotui: \(TerminalText.sanitize(String(describing: error)))")
            return 1
        }
    }

    private func write(_ repositories: [Repository]) throws {
        switch format {
        case .json:
            var data = try RepositoryJSON.encode(repositories)
            data.append(0x0A)
            FileHandle.standardOutput.write(data)
        case .tabSeparated:
            let text = repositories.map(Self.tabSeparatedLine).map { $0 + "\n" }.joined()
            FileHandle.standardOutput.write(Data(text.utf8))
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
