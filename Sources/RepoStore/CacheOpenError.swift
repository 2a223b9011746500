/// Why a cache file could not be used as it is.
enum CacheOpenError: Error, CustomStringConvertible {
    /// The file is SQLite but not a schema this build can use (newer, unknown, or damaged).
    case incompatibleSchema(String)
    /// `PRAGMA quick_check` found damage the first read would have tripped over later.
    case failedIntegrityCheck(String)
    /// Something other than a regular file (a directory, say) sits where the database goes.
    case notAFile(String)

    var description: String {
        switch self {
        case .incompatibleSchema(let detail): return "incompatible cache schema: \(detail)"
        case .failedIntegrityCheck(let detail): return "cache integrity check failed: \(detail)"
        case .notAFile(let path): return "\(path) is not a regular file"
        }
    }
}
