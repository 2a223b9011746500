import Foundation

/// What goes on inside a repository, as the stub serves it (issue 29): issues and pull requests
/// in one number space (as GitHub keeps them), and workflow runs. A dataset may spell them out;
/// otherwise `generated(for:owner:openPullRequests:)` derives them from the repository.
public struct StubActivity: Codable, Sendable, Hashable {
    /// Issues and pull requests, any order; served newest first.
    public var issues: [StubIssue]
    /// Workflow runs, any order; served newest first.
    public var runs: [StubRun]

    public init(issues: [StubIssue] = [], runs: [StubRun] = []) {
        self.issues = issues
        self.runs = runs
    }
}

public struct StubIssue: Codable, Sendable, Hashable {
    public var number: Int
    public var title: String
    /// `open` or `closed`.
    public var state: String
    public var author: String
    public var labels: [StubLabel]
    public var comments: Int
    public var createdAt: Date
    public var updatedAt: Date
    public var closedAt: Date?
    public var body: String?
    /// Set for a pull request, which `/issues` serves too, marked by its `pull_request` member.
    public var pullRequest: StubPullRequest?

    public init(number: Int, title: String, state: String = "open", author: String, labels: [StubLabel] = [],
                comments: Int = 0, createdAt: Date, updatedAt: Date? = nil, closedAt: Date? = nil, body: String? = nil,
                pullRequest: StubPullRequest? = nil) {
        self.number = number
        self.title = title
        self.state = state
        self.author = author
        self.labels = labels
        self.comments = comments
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.closedAt = closedAt
        self.body = body
        self.pullRequest = pullRequest
    }
}

public struct StubPullRequest: Codable, Sendable, Hashable {
    public var isDraft: Bool
    /// The branch with its commits; `owner:branch` for one from a fork.
    public var head: String
    /// The branch it merges into; nil: the repository's default branch.
    public var base: String?
    public var mergedAt: Date?

    public init(isDraft: Bool = false, head: String, base: String? = nil, mergedAt: Date? = nil) {
        self.isDraft = isDraft
        self.head = head
        self.base = base
        self.mergedAt = mergedAt
    }
}

public struct StubLabel: Codable, Sendable, Hashable {
    public var name: String
    /// Six hex digits, as GitHub sends them.
    public var color: String

    public init(_ name: String, color: String) {
        self.name = name
        self.color = color
    }
}

public struct StubRun: Codable, Sendable, Hashable {
    public var id: Int64
    public var workflow: String
    public var title: String
    public var runNumber: Int
    /// `queued`, `in_progress` or `completed`.
    public var status: String
    /// `success`, `failure`, `cancelled` … once completed.
    public var conclusion: String?
    public var event: String
    public var branch: String
    public var startedAt: Date
    public var updatedAt: Date

    public init(id: Int64, workflow: String, title: String, runNumber: Int, status: String = "completed",
                conclusion: String?, event: String = "push", branch: String, startedAt: Date, updatedAt: Date) {
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
    }
}
