import Foundation

/// How the database file and its write-ahead log looked right after repotui last checked or
/// wrote them, kept beside them in `repos.sqlite.checked`. When both are exactly so at the next
/// open, nothing but repotui has touched them since a check passed, and the whole-file
/// `PRAGMA quick_check` — 5 ms for 10,000 repositories, 50 ms for 100,000, at every start — is
/// skipped. Any other change (a truncation, another program's write, a file copied in, a
/// process killed before it noted its write) leaves a stamp that does not match, and the next
/// open checks again. Damage that keeps a file's size, time and inode is met later, as SQLite
/// reports it: a read that fails is a cache miss.
///
/// The stamp also names the schema the file was verified at (`CacheSchema.current`): an
/// untouched file at this build's schema is not verified again either.
struct IntegrityStamp: Equatable {
    struct FileState: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        /// Modification time in nanoseconds.
        var modified: Int64
    }

    var database: FileState
    /// nil when there is no `-wal` file, or an empty one: either way the log holds nothing.
    var log: FileState?
    /// The last migration of the build that wrote the stamp.
    var schema = CacheSchema.current

    static let suffix = ".checked"

    /// The files as they are now; nil when the database cannot be looked at.
    static func current(_ files: CacheFiles) -> IntegrityStamp? {
        guard let database = state(of: files.databasePath) else { return nil }
        let log = state(of: files.databasePath + "-wal")
        return IntegrityStamp(database: database, log: log?.size == 0 ? nil : log, schema: CacheSchema.current)
    }

    /// The stamp last written; nil when there is none or it cannot be read.
    static func recorded(_ files: CacheFiles) -> IntegrityStamp? {
        guard let text = try? String(contentsOfFile: files.databasePath + suffix, encoding: .utf8) else { return nil }
        return IntegrityStamp(text: text)
    }

    /// Whether the files are as the last stamp says, whichever build wrote it.
    static func isUntouched(_ files: CacheFiles) -> Bool {
        guard let now = current(files), let recorded = recorded(files) else { return false }
        return now.database == recorded.database && now.log == recorded.log
    }

    /// Whether the last stamp was written by a build of this schema: its check covered the
    /// tables and columns this build reads.
    static func isCurrent(_ files: CacheFiles) -> Bool {
        recorded(files)?.schema == CacheSchema.current
    }

    /// Whether the log is exactly as repotui left it while the database file is another one or
    /// another size: replaced, copied over or cut short outside SQLite (which would have changed
    /// the log too). The log holds pages of the file repotui wrote, and replaying them into this
    /// one would corrupt it. A file whose time alone changed (a backup tool) keeps its log.
    static func logOutlivedItsDatabase(_ files: CacheFiles) -> Bool {
        guard let recorded = recorded(files), let log = recorded.log else { return false }
        guard let now = current(files), now.log == log else { return false }
        return now.database.device != recorded.database.device || now.database.inode != recorded.database.inode
            || now.database.size != recorded.database.size
    }

    /// Writes the files' state now as the stamp, whole or not at all (a new file renamed over
    /// the old), unless the stamp already says exactly that — an untouched cache opened again:
    /// writing and renaming a file cost each start half a millisecond. A stamp that cannot be
    /// written only costs the next open its check.
    static func record(_ files: CacheFiles) {
        guard let stamp = current(files), recorded(files) != stamp else { return }
        let path = files.databasePath + suffix, temporary = path + ".\(getpid())"
        let descriptor = open(temporary, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        let bytes = Array(stamp.text.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        if written != bytes.count || rename(temporary, path) != 0 { unlink(temporary) }
    }

    static func remove(_ files: CacheFiles) {
        unlink(files.databasePath + suffix)
    }

    /// One line per file: `device inode size modified`, the log's line `-` when there is none;
    /// then the schema.
    var text: String {
        [database, log].map { state in state.map { "\($0.device) \($0.inode) \($0.size) \($0.modified)" } ?? "-" }
            .joined(separator: "\n") + "\n" + schema + "\n"
    }

    init(database: FileState, log: FileState?, schema: String = CacheSchema.current) {
        self.database = database
        self.log = log
        self.schema = schema
    }

    init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 4, lines[3].isEmpty, !lines[2].isEmpty, !lines[2].contains(" "),
              let database = Self.state(lines[0]) else { return nil }
        self.database = database
        schema = String(lines[2])
        if lines[1] == "-" {
            log = nil
        } else {
            guard let log = Self.state(lines[1]) else { return nil }
            self.log = log
        }
    }

    private static func state(_ line: Substring) -> FileState? {
        let fields = line.split(separator: " ")
        guard fields.count == 4, let device = UInt64(fields[0]), let inode = UInt64(fields[1]),
              let size = Int64(fields[2]), let modified = Int64(fields[3]) else { return nil }
        return FileState(device: device, inode: inode, size: size, modified: modified)
    }

    private static func state(of path: String) -> FileState? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileState(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                         modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }
}
