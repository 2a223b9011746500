import Foundation

/// One check run of a commit, as `/commits/{sha}/check-runs` lists it: a workflow's job, or
/// another app's check.
public struct CheckRunSummary: Sendable, Hashable, Codable {
    public var id: Int64
    public var name: String
    /// `queued`, `in_progress`, `completed` (and `waiting`, `requested`, `pending`).
    public var status: String
    /// Once completed: `success`, `failure`, `neutral`, `cancelled`, `skipped`, `timed_out`,
    /// `action_required`, `stale`.
    public var conclusion: String?

    public init(id: Int64, name: String, status: String, conclusion: String?) {
        self.id = id
        self.name = name
        self.status = status
        self.conclusion = conclusion
    }
}
