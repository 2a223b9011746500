import RepoConfig
import Foundation
import RepoCore

/// Which repositories are on disk where `c` would clone them, or under one of the roots: a
/// directory with a `.git` inside. Off the main actor. Each directory a clone would be in is
/// looked at once — an owner's 100,000 repositories share one, and where it does not exist none
/// is looked for — then a `stat` for each repository under one that does.
enum ClonePresence {
    static func found(_ repositories: [Repository], settings: CloneSettings, home: String) -> Set<RepoID> {
        var found: Set<RepoID> = []
        var directoryExists: [Substring: Bool] = [:]
        for layout in settings.layouts {
            for repository in repositories where !found.contains(repository.id) {
                guard case .success(let path) = CloneTarget.path(of: repository, in: layout, home: home) else { continue }
                let parent = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
                let exists = directoryExists[parent] ?? {
                    let exists = isDirectory(parent.isEmpty ? "." : String(parent))
                    directoryExists[parent] = exists
                    return exists
                }()
                // `.git` may be a file: a worktree's, a submodule's.
                if exists, FileManager.default.fileExists(atPath: path + "/.git") { found.insert(repository.id) }
            }
        }
        return found
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
