import Foundation

/// One change applied to one repository, as the journal keeps it (issue 28): enough to say what
/// happened and to take it back without asking GitHub what it was before.
public struct JournalEntry: Sendable, Equatable, Codable {
    /// Changes applied together share a batch number; an undo is a batch of its own.
    public var batch: Int
    public var time: Date
    public var repositoryID: Int64
    /// The repository's name after the change (a rename's new one).
    public var fullName: String
    /// The change as asked ("add topic cli").
    public var change: RepoChange
    /// The same change stated whole ("set the topics to a, cli"), so applying it again — an
    /// undo of its undo — does not depend on what the repository holds by then.
    public var applied: RepoChange
    /// The change that takes it back; nil when nothing can (a deletion, a fork's sync).
    public var undo: RepoChange?
    public var before: String
    public var after: String
    /// The batch this entry took back, for an undo.
    public var undoes: Int?
    /// The API root the change went to (`https://api.github.com`, an Enterprise server's): an
    /// undo goes to the same one, and another server's entries are not listed.
    public var api: String?

    public init(batch: Int, time: Date, repositoryID: Int64, fullName: String, change: RepoChange, applied: RepoChange,
                undo: RepoChange?, before: String, after: String, undoes: Int? = nil) {
        self.batch = batch
        self.time = time
        self.repositoryID = repositoryID
        self.fullName = fullName
        self.change = change
        self.applied = applied
        self.undo = undo
        self.before = before
        self.after = after
        self.undoes = undoes
    }
}

extension JournalEntry {
    /// What applying a change to the entry's repository needs of it: where it is now, and its id.
    public static func repository(of entry: JournalEntry) -> Repository {
        let parts = entry.fullName.split(separator: "/", maxSplits: 1).map(String.init)
        let owner = parts.first ?? "", name = parts.count > 1 ? parts[1] : entry.fullName
        return Repository(id: RepoID(entry.repositoryID), name: name, fullName: entry.fullName,
                          owner: Owner(login: owner, id: 0, avatarURL: ""), htmlURL: "https://github.com/" + entry.fullName)
    }
}
