import RepoCore

/// What a job of the clones' queue does: `c` clones, `F` fetches, `U` fast-forwards.
enum CloneWork: Hashable, Sendable {
    case clone
    case update(CloneUpdate)
}

/// What `F` and `U` do to a clone that exists. Neither touches the working tree of a dirty
/// clone, merges, rebases or rewrites a branch.
public enum CloneUpdate: Hashable, Sendable {
    /// `git fetch`: the remote's branches come in; the working tree stays as it is.
    case fetch
    /// `git merge --ff-only` to the upstream, only for a clean clone that is behind and not ahead.
    case fastForward
}

/// What a job came to.
public enum CloneOutcome: Equatable, Sendable {
    case cloned(path: String)
    /// Fetched; the clone as git tells it now.
    case fetched(CloneState)
    /// Moved `commits` forward to its upstream.
    case fastForwarded(commits: Int, CloneState)

    /// The clone's state after the job, for the list's column and detail.
    public var state: CloneState? {
        switch self {
        case .cloned: nil
        case .fetched(let state), .fastForwarded(_, let state): state
        }
    }
}
