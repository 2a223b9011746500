/// A clone in an owner's folder of the clone layout that the owner's list does not hold: the
/// repository was renamed, transferred or deleted on GitHub, or never pushed there.
public struct LocalClone: Equatable, Sendable {
    /// The folder's name, which stands for the repository's.
    public var name: String
    public var path: String

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}

/// What GitHub says of a local-only clone's name when asked.
public enum LocalOnlyFate: Equatable, Sendable {
    /// GitHub sent the name on (301) to this repository: renamed or transferred.
    case moved(to: String)
    /// There under this name, though not in the list (private, or the list is older).
    case onGitHub
    /// 404: deleted, never pushed, or out of reach.
    case gone
    /// It could not be asked: why.
    case unknown(String)
}
