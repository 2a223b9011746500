import Foundation

/// One review of a pull request, as `/pulls/{n}/reviews` lists it (oldest first).
public struct ReviewSummary: Sendable, Hashable, Codable {
    public var id: Int64
    /// nil: the account is gone ("ghost").
    public var author: String?
    /// `APPROVED`, `CHANGES_REQUESTED`, `COMMENTED`, `DISMISSED` or `PENDING`, as GitHub spells them.
    public var state: String
    public var submittedAt: Date?

    public init(id: Int64, author: String?, state: String, submittedAt: Date?) {
        self.id = id
        self.author = author
        self.state = state
        self.submittedAt = submittedAt
    }
}
