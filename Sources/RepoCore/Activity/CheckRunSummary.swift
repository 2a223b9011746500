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

/// One commit status of a commit, as its combined status (`/commits/{sha}/status`) lists them:
/// the latest of each context — a CI service that reports statuses rather than check runs.
public struct CommitStatusSummary: Sendable, Hashable, Codable {
    public var id: Int64
    /// What set it: `ci/jenkins`, `continuous-integration/travis-ci` …
    public var context: String
    /// `success`, `failure`, `error` or `pending`.
    public var state: String

    public init(id: Int64, context: String, state: String) {
        self.id = id
        self.context = context
        self.state = state
    }
}
