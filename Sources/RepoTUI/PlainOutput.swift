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
        guard let list = await session.settledStore().state.firstList else { return 1 }
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
                try write(list.rows)
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

    /// Streamed in chunks straight from the rows: no document of the whole list in memory.
    private func write<Rows: Collection<Repository>>(_ repositories: Rows) throws {
        switch format {
        case .json:
            try RepositoryJSON.write(repositories, to: StandardOutput.write)
            try [UInt8(0x0A)].withUnsafeBytes(StandardOutput.write)
        case .tabSeparated:
            var bytes: [UInt8] = []
            bytes.reserveCapacity(RepositoryJSON.chunkSize + 4_096)
            for repository in repositories {
                Self.appendTabSeparatedLine(repository, to: &bytes)
                bytes.append(0x0A)
                if bytes.count >= RepositoryJSON.chunkSize {
                    try bytes.withUnsafeBytes(StandardOutput.write)
                    bytes.removeAll(keepingCapacity: true)
                }
            }
            try bytes.withUnsafeBytes(StandardOutput.write)
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
                    .map(TerminalText.singleLine).joined(separator: "\t") + "\n"
            }.joined()
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    /// full name, description, language, stars, pushed_at — like `gh repo list`. Every field is
    /// sanitised, which also turns tabs and newlines into spaces so the columns hold.
    static func tabSeparatedLine(_ repository: Repository) -> String {
        var bytes: [UInt8] = []
        appendTabSeparatedLine(repository, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendTabSeparatedLine(_ repository: Repository, to bytes: inout [UInt8]) {
        func field(_ text: String) {
            bytes.append(contentsOf: TerminalText.singleLine(text).utf8)
            bytes.append(UInt8(ascii: "\t"))
        }
        field(repository.fullName)
        field(repository.description ?? "")
        field(repository.language ?? "")
        bytes.append(contentsOf: String(repository.stargazersCount).utf8)
        bytes.append(UInt8(ascii: "\t"))
        // `2023-11-14T22:13:20Z`, as `Date.ISO8601FormatStyle` prints it, without a formatter.
        if let pushedAt = repository.pushedAt { UTCTimestamp.append(pushedAt, to: &bytes) }
    }
}

enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// A question, the answer typed after it on the same line.
    static func prompt(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
