import RepoCore

/// A request that produced no usable answer, and whether trying again could help.
struct TransportFailure: Error, Sendable {
    var error: GitHubError
    /// A timeout, a connection lost, a body cut off: the next attempt may well succeed.
    var isTransient: Bool
}
