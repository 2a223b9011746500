import Foundation
import GRDB
import RepoCore

extension SQLiteRepoCache {
    public func memberships() async throws -> CachedMemberships? {
        try await read { [account] db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT login, etag, fetched_at FROM memberships WHERE account = ?", arguments: [account])
            else { return nil }
            let organizations = try Row.fetchAll(
                db, sql: """
                    SELECT login, description, repository_count, etag FROM membership_organizations
                    WHERE account = ? ORDER BY position
                    """,
                arguments: [account]
            ).compactMap { row -> Membership? in
                guard let login = try? GitHubUsername(validating: row["login"]) else { return nil }
                return Membership(login: login, description: row["description"], repositoryCount: row["repository_count"],
                                  etag: row["etag"])
            }
            return CachedMemberships(
                user: try GitHubUsername(validating: row["login"]), organizations: organizations,
                fetchedAt: Date(timeIntervalSinceReferenceDate: row["fetched_at"]), etag: row["etag"])
        }
    }

    public func replace(_ entry: CachedMemberships) async throws {
        try await write { [account] db in
            // Deleting the set deletes its organisations (ON DELETE CASCADE).
            try db.execute(sql: "DELETE FROM memberships WHERE account = ?", arguments: [account])
            try db.execute(
                sql: "INSERT INTO memberships (account, login, etag, fetched_at) VALUES (?, ?, ?, ?)",
                arguments: [account, entry.user.rawValue, entry.etag, entry.fetchedAt.timeIntervalSinceReferenceDate])
            let insert = try db.cachedStatement(sql: """
                INSERT INTO membership_organizations (account, position, login, description, repository_count, etag)
                VALUES (?, ?, ?, ?, ?, ?)
                """)
            for (position, organization) in entry.organizations.enumerated() {
                try insert.execute(arguments: [
                    account, position, organization.login.rawValue, organization.description, organization.repositoryCount,
                    organization.etag,
                ])
            }
        }
    }
}
