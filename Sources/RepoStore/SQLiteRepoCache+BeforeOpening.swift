import CSQLiteTuning
import Foundation
import RepoCore

/// Reads from the cache in a folder before it is opened (issue 30), through a read-only SQLite
/// connection of its own: opening the pool — its writer's set-up, the log's, GRDB's checks —
/// took 2 ms a first frame waited for, and about as much of an `--offline --json` that then
/// only reads. A start that read early opens the pool later, or never (`OpeningRepoCache`). The
/// connection is SQLite's alone: GRDB's set-up of one took 0.7 ms more than a first screen's read.
///
/// Only from a file exactly as repotui last left it, at this build's schema (`IntegrityStamp`):
/// the file `open` would read without checking it either. Any other file is opened — checked,
/// migrated or moved aside — before anything is read from it.
extension SQLiteRepoCache {
    /// `head` of `listing` as `loadHead` reads it; nil when it was not read (then open the cache
    /// and ask it); `.some(nil)` as `loadHead`'s nil.
    public static func headBeforeOpening(
        _ head: ListHead, of listing: Listing, account: String, in directory: URL
    ) -> [Repository]?? {
        readBeforeOpening(in: directory) { try Self.head(head, of: listing, account: account, on: $0) }
    }

    /// `listing` as `load` reads it — for the plain output, which reads the whole list and, offline,
    /// nothing else; nil when it was not read; `.some(nil)` as `load`'s nil.
    public static func listBeforeOpening(_ listing: Listing, account: String, in directory: URL) -> CachedRepositories?? {
        readBeforeOpening(in: directory) { try Self.list(listing, account: account, on: $0) }
    }

    /// `body` in one read transaction on a read-only connection to the cache in `directory`,
    /// under the opening's lock; nil when the file is not as repotui left it or the read failed.
    private static func readBeforeOpening<Value>(in directory: URL, _ body: (OpaquePointer) throws -> Value) -> Value? {
        let files = CacheFiles(directory: directory)
        return CacheOpenLock.withLock(in: directory) {
            guard IntegrityStamp.isUntouched(files), IntegrityStamp.isCurrent(files) else { return nil }
            var opened: OpaquePointer?
            // Used on this thread alone: without SQLite's lock around every call, which was a
            // quarter of stepping through 3,000 rows (perf).
            let status = sqlite3_open_v2(files.databasePath, &opened, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
            defer { sqlite3_close_v2(opened) }
            // As `open`'s connections: wait for a writer rather than fail, and leave the log as
            // it is on closing.
            guard status == SQLITE_OK, let connection = opened, sqlite3_busy_timeout(connection, 5_000) == SQLITE_OK,
                  repotui_sqlite_keep_log_on_close(connection) == SQLITE_OK,
                  sqlite3_exec(connection, "BEGIN", nil, nil, nil) == SQLITE_OK
            else { return nil }
            // One snapshot for every read of `body`, as a reader's transaction.
            defer { sqlite3_exec(connection, "COMMIT", nil, nil, nil) }
            return try? body(connection)
        }
    }
}
