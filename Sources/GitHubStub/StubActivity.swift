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
    /// The conversation, oldest first; nil: `comments` of them generated (`StubComment.generated`).
    public var thread: [StubComment]?

    public init(number: Int, title: String, state: String = "open", author: String, labels: [StubLabel] = [],
                comments: Int = 0, createdAt: Date, updatedAt: Date? = nil, closedAt: Date? = nil, body: String? = nil,
                pullRequest: StubPullRequest? = nil, thread: [StubComment]? = nil) {
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
        self.thread = thread
        if let thread { self.comments = thread.count }
    }
}

public struct StubPullRequest: Codable, Sendable, Hashable {
    public var isDraft: Bool
    /// The branch with its commits; `owner:branch` for one from a fork.
    public var head: String
    /// The branch it merges into; nil: the repository's default branch.
    public var base: String?
    public var mergedAt: Date?
    /// Oldest first; nil: generated (`completed(number:author:createdAt:seed:)`).
    public var reviews: [StubReview]?
    /// Who is asked for a review; nil: generated with the reviews.
    public var requestedReviewers: [String]?
    /// The head commit's check runs; nil: generated (`completed(number:author:createdAt:seed:)`).
    public var checks: [StubCheck]?
    /// The head commit's statuses, the latest of each context; nil: generated likewise.
    public var statuses: [StubStatus]?

    public init(isDraft: Bool = false, head: String, base: String? = nil, mergedAt: Date? = nil, reviews: [StubReview]? = nil,
                requestedReviewers: [String]? = nil, checks: [StubCheck]? = nil, statuses: [StubStatus]? = nil) {
        self.isDraft = isDraft
        self.head = head
        self.base = base
        self.mergedAt = mergedAt
        self.reviews = reviews
        self.requestedReviewers = requestedReviewers
        self.checks = checks
        self.statuses = statuses
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
    /// nil: generated from the run (`StubJob.generated`).
    public var jobs: [StubJob]?

    public init(id: Int64, workflow: String, title: String, runNumber: Int, status: String = "completed",
                conclusion: String?, event: String = "push", branch: String, startedAt: Date, updatedAt: Date, jobs: [StubJob]? = nil) {
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
        self.jobs = jobs
    }
}

public struct StubComment: Codable, Sendable, Hashable {
    public var author: String
    public var body: String
    public var createdAt: Date

    public init(author: String, body: String, createdAt: Date) {
        self.author = author
        self.body = body
        self.createdAt = createdAt
    }
}

public struct StubJob: Codable, Sendable, Hashable {
    public var name: String
    public var conclusion: String?
    /// Each step's name and conclusion, in order.
    public var steps: [StubStep]

    public init(name: String, conclusion: String?, steps: [StubStep]) {
        self.name = name
        self.conclusion = conclusion
        self.steps = steps
    }
}

public struct StubStep: Codable, Sendable, Hashable {
    public var name: String
    public var conclusion: String?
    public var seconds: Int

    public init(_ name: String, conclusion: String?, seconds: Int) {
        self.name = name
        self.conclusion = conclusion
        self.seconds = seconds
    }
}
