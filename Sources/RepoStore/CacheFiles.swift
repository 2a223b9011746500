import Foundation

/// The cache's place on disk: a private directory holding `repos.sqlite` and SQLite's `-wal`
/// and `-shm` files beside it.
struct CacheFiles {
    static let databaseName = "repos.sqlite"
    /// SQLite's companions of a WAL database; they belong to the file and travel with it.
    static let sidecarSuffixes = ["-wal", "-shm"]

    let directory: URL

    var databasePath: String { directory.appendingPathComponent(Self.databaseName).path }

    /// Creates the directory 0700, and tightens one that already exists: the cache says which
    /// repositories someone looks at, which is nobody else's business on a shared machine.
    func prepareDirectory() throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try Self.setPermissions(0o700, path: directory.path)
    }

    /// Creates the database file 0600 before SQLite does (SQLite would use 0644 less the
    /// umask), or tightens an existing one. SQLite gives `-wal` and `-shm` the same mode.
    func prepareDatabaseFile() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: databasePath, isDirectory: &isDirectory),
           isDirectory.boolValue {
            throw CacheOpenError.notAFile(databasePath)
        }
        let descriptor = open(databasePath, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        if descriptor < 0 { throw POSIXError(errno: errno, path: databasePath) }
        close(descriptor)
        try Self.setPermissions(0o600, path: databasePath)
    }

    /// Moves the database and its sidecars to `repos.sqlite.corrupt-<UTC yyyyMMdd-HHmmss>`
    /// (plus `-2`, `-3`… when that name is taken) and returns the new path of the database.
    ///
    /// The sidecars must go too: a stale `-wal` left next to a fresh database could be
    /// replayed into it.
    func moveAside(now: Date) throws -> String {
        let target = try freeCorruptPath(stamp: Self.stamp(now))
        IntegrityStamp.remove(self)
        try FileManager.default.moveItem(atPath: databasePath, toPath: target)
        for suffix in Self.sidecarSuffixes where Self.exists(databasePath + suffix) {
            try FileManager.default.moveItem(atPath: databasePath + suffix, toPath: target + suffix)
        }
        return target
    }

    /// Deletes `-wal` and `-shm`: for a log written for another file (`IntegrityStamp`).
    func removeSidecars() {
        for suffix in Self.sidecarSuffixes { unlink(databasePath + suffix) }
    }

    private func freeCorruptPath(stamp: String) throws -> String {
        let base = databasePath + ".corrupt-" + stamp
        for attempt in 1...100 {
            let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
            let taken = ([""] + Self.sidecarSuffixes).contains { Self.exists(candidate + $0) }
            if !taken { return candidate }
        }
        throw POSIXError(errno: EEXIST, path: base)
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    private static func setPermissions(_ mode: mode_t, path: String) throws {
        if chmod(path, mode) != 0 { throw POSIXError(errno: errno, path: path) }
    }

    /// UTC so the names sort in time order whatever the machine's zone.
    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
