import Foundation
import GRDB
import RepoCore

/// The repository cache in one SQLite file, through a GRDB `DatabasePool` in WAL mode:
/// readers never block the writer and always see a whole committed transaction, which is what
/// makes `replace` atomic for every other connection and process.
///
/// Open it with `SQLiteRepoCache.open(directory:now:)`, which never throws.
public final class SQLiteRepoCache: RepoCache {
    private let pool: DatabasePool

    /// The database file this cache reads and writes.
    public var path: String { pool.path }

    init(pool: DatabasePool) {
        self.pool = pool
    }

    public func load(user: GitHubUsername) async throws -> CachedRepositories? {
        // One read transaction: the user row, its repositories and validators from one snapshot.
        try await pool.read { db in
            guard let userRow = try Row.fetchOne(
                db, sql: "SELECT login, fetched_at FROM users WHERE login = ?",
                arguments: [user.rawValue])
            else { return nil }
            let login: String = userRow["login"]
            let decoder = JSONDecoder()
            // A cursor reuses one row instead of copying each: it matters at 10,000 repositories.
            var repositories: [Repository] = []
            let rows = try Row.fetchCursor(db, sql: RepositoryColumns.selectSQL, arguments: [login])
            while let row = try rows.next() {
                repositories.append(try RepositoryColumns.repository(from: row, decoder: decoder))
            }
            let validators = try Row.fetchAll(
                db, sql: "SELECT url, etag, repository_count FROM page_validators WHERE login = ? ORDER BY position",
                arguments: [login]
            ).map { PageValidator(url: $0["url"], etag: $0["etag"], repositoryCount: $0["repository_count"]) }
            return CachedRepositories(
                user: try GitHubUsername(validating: login),
                repositories: repositories,
                fetchedAt: Date(timeIntervalSinceReferenceDate: userRow["fetched_at"]),
                pageValidators: validators)
        }
    }

    public func replace(_ entry: CachedRepositories) async throws {
        // GRDB's write is one transaction: a failure or a kill before COMMIT leaves the old set.
        try await pool.write { db in
            let login = entry.user.rawValue
            try db.execute(sql: "DELETE FROM repositories WHERE login = ? COLLATE NOCASE", arguments: [login])
            try db.execute(sql: "DELETE FROM page_validators WHERE login = ? COLLATE NOCASE", arguments: [login])
            try db.execute(sql: "DELETE FROM users WHERE login = ?", arguments: [login])
            try db.execute(
                sql: "INSERT INTO users (login, fetched_at) VALUES (?, ?)",
                arguments: [login, entry.fetchedAt.timeIntervalSinceReferenceDate])
            let insert = try db.cachedStatement(sql: RepositoryColumns.insertSQL)
            let encoder = JSONEncoder()
            for (position, repository) in entry.repositories.enumerated() {
                try insert.execute(arguments: RepositoryColumns.arguments(
                    keys: [login, position], repository: repository, encoder: encoder))
            }
            let insertValidator = try db.cachedStatement(
                sql: """
                    INSERT INTO page_validators (login, position, url, etag, repository_count)
                    VALUES (?, ?, ?, ?, ?)
                    """)
            for (position, validator) in entry.pageValidators.enumerated() {
                try insertValidator.execute(
                    arguments: [login, position, validator.url, validator.etag, validator.repositoryCount])
            }
        }
    }

    /// Does nothing when nothing is stored for `user`: there is no set to call current.
    public func touch(user: GitHubUsername, at date: Date) async throws {
        try await pool.write { db in
            try db.execute(
                sql: "UPDATE users SET fetched_at = ? WHERE login = ?",
                arguments: [date.timeIntervalSinceReferenceDate, user.rawValue])
        }
    }

    // MARK: Single documents

    public func repository(fullName: String) async throws -> CachedRepository? {
        try await pool.read { db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT etag, fetched_at, \(RepositoryColumns.all.joined(separator: ", ")) "
                    + "FROM repository_details WHERE requested_name = ?",
                arguments: [fullName])
            else { return nil }
            return CachedRepository(
                repository: try RepositoryColumns.repository(from: row, first: 2, decoder: JSONDecoder()),
                etag: row["etag"],
                fetchedAt: Date(timeIntervalSinceReferenceDate: row["fetched_at"]))
        }
    }

    public func store(_ entry: CachedRepository) async throws {
        try await pool.write { db in
            try db.execute(
                sql: RepositoryColumns.insertSQL(
                    into: "repository_details", keyColumns: ["requested_name", "etag", "fetched_at"],
                    verb: "INSERT OR REPLACE"),
                arguments: RepositoryColumns.arguments(
                    keys: [entry.repository.fullName, entry.etag, entry.fetchedAt.timeIntervalSinceReferenceDate],
                    repository: entry.repository, encoder: JSONEncoder()))
        }
    }

    public func readme(fullName: String) async throws -> CachedReadme? {
        try await pool.read { db in
            try Row.fetchOne(
                db, sql: "SELECT full_name, text, path, etag, fetched_at FROM readmes WHERE full_name = ?",
                arguments: [fullName]
            ).map {
                CachedReadme(fullName: $0["full_name"], text: $0["text"], path: $0["path"], etag: $0["etag"],
                             fetchedAt: Date(timeIntervalSinceReferenceDate: $0["fetched_at"]))
            }
        }
    }

    public func store(_ entry: CachedReadme) async throws {
        try await pool.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO readmes (full_name, text, path, etag, fetched_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [entry.fullName, entry.text, entry.path, entry.etag, entry.fetchedAt.timeIntervalSinceReferenceDate])
        }
    }
}
