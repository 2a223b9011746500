import Foundation
import GRDB
import RepoCore

/// The detail's parts, each kept as its JSON: small, and only ever read whole.
extension SQLiteRepoCache {
    public func insight(_ kind: RepositoryInsight.Kind, fullName: String) async throws -> CachedInsight? {
        try await read { [account] db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT full_name, body, etag, fetched_at FROM repository_insights "
                    + "WHERE account = ? AND full_name = ? AND kind = ?",
                arguments: [account, fullName, kind.rawValue])
            else { return nil }
            // A part this build cannot read (written by another) is a miss, not a failure.
            let body: String = row["body"]
            guard let insight = try? JSONDecoder().decode(RepositoryInsight.self, from: Data(body.utf8)),
                  insight.kind == kind else { return nil }
            return CachedInsight(fullName: row["full_name"], insight: insight, etag: row["etag"],
                                 fetchedAt: Date(timeIntervalSinceReferenceDate: row["fetched_at"]))
        }
    }

    public func store(_ entry: CachedInsight) async throws {
        let body = String(decoding: try JSONEncoder().encode(entry.insight), as: UTF8.self)
        try await write { [account] db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO repository_insights (account, full_name, kind, body, etag, fetched_at) "
                    + "VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [account, entry.fullName, entry.insight.kind.rawValue, body, entry.etag,
                            entry.fetchedAt.timeIntervalSinceReferenceDate])
        }
    }
}

/// The pages of the detail's lists (issues, pull requests, runs) sit beside the parts, one row
/// per page, named by `ActivityQuery.cacheKey`.
extension SQLiteRepoCache {
    public func activityPage(_ query: ActivityQuery, fullName: String) async throws -> CachedActivityPage? {
        try await read { [account] db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT full_name, body, etag, fetched_at FROM repository_insights "
                    + "WHERE account = ? AND full_name = ? AND kind = ?",
                arguments: [account, fullName, query.cacheKey])
            else { return nil }
            let body: String = row["body"]
            guard let page = try? JSONDecoder().decode(ActivityPage.self, from: Data(body.utf8)),
                  page.items.kind == query.kind else { return nil }
            return CachedActivityPage(fullName: row["full_name"], query: query, page: page, etag: row["etag"],
                                      fetchedAt: Date(timeIntervalSinceReferenceDate: row["fetched_at"]))
        }
    }

    public func store(_ entry: CachedActivityPage) async throws {
        let body = String(decoding: try JSONEncoder().encode(entry.page), as: UTF8.self)
        try await write { [account] db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO repository_insights (account, full_name, kind, body, etag, fetched_at) "
                    + "VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [account, entry.fullName, entry.query.cacheKey, body, entry.etag,
                            entry.fetchedAt.timeIntervalSinceReferenceDate])
        }
    }
}
