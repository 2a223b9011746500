import Foundation

/// What a pull request's row asks of the stub beyond `/pulls`: its reviews, and its head
/// commit's check runs and combined status.
extension WireFormat {
    /// A pull request's head commit: what its check runs and statuses are asked by.
    func headSHA(of issue: StubIssue, repo: StubRepository) -> String {
        Self.sha(of: "\(repo.id * 10_000 + Int64(issue.number)) head")
    }

    /// One item of `/pulls/{n}/reviews`.
    func review(_ review: StubReview, index: Int, of issue: StubIssue, repo: StubRepository, owner: StubUser) -> JSONValue {
        let path = Self.path(repo, owner)
        let id = (repo.id * 10_000 + Int64(issue.number)) * 100 + Int64(index)
        return .object([
            ("id", .integer(id)),
            ("node_id", .string(Self.nodeID("017:PullRequestReview", id))),
            ("user", simpleUser(author(review.author))),
            ("body", .string("")),
            ("state", .string(review.state)),
            ("html_url", .string(Self.webBase + "/" + path + "/pull/\(issue.number)#pullrequestreview-\(id)")),
            ("pull_request_url", .string(apiBase + "/repos/" + path + "/pulls/\(issue.number)")),
            ("author_association", .string(review.author == owner.login ? "OWNER" : "CONTRIBUTOR")),
            ("submitted_at", Self.date(review.submittedAt)),
            ("commit_id", .string(headSHA(of: issue, repo: repo))),
        ])
    }

    /// One item of `/commits/{sha}/check-runs`' `check_runs`: a job of the pull request's workflow.
    func checkRun(_ check: StubCheck, index: Int, of issue: StubIssue, repo: StubRepository, owner: StubUser) -> JSONValue {
        let path = Self.path(repo, owner)
        let id = (repo.id * 10_000 + Int64(issue.number)) * 10 + Int64(index)
        let started = issue.updatedAt
        return .object([
            ("id", .integer(id)),
            ("head_sha", .string(headSHA(of: issue, repo: repo))),
            ("node_id", .string(Self.nodeID("08:CheckRun", id))),
            ("url", .string(apiBase + "/repos/" + path + "/check-runs/\(id)")),
            ("html_url", .string(Self.webBase + "/" + path + "/runs/\(id)")),
            ("details_url", .string(Self.webBase + "/" + path + "/runs/\(id)")),
            ("status", .string(check.status)),
            ("conclusion", .optional(check.conclusion)),
            ("started_at", Self.date(started)),
            ("completed_at", check.status == "completed" ? Self.date(started.addingTimeInterval(60)) : .null),
            ("name", .string(check.name)),
            ("app", .object([("id", .int(15_368)), ("slug", .string("github-actions")), ("name", .string("GitHub Actions"))])),
            ("pull_requests", .array([])),
        ])
    }

    /// `/commits/{sha}/status`: the state of them all (`pending` with none, as GitHub says it),
    /// then each.
    func combinedStatus(_ statuses: [StubStatus], of issue: StubIssue, repo: StubRepository, owner: StubUser) -> JSONValue {
        let path = Self.path(repo, owner)
        let sha = headSHA(of: issue, repo: repo)
        let states = Set(statuses.map(\.state))
        let state = !states.isDisjoint(with: ["failure", "error"]) ? "failure"
            : statuses.isEmpty || states.contains("pending") ? "pending" : "success"
        return .object([
            ("state", .string(state)),
            ("statuses", .array(statuses.enumerated().map { index, status in
                let id = (repo.id * 10_000 + Int64(issue.number)) * 10 + Int64(index)
                return .object([
                    ("url", .string(apiBase + "/repos/" + path + "/statuses/" + sha)),
                    ("id", .integer(id)),
                    ("node_id", .string(Self.nodeID("013:StatusContext", id))),
                    ("state", .string(status.state)),
                    ("description", .string("The build " + (status.state == "pending" ? "is running" : "ended: " + status.state))),
                    ("target_url", .string("https://ci.example.com/job/\(id)")),
                    ("context", .string(status.context)),
                    ("created_at", Self.date(issue.updatedAt)),
                    ("updated_at", Self.date(issue.updatedAt)),
                ])
            })),
            ("sha", .string(sha)),
            ("total_count", .int(statuses.count)),
            ("commit_url", .string(apiBase + "/repos/" + path + "/commits/" + sha)),
            ("url", .string(apiBase + "/repos/" + path + "/commits/" + sha + "/status")),
        ])
    }
}
