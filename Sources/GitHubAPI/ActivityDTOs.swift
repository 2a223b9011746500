import Foundation

/// The fields of GitHub's `issue` (an item of `/issues`) a list row shows.
struct IssueDTO: Decodable, Sendable {
    var number: Int
    var title: String
    var state: String
    var labels: [LabelDTO]
    var user: LoginDTO?
    var comments: Int
    var createdAt: Date?
    var updatedAt: Date?
    var htmlURL: String
    var body: String?
    /// Present on a pull request, which `/issues` lists too.
    var pullRequest: PresenceDTO?

    enum CodingKeys: String, CodingKey {
        case number, title, state, labels, user, comments, body
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case htmlURL = "html_url"
        case pullRequest = "pull_request"
    }
}

/// A label as `/issues` and `/pulls` send it.
struct LabelDTO: Decodable, Sendable {
    var name: String
    var color: String?
}

/// A user of whom only the login is read.
struct LoginDTO: Decodable, Sendable {
    var login: String
}

/// An object whose presence is all that is read.
struct PresenceDTO: Decodable, Sendable {}

/// The fields of GitHub's `pull-request-simple` a list row shows.
struct PullRequestDTO: Decodable, Sendable {
    var number: Int
    var title: String
    var state: String
    var draft: Bool?
    var user: LoginDTO?
    var base: BranchDTO
    var head: BranchDTO
    var createdAt: Date?
    var updatedAt: Date?
    var mergedAt: Date?
    var htmlURL: String
    var body: String?
    var requestedReviewers: [LoginDTO]?
    var requestedTeams: [TeamDTO]?

    enum CodingKeys: String, CodingKey {
        case number, title, state, draft, user, base, head, body
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case mergedAt = "merged_at"
        case htmlURL = "html_url"
        case requestedReviewers = "requested_reviewers"
        case requestedTeams = "requested_teams"
    }

    /// A pull request's end: `ref` is the branch, `label` is `owner:branch`, `sha` its commit.
    struct BranchDTO: Decodable, Sendable {
        var ref: String
        var label: String?
        var sha: String?
    }

    struct TeamDTO: Decodable, Sendable {
        var slug: String
    }
}

/// An item of `/pulls/{n}/reviews`.
struct ReviewDTO: Decodable, Sendable {
    var id: Int64
    var user: LoginDTO?
    var state: String
    var submittedAt: Date?

    enum CodingKeys: String, CodingKey {
        case id, user, state
        case submittedAt = "submitted_at"
    }
}

/// `/commits/{sha}/check-runs`.
struct CheckRunsDTO: Decodable, Sendable {
    var totalCount: Int
    var checkRuns: [CheckRunDTO]

    enum CodingKeys: String, CodingKey {
        case totalCount = "total_count"
        case checkRuns = "check_runs"
    }

    struct CheckRunDTO: Decodable, Sendable {
        var id: Int64
        var name: String
        var status: String?
        var conclusion: String?
    }
}

/// `/actions/runs`: the runs of one page and how many there are in all.
struct WorkflowRunsDTO: Decodable, Sendable {
    var totalCount: Int
    var workflowRuns: [WorkflowRunDTO]

    enum CodingKeys: String, CodingKey {
        case totalCount = "total_count"
        case workflowRuns = "workflow_runs"
    }
}

/// The fields of GitHub's `workflow-run` a list row shows.
struct WorkflowRunDTO: Decodable, Sendable {
    var id: Int64
    var name: String?
    var displayTitle: String?
    var runNumber: Int
    var status: String?
    var conclusion: String?
    var event: String
    var headBranch: String?
    var runStartedAt: Date?
    var createdAt: Date?
    var updatedAt: Date?
    var htmlURL: String

    enum CodingKeys: String, CodingKey {
        case id, name, status, conclusion, event
        case displayTitle = "display_title"
        case runNumber = "run_number"
        case headBranch = "head_branch"
        case runStartedAt = "run_started_at"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case htmlURL = "html_url"
    }
}

/// The fields of an issue comment the conversation shows.
struct CommentDTO: Decodable, Sendable {
    var id: Int64
    var user: LoginDTO?
    var body: String?
    var createdAt: Date?
    var htmlURL: String

    enum CodingKeys: String, CodingKey {
        case id, user, body
        case createdAt = "created_at"
        case htmlURL = "html_url"
    }
}

/// `/actions/runs/{id}/jobs`.
struct JobsDTO: Decodable, Sendable {
    var jobs: [JobDTO]
}

/// The fields of a job, and of its steps, that a run's page shows.
struct JobDTO: Decodable, Sendable {
    var id: Int64
    var name: String
    var status: String?
    var conclusion: String?
    var startedAt: Date?
    var completedAt: Date?
    var htmlURL: String?
    var steps: [StepDTO]?

    enum CodingKeys: String, CodingKey {
        case id, name, status, conclusion, steps
        case startedAt = "started_at"
        case completedAt = "completed_at"
        case htmlURL = "html_url"
    }

    struct StepDTO: Decodable, Sendable {
        var number: Int
        var name: String
        var status: String?
        var conclusion: String?
        var startedAt: Date?
        var completedAt: Date?

        enum CodingKeys: String, CodingKey {
            case number, name, status, conclusion
            case startedAt = "started_at"
            case completedAt = "completed_at"
        }
    }
}

/// `/commits/{sha}/status`: the combined status, the latest of each context.
struct CombinedStatusDTO: Decodable, Sendable {
    var statuses: [StatusDTO]

    struct StatusDTO: Decodable, Sendable {
        var id: Int64
        var context: String
        var state: String
    }
}
