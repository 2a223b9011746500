import Foundation

/// A GitHub Actions workflow run as a list row shows it.
public struct WorkflowRunSummary: Sendable, Hashable, Codable {
    public var id: Int64
    /// The workflow's name (`CI`).
    public var workflow: String
    /// What the run is about: the commit's first line, or the pull request's title.
    public var title: String
    public var runNumber: Int
    /// `queued`, `in_progress`, `completed` …
    public var status: String
    /// Once completed: `success`, `failure`, `cancelled`, `skipped`, `timed_out` …
    public var conclusion: String?
    /// What started it: `push`, `pull_request`, `schedule` …
    public var event: String
    public var branch: String?
    public var startedAt: Date?
    public var updatedAt: Date?
    public var htmlURL: String

    public init(id: Int64, workflow: String, title: String, runNumber: Int, status: String, conclusion: String?,
                event: String, branch: String?, startedAt: Date?, updatedAt: Date?, htmlURL: String) {
        self.id = id
        self.workflow = workflow
        self.title = title
        self.runNumber = runNumber
        self.status = status
        self.conclusion = conclusion
        self.event = event
        self.branch = branch
        self.startedAt = startedAt
        self.updatedAt = updatedAt
        self.htmlURL = htmlURL
    }

    /// How long it ran (until its last update); nil while it has not started.
    public var duration: TimeInterval? {
        guard let startedAt, let updatedAt, updatedAt >= startedAt else { return nil }
        return updatedAt.timeIntervalSince(startedAt)
    }
}
