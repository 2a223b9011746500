import CSQLiteTuning
import Foundation
import GRDB
import RepoCore

extension SQLiteRepoCache {
    /// Opens (creating, migrating or rebuilding as needed) the cache in `directory`.
    ///
    /// Never throws and never crashes: a cache is a convenience, so an unusable file is moved
    /// aside and replaced (`.movedAside`), and when even that fails the app runs without a
    /// cache (`cache` nil, `.disabled`). The notice is for the user, once. `account` says whose
    /// rows it reads and writes (`SQLiteRepoCache.account`).
    public static func open(
        directory: URL, account: String = "", now: Date = Date()
    ) -> (cache: SQLiteRepoCache?, notice: CacheNotice?) {
        let files = CacheFiles(directory: directory)
        do {
            try files.prepareDirectory()
        } catch {
            return (nil, .disabled("cannot use cache directory \(directory.path): \(describe(error))"))
        }
        return CacheOpenLock.withLock(in: directory) { openOrRebuild(files, account: account, now: now) }
    }

    /// Whether `directory` holds a cache at all (without creating or opening anything).
    public static func exists(in directory: URL) -> Bool {
        FileManager.default.fileExists(atPath: CacheFiles(directory: directory).databasePath)
    }

    private static func openOrRebuild(_ files: CacheFiles, account: String, now: Date) -> (cache: SQLiteRepoCache?, notice: CacheNotice?) {
        let firstError: any Error
        do {
            return (try openDatabase(files, account: account), nil)
        } catch {
            firstError = error
        }
        guard mayMoveAside(after: firstError) else {
            return (nil, .disabled("cannot open cache \(files.databasePath): \(describe(firstError))"))
        }
        let movedTo: String
        do {
            movedTo = try files.moveAside(now: now)
        } catch {
            return (nil, .disabled(
                "cache \(files.databasePath) is unusable (\(describe(firstError))) "
                    + "and cannot be moved aside: \(describe(error))"))
        }
        do {
            return (try openDatabase(files, account: account), .movedAside(movedTo))
        } catch {
            return (nil, .disabled(
                "cannot create a fresh cache \(files.databasePath): \(describe(error))"))
        }
    }

    private static func openDatabase(_ files: CacheFiles, account: String) throws -> SQLiteRepoCache {
        try files.prepareDatabaseFile()
        var configuration = Configuration()
        // Another process writing (a second repotui) makes us wait, not fail with
        // "database is locked"; a write of a few thousand rows takes well under this.
        configuration.busyMode = .timeout(5)
        configuration.label = "RepoStore"
        // The log outlives the process (`SQLiteRepoCache.deinit` folds it in once it is large):
        // no fold at every exit, no fresh log to write into at every start.
        configuration.prepareDatabase { db in
            let status = repotui_sqlite_keep_log_on_close(db.sqliteConnection)
            if status != 0 { throw DatabaseError(resultCode: ResultCode(rawValue: status), message: "cannot keep the log on close") }
            // A reader scans a list once, page after page; SQLite's default 2 MB page cache per
            // connection would stay filled for nothing (10,000 rows: 1.5 MB less at the peak, and
            // the read is no slower — the kernel caches the file).
            if db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -256") }
        }
        // Looked at before the pool opens: opening writes a dummy transaction to the log
        // (GRDB makes sure one exists), which is ours, not someone else's change.
        let untouched = IntegrityStamp.isUntouched(files)
        // Nor its schema, when the check that passed was this build's.
        let verified = untouched && IntegrityStamp.isCurrent(files)
        // The log stays between runs, so a file put in place of the database finds it beside it.
        if !untouched, IntegrityStamp.logOutlivedItsDatabase(files) { files.removeSidecars() }
        let pool = try DatabasePool(path: files.databasePath, configuration: configuration)
        do {
            // Checked before migrating: a damaged file must not be written to. Unless nothing
            // but repotui has touched it since a check passed (`IntegrityStamp`).
            if !untouched {
                try pool.read { db in
                    let result = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? "no answer"
                    if result != "ok" { throw CacheOpenError.failedIntegrityCheck(result) }
                }
            }
            if !verified {
                try pool.read(CacheSchema.verifyNotSuperseded)
                // Migrating takes a write transaction (and a sync to disk) even when there is
                // nothing to do; a current file is only read.
                if try !pool.read(CacheSchema.migrator.hasCompletedMigrations) {
                    try CacheSchema.migrator.migrate(pool)
                }
                try pool.read(CacheSchema.verify)
            }
        } catch {
            try? pool.close()
            throw error
        }
        IntegrityStamp.record(files)
        return SQLiteRepoCache(pool: pool, account: account, files: files)
    }

    /// Only a file that is damaged or foreign is moved aside. A busy or full database is
    /// someone's good data in a bad moment: the app goes without a cache this time instead.
    private static func mayMoveAside(after error: any Error) -> Bool {
        guard let databaseError = error as? DatabaseError else { return true }
        switch databaseError.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_NOMEM, .SQLITE_FULL, .SQLITE_INTERRUPT:
            return false
        default:
            return true
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case let error as DatabaseError: return error.description
        case let error as CacheOpenError: return error.description
        default: return error.localizedDescription
        }
    }
}
