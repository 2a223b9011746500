import Foundation

/// A fresh directory under the system's temporary directory for one test, removed afterwards
/// (permissions restored first, so a test that locked it down cannot leave it behind).
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("RepoStoreTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer {
        if let paths = FileManager.default.enumerator(atPath: url.path) {
            for case let path as String in paths { chmod(url.appendingPathComponent(path).path, 0o700) }
        }
        chmod(url.path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }
    return try await body(url)
}

/// The permission bits of `path`, as `stat` reports them.
func permissions(of path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o777
}

/// Root ignores permission bits, so tests that need a file root cannot read are skipped.
let isRoot = geteuid() == 0
