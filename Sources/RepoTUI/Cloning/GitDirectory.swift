import Foundation

/// Where a clone's repository data is: `.git` itself, or — for a worktree or a submodule, whose
/// `.git` is a file saying `gitdir: …` — where that file points.
enum GitDirectory {
    static func of(clone path: String) -> String? {
        let dotGit = path + "/.git"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { return dotGit }
        guard let text = try? String(contentsOfFile: dotGit, encoding: .utf8),
              let line = text.split(separator: "\n").first, line.hasPrefix("gitdir: ") else { return nil }
        let target = line.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespaces)
        return target.hasPrefix("/") ? target : path + "/" + target
    }
}
