import RepoConfig
import Foundation
import RepoCore

/// Which repositories are on disk where `c` would clone them: a directory with a `.git` inside.
/// Off the main actor. Each directory a clone would go into is looked at once — an owner's
/// 100,000 repositories share one, and where it does not exist none is looked for — then a
/// `stat` for each repository under one that does.
enum ClonePresence {
    static func found(_ repositories: [Repository], settings: CloneSettings, home: String) -> Set<RepoID> {
        var found: Set<RepoID> = []
        var directoryExists: [Substring: Bool] = [:]
        for repository in repositories {
            guard case .success(let target) = CloneTarget.unstandardized(repository, settings: settings, home: home) else { continue }
            let parent = target.path[..<(target.path.lastIndex(of: "/") ?? target.path.startIndex)]
            let exists = directoryExists[parent] ?? {
                let exists = isDirectory(parent.isEmpty ? "." : String(parent))
                directoryExists[parent] = exists
                return exists
            }()
            // `.git` may be a file: a worktree's, a submodule's.
            if exists, FileManager.default.fileExists(atPath: target.path + "/.git") { found.insert(repository.id) }
        }
        return found
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
