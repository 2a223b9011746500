import CSQLiteTuning
import Foundation
import GRDB
import RepoCore

/// The repository cache in one SQLite file, through a GRDB `DatabasePool` in WAL mode:
/// readers never block the writer and always see a whole committed transaction, which is what
/// makes `replace` atomic for every other connection and process.
///
/// Open it with `SQLiteRepoCache.open(directory:now:)`, which never throws.
public final class SQLiteRepoCache: RepoCache {
    /// Read through `read(_:)`, never `pool.read` once open: every read holds one of `readers`.
    let pool: DatabasePool
    /// Admission to the pool's readers, so no read ever blocks a thread waiting for one.
    let readers: ReaderReservations
    /// Whose view of GitHub this cache reads and writes: "" without a token, else a
    /// fingerprint of the token (never the token). Rows of another account are never read.
    public let account: String

    /// The database file this cache reads and writes.
    public var path: String { pool.path }

    /// Where the integrity stamp goes after each write; nil for a cache that keeps none.
    private let files: CacheFiles?

    init(pool: DatabasePool, account: String, files: CacheFiles? = nil) {
        self.pool = pool
        self.account = account
        self.files = files
        self.readers = ReaderReservations(capacity: pool.configuration.maximumReaderCount)
    }

    /// Above this the log is folded into the file when the cache closes or the app quits
    /// (`foldLargeLog`); below it the log stays (connections keep it on close). A run adds a
    /// page or two to it (the owner it opened), and the next open reads what is kept at a few
    /// microseconds a page — where folding costs two syncs to disk at every exit, and an empty
    /// log a write and a sync at the next start. A refresh of thousands of repositories leaves
    /// megabytes: folded at once.
    static let logKeptUpTo: off_t = 256 << 10

    deinit {
        foldLargeLog()
    }

    public func foldLargeLog() {
        // Folded and emptied now, and stamped: the files stay as stamped, as they do when the log
        // is kept (the last write stamped them). A reader of this process still reading is
        // waited for (the busy timeout): the fold needs every reader off the log.
        guard let files else { return }
        var log = stat()
        guard stat(files.databasePath + "-wal", &log) == 0, log.st_size > Self.logKeptUpTo else { return }
        guard (try? pool.writeWithoutTransaction({ db in try db.checkpoint(.truncate) })) != nil else { return }
        IntegrityStamp.record(files)
    }

    /// One read transaction, admitted by `readers`: every read but `loadHead`'s goes through here.
    func read<Value: Sendable>(_ value: @Sendable (Database) throws -> Value) async throws -> Value {
        await readers.reserve()
        defer { readers.release() }
        return try await pool.read(value)
    }

    /// One write transaction, then the integrity stamp of the files as this write left them:
    /// repotui's own writes never make the next open check the whole file again.
    func write<Value: Sendable>(_ updates: @escaping @Sendable (Database) throws -> Value) async throws -> Value {
        let value = try await pool.write(updates)
        if let files { IntegrityStamp.record(files) }
        return value
    }

    public func load(_ listing: Listing) async throws -> CachedRepositories? {
        // One read transaction: the listing, its repositories and validators from one snapshot.
        try await read { [account] db in try Self.list(listing, account: account, on: db.connection()) }
    }

    /// The repositories of every row `statement` steps to, made as it steps, `count` expected.
    static func repositories(stepping statement: borrowing PreparedStatement, count: Int) throws -> [Repository] {
        var rows = ListRows(expecting: count)
        while try statement.step() {
            var columns = StatementColumns(statement.statement)
            try rows.append(&columns)
        }
        return rows.repositories
    }

    /// `listing` as `load` reads it, on `connection` in the transaction it is in: through a
    /// reader, or before the cache is opened (`listBeforeOpening`).
    static func list(_ listing: Listing, account: String, on connection: OpaquePointer) throws -> CachedRepositories? {
        let found = try PreparedStatement("SELECT id, owner, fetched_at FROM listings WHERE account = ? AND owner = ? AND scope = ?",
                                          on: connection)
        try found.bind(account, at: 1)
        try found.bind(listing.owner.rawValue, at: 2)
        try found.bind(listing.cacheScope, at: 3)
        guard try found.step() else { return nil }
        var listingColumns = StatementColumns(found.statement)
        let id = Int64(try listingColumns.integer()), owner = try listingColumns.text(), fetchedAt = try listingColumns.real()
        // Each row read in place as the statement steps, never copied: it matters at 10,000
        // repositories. Counted first, for the room (`ListRows`).
        let counted = try PreparedStatement("SELECT COUNT(*) FROM listed_repositories WHERE listing_id = ?", on: connection)
        try counted.bind(id, at: 1)
        let count = try counted.step() ? Int(sqlite3_column_int64(counted.statement, 0)) : 0
        let rows = try PreparedStatement(RepositoryColumns.selectSQL, on: connection)
        try rows.bind(id, at: 1)
        let repositories = count >= PipelinedRows.fromCount
            ? try PipelinedRows.repositories(stepping: rows, count: count)
            : try Self.repositories(stepping: rows, count: count)
        let pages = try PreparedStatement(
            "SELECT url, etag, repository_count FROM listing_pages WHERE listing_id = ? ORDER BY position", on: connection)
        try pages.bind(id, at: 1)
        var validators: [PageValidator] = []
        while try pages.step() {
            var columns = StatementColumns(pages.statement)
            validators.append(PageValidator(url: try columns.text(), etag: try columns.text(), repositoryCount: try columns.integer()))
        }
        return CachedRepositories(
            user: try GitHubUsername(validating: owner), scope: listing.scope, repositories: repositories,
            fetchedAt: Date(timeIntervalSinceReferenceDate: fetchedAt), pageValidators: validators, search: listing.search)
    }

    public func replace(_ entry: CachedRepositories) async throws {
        // GRDB's write is one transaction: a failure or a kill before COMMIT leaves the old set.
        try await write { [account] db in
            // Deleting the listing deletes its rows and pages (ON DELETE CASCADE).
            try db.execute(
                sql: "DELETE FROM listings WHERE account = ? AND owner = ? AND scope = ?",
                arguments: [account, entry.user.rawValue, entry.listing.cacheScope])
            try db.execute(
                sql: "INSERT INTO listings (account, owner, scope, fetched_at) VALUES (?, ?, ?, ?)",
                arguments: [account, entry.user.rawValue, entry.listing.cacheScope, entry.fetchedAt.timeIntervalSinceReferenceDate])
            let id = db.lastInsertedRowID
            let insert = try db.cachedStatement(sql: RepositoryColumns.insertSQL)
            let encoder = JSONEncoder()
            for (position, repository) in entry.repositories.enumerated() {
                try insert.execute(arguments: RepositoryColumns.arguments(
                    keys: [id, position], repository: repository, encoder: encoder))
            }
            let insertValidator = try db.cachedStatement(
                sql: """
                    INSERT INTO listing_pages (listing_id, position, url, etag, repository_count)
                    VALUES (?, ?, ?, ?, ?)
                    """)
            for (position, validator) in entry.pageValidators.enumerated() {
                try insertValidator.execute(
                    arguments: [id, position, validator.url, validator.etag, validator.repositoryCount])
            }
        }
    }

    /// Does nothing when nothing is stored for `listing`: there is no set to call current.
    public func touch(_ listing: Listing, at date: Date) async throws {
        try await write { [account] db in
            try db.execute(
                sql: "UPDATE listings SET fetched_at = ? WHERE account = ? AND owner = ? AND scope = ?",
                arguments: [date.timeIntervalSinceReferenceDate, account, listing.owner.rawValue, listing.cacheScope])
        }
    }

    public func viewer() async throws -> GitHubUsername? {
        try await read { [account] db in
            try String.fetchOne(db, sql: "SELECT login FROM accounts WHERE account = ?", arguments: [account])
                .flatMap { try? GitHubUsername(validating: $0) }
        }
    }

    public func storeViewer(_ login: GitHubUsername, at date: Date) async throws {
        try await write { [account] db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO accounts (account, login, fetched_at) VALUES (?, ?, ?)",
                arguments: [account, login.rawValue, date.timeIntervalSinceReferenceDate])
        }
    }

    // MARK: Owners kept at hand

    public func knownOwners(limit: Int) async throws -> [KnownOwner] {
        try await read { [account] db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT owners.login, owners.opened_at, owners.pinned_at,
                       (SELECT COUNT(*) FROM listed_repositories WHERE listing_id = listings.id) AS cached,
                       listings.id AS listing
                FROM owners
                LEFT JOIN listings ON listings.account = owners.account AND listings.owner = owners.login
                    AND listings.scope = 'repos'
                WHERE owners.account = ? AND (owners.pinned_at IS NOT NULL OR owners.opened_at IS NOT NULL)
                ORDER BY owners.pinned_at IS NULL, owners.pinned_at, owners.opened_at DESC
                LIMIT ?
                """, arguments: [account, limit])
            return rows.compactMap { row -> KnownOwner? in
                guard let login = try? GitHubUsername(validating: row["login"]) else { return nil }
                let listing: Int64? = row["listing"]
                return KnownOwner(
                    login: login, pinnedAt: RepositoryColumns.date(row["pinned_at"]),
                    openedAt: RepositoryColumns.date(row["opened_at"]),
                    cachedRepositories: listing == nil ? nil : row["cached"])
            }
        }
    }

    public func recordOpened(_ login: GitHubUsername, at date: Date) async throws {
        try await write { [account] db in
            try db.execute(
                sql: """
                    INSERT INTO owners (account, login, opened_at) VALUES (?, ?, ?)
                    ON CONFLICT (account, login) DO UPDATE SET opened_at = excluded.opened_at
                    """,
                arguments: [account, login.rawValue, date.timeIntervalSinceReferenceDate])
        }
    }

    public func togglePin(_ login: GitHubUsername, at date: Date) async throws -> Bool {
        try await write { [account] db in
            try db.execute(
                sql: """
                    INSERT INTO owners (account, login, pinned_at) VALUES (?, ?, ?)
                    ON CONFLICT (account, login) DO UPDATE
                        SET pinned_at = CASE WHEN pinned_at IS NULL THEN excluded.pinned_at END
                    """,
                arguments: [account, login.rawValue, date.timeIntervalSinceReferenceDate])
            return try Bool.fetchOne(
                db, sql: "SELECT pinned_at IS NOT NULL FROM owners WHERE account = ? AND login = ?",
                arguments: [account, login.rawValue]) ?? false
        }
    }

    // MARK: Single documents

    public func repository(fullName: String) async throws -> CachedRepository? {
        try await read { [account] db in
            let statement = try db.makeStatement(
                sql: "SELECT etag, fetched_at, \((RepositoryColumns.all + RepositoryColumns.facts).joined(separator: ", ")) "
                    + "FROM repository_details WHERE account = ? AND requested_name = ?")
            // Read while the cursor is on its row (a cursor let go resets its statement).
            let cursor = try Row.fetchCursor(statement, arguments: [account, fullName])
            return try withExtendedLifetime(cursor) { () -> CachedRepository? in
                guard let row = try cursor.next() else { return nil }
                var repository = try RepositoryColumns.repository(from: statement.sqliteStatement, first: 2, decoder: JSONDecoder())
                repository.facts = RepositoryColumns.facts(from: row, first: 2 + RepositoryColumns.all.count)
                return CachedRepository(
                    repository: repository,
                    etag: row["etag"],
                    fetchedAt: Date(timeIntervalSinceReferenceDate: row["fetched_at"]))
            }
        }
    }

    public func store(_ entry: CachedRepository) async throws {
        try await write { [account] db in
            try db.execute(
                sql: RepositoryColumns.insertSQL(
                    into: "repository_details", keyColumns: ["account", "requested_name", "etag", "fetched_at"],
                    columns: RepositoryColumns.all + RepositoryColumns.facts, verb: "INSERT OR REPLACE"),
                arguments: StatementArguments(
                    [account, entry.repository.fullName, entry.etag, entry.fetchedAt.timeIntervalSinceReferenceDate]
                        + (try RepositoryColumns.values(of: entry.repository, encoder: JSONEncoder()))
                        + RepositoryColumns.values(of: entry.repository.facts)))
        }
    }

    public func readme(fullName: String) async throws -> CachedReadme? {
        try await read { [account] db in
            try Row.fetchOne(
                db, sql: "SELECT full_name, text, path, etag, fetched_at FROM readmes WHERE account = ? AND full_name = ?",
                arguments: [account, fullName]
            ).map {
                CachedReadme(fullName: $0["full_name"], text: $0["text"], path: $0["path"], etag: $0["etag"],
                             fetchedAt: Date(timeIntervalSinceReferenceDate: $0["fetched_at"]))
            }
        }
    }

    public func store(_ entry: CachedReadme) async throws {
        try await write { [account] db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO readmes (account, full_name, text, path, etag, fetched_at) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [account, entry.fullName, entry.text, entry.path, entry.etag, entry.fetchedAt.timeIntervalSinceReferenceDate])
        }
    }
}
