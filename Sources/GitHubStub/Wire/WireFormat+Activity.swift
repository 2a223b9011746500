import Foundation

extension WireFormat {
    /// One item of `/issues`: an `issue`, with `pull_request` for a pull request.
    func issue(_ issue: StubIssue, repo: StubRepository, owner: StubUser) -> JSONValue {
        let path = Self.path(repo, owner)
        let id = repo.id * 10_000 + Int64(issue.number)
        var members: [(String, JSONValue)] = [
            ("url", .string(apiBase + "/repos/" + path + "/issues/\(issue.number)")),
            ("repository_url", .string(apiBase + "/repos/" + path)),
            ("comments_url", .string(apiBase + "/repos/" + path + "/issues/\(issue.number)/comments")),
            ("html_url", .string(Self.webBase + "/" + path + (issue.pullRequest == nil ? "/issues/" : "/pull/") + "\(issue.number)")),
            ("id", .integer(id)),
            ("node_id", .string(Self.nodeID(issue.pullRequest == nil ? "05:Issue" : "011:PullRequest", id))),
            ("number", .int(issue.number)),
            ("title", .string(issue.title)),
            ("user", simpleUser(author(issue.author))),
            ("labels", .array(issue.labels.map { label(repo: path, $0) })),
            ("state", .string(issue.state)),
            ("state_reason", issue.state == "closed" ? .string("completed") : .null),
            ("locked", .bool(false)),
            ("assignee", .null),
            ("assignees", .array([])),
            ("comments", .int(issue.comments)),
            ("created_at", Self.date(issue.createdAt)),
            ("updated_at", Self.date(issue.updatedAt)),
            ("closed_at", Self.date(issue.closedAt)),
            ("author_association", .string(issue.author == owner.login ? "OWNER" : "CONTRIBUTOR")),
            ("body", .optional(issue.body)),
        ]
        if let pull = issue.pullRequest {
            members.append(("draft", .bool(pull.isDraft)))
            members.append(("pull_request", .object([
                ("url", .string(apiBase + "/repos/" + path + "/pulls/\(issue.number)")),
                ("html_url", .string(Self.webBase + "/" + path + "/pull/\(issue.number)")),
                ("diff_url", .string(Self.webBase + "/" + path + "/pull/\(issue.number).diff")),
                ("patch_url", .string(Self.webBase + "/" + path + "/pull/\(issue.number).patch")),
                ("merged_at", Self.date(pull.mergedAt)),
            ])))
        }
        return .object(members)
    }

    /// One item of `/pulls` (`pull-request-simple`).
    func pullRequest(_ issue: StubIssue, repo: StubRepository, owner: StubUser) -> JSONValue {
        let path = Self.path(repo, owner)
        let id = repo.id * 10_000 + Int64(issue.number)
        let pull = (issue.pullRequest ?? StubPullRequest(head: "change-\(issue.number)"))
            .completed(number: issue.number, author: issue.author, createdAt: issue.createdAt, seed: repo.id)
        let base = pull.base ?? repo.defaultBranch
        let (headOwner, headRef) = pull.head.contains(":")
            ? (String(pull.head.prefix { $0 != ":" }), String(pull.head.drop { $0 != ":" }.dropFirst()))
            : (owner.login, pull.head)
        return .object([
            ("url", .string(apiBase + "/repos/" + path + "/pulls/\(issue.number)")),
            ("id", .integer(id)),
            ("node_id", .string(Self.nodeID("011:PullRequest", id))),
            ("html_url", .string(Self.webBase + "/" + path + "/pull/\(issue.number)")),
            ("number", .int(issue.number)),
            ("state", .string(issue.state)),
            ("locked", .bool(false)),
            ("title", .string(issue.title)),
            ("user", simpleUser(author(issue.author))),
            ("body", .optional(issue.body)),
            ("labels", .array(issue.labels.map { label(repo: path, $0) })),
            ("created_at", Self.date(issue.createdAt)),
            ("updated_at", Self.date(issue.updatedAt)),
            ("closed_at", Self.date(issue.closedAt)),
            ("merged_at", Self.date(pull.mergedAt)),
            ("draft", .bool(pull.isDraft)),
            ("head", .object([
                ("label", .string(headOwner + ":" + headRef)), ("ref", .string(headRef)),
                ("sha", .string(headSHA(of: issue, repo: repo))), ("user", simpleUser(author(headOwner))),
            ])),
            ("base", .object([
                ("label", .string(owner.login + ":" + base)), ("ref", .string(base)),
                ("sha", .string(Self.sha(of: "\(id) base"))), ("user", simpleUser(owner)),
            ])),
            ("author_association", .string(issue.author == owner.login ? "OWNER" : "CONTRIBUTOR")),
            ("requested_reviewers", .array((pull.requestedReviewers ?? []).map { simpleUser(author($0)) })),
            ("requested_teams", .array([])),
        ])
    }

    /// One item of `/actions/runs`' `workflow_runs`.
    func run(_ run: StubRun, repo: StubRepository, owner: StubUser) -> JSONValue {
        let path = Self.path(repo, owner)
        let workflowID = Int64(run.workflow.utf8.reduce(7) { ($0 &* 31 &+ Int($1)) % 9_000_000 })
        return .object([
            ("id", .integer(run.id)),
            ("name", .string(run.workflow)),
            ("node_id", .string(Self.nodeID("011:WorkflowRun", run.id))),
            ("head_branch", .string(run.branch)),
            ("head_sha", .string(Self.sha(of: "\(run.id)"))),
            ("path", .string(".github/workflows/" + run.workflow.lowercased() + ".yml")),
            ("display_title", .string(run.title)),
            ("run_number", .int(run.runNumber)),
            ("event", .string(run.event)),
            ("status", .string(run.status)),
            ("conclusion", .optional(run.status == "completed" ? run.conclusion : nil)),
            ("workflow_id", .integer(workflowID)),
            ("url", .string(apiBase + "/repos/" + path + "/actions/runs/\(run.id)")),
            ("html_url", .string(Self.webBase + "/" + path + "/actions/runs/\(run.id)")),
            ("created_at", Self.date(run.startedAt)),
            ("updated_at", Self.date(run.updatedAt)),
            ("run_started_at", Self.date(run.startedAt)),
            ("run_attempt", .int(1)),
            ("actor", simpleUser(owner)),
        ])
    }

    /// One item of `/issues/{n}/comments`.
    func comment(_ comment: StubComment, id: Int64, issue: Int, repo: StubRepository, owner: StubUser) -> JSONValue {
        let path = Self.path(repo, owner)
        return .object([
            ("url", .string(apiBase + "/repos/" + path + "/issues/comments/\(id)")),
            ("html_url", .string(Self.webBase + "/" + path + "/issues/\(issue)#issuecomment-\(id)")),
            ("issue_url", .string(apiBase + "/repos/" + path + "/issues/\(issue)")),
            ("id", .integer(id)),
            ("node_id", .string(Self.nodeID("012:IssueComment", id))),
            ("user", simpleUser(author(comment.author))),
            ("created_at", Self.date(comment.createdAt)),
            ("updated_at", Self.date(comment.createdAt)),
            ("author_association", .string(comment.author == owner.login ? "OWNER" : "CONTRIBUTOR")),
            ("body", .string(comment.body)),
        ])
    }

    /// One item of `/actions/runs/{id}/jobs`' `jobs`, its steps one after another from the run's start.
    func job(_ job: StubJob, index: Int, run: StubRun, repo: StubRepository, owner: StubUser) -> JSONValue {
        let path = Self.path(repo, owner)
        let id = run.id * 100 + Int64(index)
        var clock = run.startedAt
        let steps: [JSONValue] = job.steps.enumerated().map { number, step in
            let started = clock
            clock = clock.addingTimeInterval(Double(step.seconds))
            return .object([
                ("name", .string(step.name)),
                ("status", .string(step.conclusion == nil ? "in_progress" : "completed")),
                ("conclusion", .optional(step.conclusion)),
                ("number", .int(number + 1)),
                ("started_at", Self.date(started)),
                ("completed_at", step.conclusion == nil ? .null : Self.date(clock)),
            ])
        }
        return .object([
            ("id", .integer(id)),
            ("run_id", .integer(run.id)),
            ("node_id", .string(Self.nodeID("08:CheckRun", id))),
            ("head_branch", .string(run.branch)),
            ("url", .string(apiBase + "/repos/" + path + "/actions/jobs/\(id)")),
            ("html_url", .string(Self.webBase + "/" + path + "/actions/runs/\(run.id)/job/\(id)")),
            ("status", .string(job.conclusion == nil ? "in_progress" : "completed")),
            ("conclusion", .optional(job.conclusion)),
            ("started_at", Self.date(run.startedAt)),
            ("completed_at", job.conclusion == nil ? .null : Self.date(clock)),
            ("name", .string(job.name)),
            ("steps", .array(steps)),
            ("workflow_name", .string(run.workflow)),
        ])
    }

    private func label(repo path: String, _ label: StubLabel) -> JSONValue {
        let id = Int64(label.name.utf8.reduce(11) { ($0 &* 31 &+ Int($1)) % 900_000_000 })
        return .object([
            ("id", .integer(id)),
            ("node_id", .string(Self.nodeID("05:Label", id))),
            ("url", .string(apiBase + "/repos/" + path + "/labels/" + URLPath.encode(label.name))),
            ("name", .string(label.name)),
            ("color", .string(label.color)),
            ("default", .bool(StubActivity.defaultLabels.contains(label))),
            ("description", .null),
        ])
    }

    /// An author who need not be in the dataset: an id made from the login, the same on every run.
    func author(_ login: String) -> StubUser {
        StubUser(login: login, id: login.utf8.reduce(Int64(5_000_000)) { ($0 &* 31 &+ Int64($1)) % 90_000_000 + 5_000_000 })
    }

    static func path(_ repo: StubRepository, _ owner: StubUser) -> String {
        URLPath.encode(owner.login) + "/" + URLPath.encode(repo.name)
    }

    /// Forty hex digits derived from `seed`: a commit id that looks like one.
    static func sha(of seed: String) -> String {
        ContentHash.hex(of: Data(seed.utf8), length: 40)
    }
}
