import RepoCore

extension CacheNotice {
    /// What the user is told, once, about a cache that could not be used as it was.
    var userText: String {
        switch self {
        case .movedAside(let path):
            "unreadable cache moved aside to \(path)"
        case .disabled(let reason):
            "running without a cache: \(reason)"
        }
    }
}
