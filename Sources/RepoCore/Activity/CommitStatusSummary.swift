import Foundation

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
