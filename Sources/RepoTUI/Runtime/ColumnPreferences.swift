import Foundation
import RepoFeatures

/// The list's columns as last chosen with `C`: one small file, `columns`, in the cache directory
/// (one name per line), so the choice outlives a run and goes with the cache when it is deleted.
struct ColumnPreferences: Sendable {
    let file: URL

    init(cacheRoot: URL) {
        file = cacheRoot.appendingPathComponent("columns", isDirectory: false)
    }

    /// The remembered columns; the defaults when there are none or the file cannot be read.
    /// The columns `C` chose last, else `fallback` (the config file's, or the defaults).
    func load(fallback: [ColumnID] = ColumnID.defaults) -> [ColumnID] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return fallback }
        let names = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let columns = ColumnID.sanitized(names)
        return columns.count > 1 ? columns : fallback
    }

    /// Writes the choice whole (a temporary file renamed over the old one), private to the user.
    /// A failure costs only the choice's memory; the screen already shows it.
    func save(_ columns: [ColumnID]) {
        let manager = FileManager.default
        let directory = file.deletingLastPathComponent()
        try? manager.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let data = Data(columns.map { $0.rawValue + "\n" }.joined().utf8)
        let temporary = directory.appendingPathComponent(".columns.\(UUID().uuidString)")
        guard manager.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else { return }
        if rename(temporary.path, file.path) != 0 { try? manager.removeItem(at: temporary) }
    }
}
