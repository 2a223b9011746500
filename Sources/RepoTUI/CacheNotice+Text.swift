import RepoCore

extension CacheNotice {
    /// What the user is told, once, about a cache that could not be used as it was.
    var userText: String {
        switch self {
        case .movedAside(let path):
            "the cache file was unreadable and was moved aside to \(path); starting with a fresh cache"
        case .disabled(let reason):
            "running without a cache: \(reason)"
        }
    }
}
