import Foundation
import RepoCore

extension GitHubClient {
    /// One page of a repository's issues, pull requests or workflow runs, conditional when
    /// `etag` is given. `/issues` lists pull requests too (marked by `pull_request`): the
    /// Issues list leaves them out, so a page may hold fewer rows than it had items.
    public func activityPage(
        _ query: ActivityQuery, owner: String, name: String, branch: String?, ifNoneMatch etag: String?
    ) async throws(GitHubError) -> Revalidation<Tagged<ActivityPage>> {
        do throws(GitHubError) {
            let url = Endpoint.activity(query, owner: owner, name: name, branch: branch).url(relativeTo: configuration.baseURL)
            let reply = try await transport.get(url, ifNoneMatch: etag)
            if reply.isNotModified, etag != nil { return .notModified }
            try requireSuccess(reply, notFound: .notFound(nil))
            let hasNext = reply.header("link").map { LinkHeader.parse($0).first(rel: "next") != nil } ?? false
            return .modified(Tagged(try Self.page(query.kind, from: reply, hasNext: hasNext), etag: reply.etag))
        } catch {
            throw failed(error)
        }
    }

    private static func page(_ kind: ActivityKind, from reply: HTTPReply, hasNext: Bool) throws(GitHubError) -> ActivityPage {
        switch kind {
        case .issues:
            let items = try decode([IssueDTO].self, from: reply).filter { $0.pullRequest == nil }.map { issue in
                IssueSummary(number: issue.number, title: issue.title, state: issue.state,
                             labels: issue.labels.map { IssueLabel(name: $0.name, color: $0.color) },
                             author: issue.user?.login, comments: max(0, issue.comments),
                             createdAt: issue.createdAt, updatedAt: issue.updatedAt, htmlURL: issue.htmlURL, body: issue.body)
            }
            return ActivityPage(items: .issues(items), hasNextPage: hasNext)
        case .pullRequests:
            let items = try decode([PullRequestDTO].self, from: reply).map { pull in
                PullRequestSummary(number: pull.number, title: pull.title, state: pull.state, isDraft: pull.draft ?? false,
                                   author: pull.user?.login, base: pull.base.ref, head: headName(pull), headSHA: pull.head.sha,
                                   requestedReviewers: (pull.requestedReviewers ?? []).map(\.login)
                                       + (pull.requestedTeams ?? []).map(\.slug),
                                   createdAt: pull.createdAt, updatedAt: pull.updatedAt, mergedAt: pull.mergedAt,
                                   htmlURL: pull.htmlURL, body: pull.body)
            }
            return ActivityPage(items: .pullRequests(items), hasNextPage: hasNext)
        case .runs:
            let runs = try decode(WorkflowRunsDTO.self, from: reply)
            let items = runs.workflowRuns.map { run in
                WorkflowRunSummary(id: run.id, workflow: run.name ?? "workflow", title: run.displayTitle ?? "",
                                   runNumber: run.runNumber, status: run.status ?? "unknown", conclusion: run.conclusion,
                                   event: run.event, branch: run.headBranch, startedAt: run.runStartedAt ?? run.createdAt,
                                   updatedAt: run.updatedAt, htmlURL: run.htmlURL)
            }
            return ActivityPage(items: .runs(items), hasNextPage: hasNext, totalCount: max(0, runs.totalCount))
        case .comments:
            let items = try decode([CommentDTO].self, from: reply).map { comment in
                CommentSummary(id: comment.id, author: comment.user?.login, body: comment.body ?? "", createdAt: comment.createdAt,
                               htmlURL: comment.htmlURL)
            }
            return ActivityPage(items: .comments(items), hasNextPage: hasNext)
        case .jobs:
            let items = try decode(JobsDTO.self, from: reply).jobs.map { job in
                JobSummary(id: job.id, name: job.name, status: job.status ?? "unknown", conclusion: job.conclusion,
                           startedAt: job.startedAt, completedAt: job.completedAt, htmlURL: job.htmlURL ?? "",
                           steps: (job.steps ?? []).map { step in
                               JobSummary.Step(number: step.number, name: step.name, status: step.status ?? "unknown",
                                               conclusion: step.conclusion, startedAt: step.startedAt, completedAt: step.completedAt)
                           })
            }
            return ActivityPage(items: .jobs(items), hasNextPage: hasNext)
        case .reviews:
            let items = try decode([ReviewDTO].self, from: reply).map { review in
                ReviewSummary(id: review.id, author: review.user?.login, state: review.state, submittedAt: review.submittedAt)
            }
            return ActivityPage(items: .reviews(items), hasNextPage: hasNext)
        case .checkRuns:
            let runs = try decode(CheckRunsDTO.self, from: reply)
            let items = runs.checkRuns.map { run in
                CheckRunSummary(id: run.id, name: run.name, status: run.status ?? "unknown", conclusion: run.conclusion)
            }
            return ActivityPage(items: .checkRuns(items), hasNextPage: hasNext, totalCount: max(0, runs.totalCount))
        case .statuses:
            let items = try decode(CombinedStatusDTO.self, from: reply).statuses.map { status in
                CommitStatusSummary(id: status.id, context: status.context, state: status.state)
            }
            return ActivityPage(items: .statuses(items), hasNextPage: hasNext)
        }
    }

    /// The head branch, as `owner:branch` when it lives in another repository than the base.
    private static func headName(_ pull: PullRequestDTO) -> String {
        func owner(_ label: String) -> Substring { label.prefix(while: { $0 != ":" }) }
        guard let head = pull.head.label, let base = pull.base.label, owner(head) != owner(base) else { return pull.head.ref }
        return head
    }
}
