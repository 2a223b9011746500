import Foundation

/// Finds programs the way a shell would, on an injected PATH, without running a shell.
struct ExecutableLookup: Sendable {
    /// The directories searched, in order.
    var directories: [String]
    var isExecutable: @Sendable (String) -> Bool

    /// PATH from `environment` (a POSIX default when unset); empty entries are skipped rather
    /// than meaning the current directory, which a launcher should never search.
    init(environment: [String: String],
         isExecutable: @escaping @Sendable (String) -> Bool = ExecutableLookup.isExecutableFile) {
        let path = environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
        directories = path.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        self.isExecutable = isExecutable
    }

    /// The absolute path `name` runs as: itself when it names a path (it contains a slash),
    /// else the first executable of that name on PATH; nil when there is none.
    func find(_ name: String) -> String? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") { return isExecutable(name) ? name : nil }
        for directory in directories {
            let candidate = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if isExecutable(candidate) { return candidate }
        }
        return nil
    }

    /// A regular file (or a link to one) this process may execute.
    @Sendable static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && access(path, X_OK) == 0
    }
}
