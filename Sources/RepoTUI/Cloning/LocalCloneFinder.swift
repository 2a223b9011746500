import Foundation
import RepoConfig
import RepoCore

/// The clones in an owner's folders — the layout's and each root's — that the owner's list does
/// not hold: one directory listing and a `stat` per entry, off the main actor. Only for a layout
/// whose last part is `{repo}` alone — the folder is then the owner's — and only folders with a
/// `.git` inside (a file, for a worktree). Names are compared as GitHub compares them, case
/// aside; a name in two folders is the first one's.
enum LocalCloneFinder {
    static func find(probe: Repository, known: [Repository], settings: CloneSettings, home: String) -> [LocalClone] {
        var seen: Set<String>?
        var found: [LocalClone] = []
        for layout in settings.layouts where layout.hasSuffix("/{repo}") && layout.components(separatedBy: "{repo}").count == 2 {
            guard case .success(let probePath) = CloneTarget.path(of: probe, in: layout, home: home) else { continue }
            let folder = (probePath as NSString).deletingLastPathComponent
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder), !entries.isEmpty else { continue }
            // The list's names, once there is a folder to compare them with.
            var names = seen ?? Set(known.map { $0.name.lowercased() })
            defer { seen = names }
            for name in entries.sorted() where !name.hasPrefix(".") && CloneTarget.isSafeSegment(name) && !names.contains(name.lowercased()) {
                let path = folder + "/" + name
                guard FileManager.default.fileExists(atPath: path + "/.git") else { continue }
                names.insert(name.lowercased())
                found.append(LocalClone(name: name, path: path))
            }
        }
        return found
    }
}
