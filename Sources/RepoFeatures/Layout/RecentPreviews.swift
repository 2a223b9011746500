import RepoCore

/// The previews shown last, so that coming back to a repository shows what was already fetched
/// for it — its own page, its parts — rather than the list's poorer copy while they are asked
/// again: the preview never goes back to worse facts (issue 32, item 6). A few dozen are enough
/// for moving up and down a screenful, and small beside the list.
struct RecentPreviews: Equatable, Sendable {
    static let capacity = 32

    /// Oldest first; one per repository.
    private(set) var details: [RepoDetail.State] = []

    func detail(of repository: RepoID) -> RepoDetail.State? {
        details.last { $0.repository.id == repository }
    }

    /// Drops these repositories' previews (GitHub's answer to a change made them stale).
    mutating func forget(_ repositories: Set<RepoID>) {
        details.removeAll { repositories.contains($0.repository.id) }
    }

    mutating func remember(_ detail: RepoDetail.State) {
        details.removeAll { $0.repository.id == detail.repository.id }
        details.append(detail)
        if details.count > Self.capacity { details.removeFirst(details.count - Self.capacity) }
    }
}
