import RepoConfig
import Foundation
import RepoCore

/// Which repositories are on disk where `c` would clone them: a directory with a `.git` inside.
/// A `stat` each, off the main actor; thousands take milliseconds.
enum ClonePresence {
    static func found(_ repositories: [Repository], settings: CloneSettings, home: String) -> Set<RepoID> {
        var found: Set<RepoID> = []
        for repository in repositories {
            guard case .success(let target) = CloneTarget.resolve(repository, settings: settings, home: home) else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: target.path + "/.git", isDirectory: &isDirectory) {
                found.insert(repository.id)
            }
        }
        return found
    }
}
