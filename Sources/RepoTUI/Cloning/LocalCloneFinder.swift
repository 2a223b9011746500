import Foundation
import RepoConfig
import RepoCore

/// The clones in an owner's folder of the clone layout that the owner's list does not hold:
/// one directory listing and a `stat` per entry, off the main actor. Only for a layout whose
/// last part is `{repo}` alone — the folder is then the owner's — and only folders with a
/// `.git` inside (a file, for a worktree). Names are compared as GitHub compares them, case aside.
enum LocalCloneFinder {
    static func find(probe: Repository, known: [Repository], settings: CloneSettings, home: String) -> [LocalClone] {
        guard settings.layout.hasSuffix("/{repo}"), settings.layout.components(separatedBy: "{repo}").count == 2,
              case .success(let target) = CloneTarget.unstandardized(probe, settings: settings, home: home) else { return [] }
        let folder = (target.path as NSString).deletingLastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let names = Set(known.map { $0.name.lowercased() })
        return entries.sorted().compactMap { name in
            guard !name.hasPrefix("."), !names.contains(name.lowercased()), CloneTarget.isSafeSegment(name) else { return nil }
            let path = folder + "/" + name
            return FileManager.default.fileExists(atPath: path + "/.git") ? LocalClone(name: name, path: path) : nil
        }
    }
}
