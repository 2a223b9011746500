import CSQLiteTuning
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

    /// The rows of `head` of `listing`, read in `db`.
    private static func head(_ head: ListHead, of listing: Listing, account: String, in db: Database) throws -> [Repository]? {
        try Self.head(head, of: listing, account: account, on: db.connection())
    }

    /// The rows of `head` of `listing`, read on `connection` in the transaction it is in.
    static func head(_ head: ListHead, of listing: Listing, account: String, on connection: OpaquePointer) throws -> [Repository]? {
        guard head.count > 0 else { return nil }
        let column = head.column.rawValue
        let (direction, comparison) = head.descending ? ("DESC", ">=") : ("ASC", "<=")
        let listingID = try PreparedStatement("SELECT id FROM listings WHERE account = ? AND owner = ? AND scope = ?", on: connection)
        try listingID.bind(account, at: 1)
        try listingID.bind(listing.owner.rawValue, at: 2)
        try listingID.bind(listing.cacheScope, at: 3)
        guard try listingID.step() else { return nil }
        let id = sqlite3_column_int64(listingID.statement, 0)
        // The head's last value; through the (listing_id, column) index for the default orders.
        let last = try PreparedStatement(
            """
            SELECT \(column) FROM listed_repositories WHERE listing_id = ? AND \(column) IS NOT NULL
            ORDER BY \(column) \(direction) LIMIT 1 OFFSET ?
            """, on: connection)
        try last.bind(id, at: 1)
        try last.bind(Int64(head.count - 1), at: 2)
        guard try last.step() else { return nil }
        let boundary = sqlite3_column_double(last.statement, 0)
        let rows = try PreparedStatement(
            "SELECT \(RepositoryColumns.all.joined(separator: ", ")) FROM listed_repositories "
                + "WHERE listing_id = ? AND \(column) \(comparison) ?", on: connection)
        try rows.bind(id, at: 1)
        try rows.bind(boundary, at: 2)
        let decoder = JSONDecoder()
        var repositories: [Repository] = []
        while try rows.step() {
            repositories.append(try RepositoryColumns.repository(from: rows.statement, decoder: decoder))
        }
        return repositories
    }

    /// GRDB's synchronous read: from an asynchronous function `pool.read` means the other one.
    private func readOnThisThread<T>(_ body: (Database) throws -> T) throws -> T {
        try pool.read(body)
    }
}
