extension RepoChange {
    /// The change stated whole for `repository` as it is before it: topic additions and
    /// removals become the whole list they leave.
    public func whole(for repository: Repository) -> RepoChange {
        switch self {
        case .addTopics(let topics):
            .setTopics(repository.topics + topics.filter { !repository.topics.contains($0) })
        case .removeTopics(let topics):
            .setTopics(repository.topics.filter { !topics.contains($0) })
        default:
            self
        }
    }

    /// What takes this change back, from `repository` as it was before it; nil when nothing can.
    public func undo(for repository: Repository) -> RepoChange? {
        switch self {
        case .archive: .unarchive
        case .unarchive: .archive
        case .visibility: .visibility(isPrivate: repository.isPrivate)
        case .addTopics, .removeTopics, .setTopics: .setTopics(repository.topics)
        case .description: .description(repository.description)
        case .homepage: .homepage(repository.homepage)
        case .rename: .rename(repository.name)
        // Applied only when the switch was the other way (the applier reads it first).
        case .feature(let feature, let enabled): .feature(feature, enabled: !enabled)
        case .syncFork, .delete: nil
        }
    }
}
