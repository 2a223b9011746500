import Foundation
import GitHubAPI
import RepoCore
import RepoFeatures
import TerminalUI

/// The non-interactive modes: `--json`, and tab-separated lines when stdout is not a terminal.
/// They run the list's own state machine without a screen — the same cache-then-revalidate
/// decisions, offline and fallback included — and print what it settles on.
struct PlainOutput {
    enum Format { case json, tabSeparated }

    let session: AppSession
    let format: Format

    /// Prints the repositories to stdout; errors and warnings go to stderr. Returns the exit status.
    @MainActor
    func run() async -> Int32 {
        let store = session.makeStore(size: Size(width: 0, height: 0), external: nil)
        store.send(.start(session.user, scope: session.scope, sort: session.sort, filter: session.filter))
        await store.settle()
        guard case .list(let list)? = store.state.screens.first?.screen else { return 1 }
        let dates = DateText(timeZone: session.timeZone)
        switch (list.failure, list.refreshError) {
        case (let failure?, _) where list.known == nil:
            StandardError.write("repotui: \(Self.message(for: failure, listing: list.listing))")
            return 1
        case (_, .userNotFound(let login)?):
            // An answer, not an outage: the account is gone; the cache is no stand-in for it.
            StandardError.write("repotui: \(TerminalText.sanitize(GitHubError.userNotFound(login).userMessage))")
            return 1
        case (_, let error?):
            let from = dates.dateTime(list.freshness.date)
            StandardError.write("repotui: \(TerminalText.sanitize(error.userMessage)) — showing cached data from \(from)")
        default:
            break
        }
        do {
            if list.scope == .memberOf {
                try write(list.memberships?.organizations ?? [])
            } else {
                try write(Array(list.rows))
            }
            return 0
        } catch {
            StandardError.write("repotui: \(TerminalText.sanitize(String(describing: error)))")
            return 1
        }
    }

    static func message(for failure: RepoList.FailureReason, listing: Listing) -> String {
        switch failure {
        case .github(let error): TerminalText.sanitize(error.userMessage)
        case .nothingCachedOffline: "nothing cached for \(listing) yet — run without --offline to fetch it"
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

    /// The Member of scope: `{login, description, repository_count}` objects, or login,
    /// description and count per line.
    private func write(_ organizations: [Membership]) throws {
        switch format {
        case .json:
            let objects: [[String: Any]] = organizations.map { organization in
                ["login": organization.login.rawValue, "description": organization.description ?? NSNull(),
                 "repository_count": organization.repositoryCount ?? NSNull()]
            }
            var data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
            data.append(0x0A)
            FileHandle.standardOutput.write(data)
        case .tabSeparated:
            let text = organizations.map { organization in
                [organization.login.rawValue, organization.description ?? "", organization.repositoryCount.map(String.init) ?? ""]
                    .map(TerminalText.sanitize).joined(separator: "\t") + "\n"
            }.joined()
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
