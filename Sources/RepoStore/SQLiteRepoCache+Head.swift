import Foundation
import GRDB
import RepoCore

extension SQLiteRepoCache {
    public func loadHead(_ listing: Listing, _ head: ListHead) async throws -> [Repository]? {
        let read: @Sendable (Database) throws -> [Repository]? = { [account] db in
            try Self.head(head, of: listing, account: account, in: db)
        }
        // On the calling thread when a reader is surely free: at most a few hundred rows, on the
        // first frame's path, where GRDB's asynchronous read — a hop to the reader's queue and
        // back — cost 1.2 ms of a 30 ms start (A/B, 4 rounds of 31 alternating runs). Waiting
        // for a reader here could deadlock (`ReaderReservations`): then the asynchronous read.
        guard readers.reserveIfFree() else { return try await self.read(read) }
        defer { readers.release() }
        return try readOnThisThread(read)
    }

    /// `head` of `listing` as `loadHead` reads it, read now on this thread through the writer's
    /// connection — for a start, right after opening (issue 30). The writer's is the one
    /// connection open then, its schema read and the log's index built; a reader's would be
    /// opened for this read alone, about a millisecond on the first frame's path. One deferred
    /// transaction: a snapshot, read-only, like a reader's. nil when the read failed (the cache
    /// can be asked again); `.some(nil)` as `loadHead`'s nil.
    public func loadHeadOnOpening(_ listing: Listing, _ head: ListHead) -> [Repository]?? {
        do {
            return .some(try pool.writeWithoutTransaction { [account] db in
                var rows: [Repository]?
                try db.inTransaction(.deferred) {
                    rows = try Self.head(head, of: listing, account: account, in: db)
                    return .commit
                }
                return rows
            })
        } catch {
            return nil
        }
    }

    /// `head` of `listing` as `loadHead` reads it, read from the cache in `directory` before it
    /// is opened, through a read-only connection of its own (issue 30). Opening the pool — its
    /// writer's set-up, the log's, GRDB's checks — took 2 ms the first frame waited for; after
    /// this read, a start opens it beside the first frame (`OpeningRepoCache`).
    ///
    /// Only from a file exactly as repotui last left it, at this build's schema (`IntegrityStamp`):
    /// the file `open` would read without checking it either. nil when it was not read (any
    /// other file, or the read failed: then open the cache and ask it); `.some(nil)` as
    /// `loadHead`'s nil.
    public static func headBeforeOpening(
        _ head: ListHead, of listing: Listing, account: String, in directory: URL
    ) -> [Repository]?? {
        let files = CacheFiles(directory: directory)
        return CacheOpenLock.withLock(in: directory) {
            guard IntegrityStamp.isUntouched(files), IntegrityStamp.isCurrent(files) else { return nil }
            var configuration = Self.configuration
            configuration.readonly = true
            do {
                let connection = try DatabaseQueue(path: files.databasePath, configuration: configuration)
                return .some(try connection.read { db in try Self.head(head, of: listing, account: account, in: db) })
            } catch {
                return nil
            }
        }
    }

    /// The rows of `head` of `listing`, read in `db`.
    private static func head(_ head: ListHead, of listing: Listing, account: String, in db: Database) throws -> [Repository]? {
        guard head.count > 0 else { return nil }
        let column = head.column.rawValue
        let (direction, comparison) = head.descending ? ("DESC", ">=") : ("ASC", "<=")
        guard let id = try Int64.fetchOne(
            db, sql: "SELECT id FROM listings WHERE account = ? AND owner = ? AND scope = ?",
            arguments: [account, listing.owner.rawValue, listing.cacheScope])
        else { return nil }
        // The head's last value; through the (listing_id, column) index for the default orders.
        guard let boundary = try Double.fetchOne(
            db, sql: """
                SELECT \(column) FROM listed_repositories WHERE listing_id = ? AND \(column) IS NOT NULL
                ORDER BY \(column) \(direction) LIMIT 1 OFFSET ?
                """,
            arguments: [id, head.count - 1])
        else { return nil }
        let decoder = JSONDecoder()
        var repositories: [Repository] = []
        let statement = try db.makeStatement(
            sql: "SELECT \(RepositoryColumns.all.joined(separator: ", ")) FROM listed_repositories "
                + "WHERE listing_id = ? AND \(column) \(comparison) ?")
        let rows = try Row.fetchCursor(statement, arguments: [id, boundary])
        while try rows.next() != nil {
            repositories.append(try RepositoryColumns.repository(from: statement.sqliteStatement, decoder: decoder))
        }
        return repositories
    }

    /// GRDB's synchronous read: from an asynchronous function `pool.read` means the other one.
    private func readOnThisThread<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.read(body)
    }
}
