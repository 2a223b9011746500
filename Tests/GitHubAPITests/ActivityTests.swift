import Foundation
import GitHubStub
import RepoCore
import TestSupport
import Testing
@testable import GitHubAPI

/// Issue 29: a repository's issues, pull requests and workflow runs a page at a time, against
/// the stub — pull requests left out of the issues, pages linked, runs of one branch, and every
/// page revalidated with its `ETag`.
@Suite struct ActivityTests {
    static let day = Date(timeIntervalSince1970: 1_780_000_000)

    /// octocat/Hello-World (default branch `master`) with 60 open issues, an open draft pull
    /// request from a fork, a merged one, a closed issue, and runs on two branches.
    static var dataset: StubDataset {
        var issues = (1...60).map { StubIssue(number: $0, title: "Issue \($0)", author: "hubot", createdAt: day) }
        issues.append(StubIssue(number: 61, title: "Add a feature", author: "monalisa",
                                labels: [StubLabel("enhancement", color: "a2eeef")], comments: 2, createdAt: day,
                                pullRequest: StubPullRequest(isDraft: true, head: "monalisa:feature")))
        issues.append(StubIssue(number: 62, title: "Fix it", state: "closed", author: "octocat", createdAt: day, closedAt: day,
                                pullRequest: StubPullRequest(head: "fix", mergedAt: day)))
        issues.append(StubIssue(number: 63, title: "Old question", state: "closed", author: "hubot", createdAt: day, closedAt: day,
                                thread: [StubComment(author: "monalisa", body: "Answered in the **docs**.", createdAt: day)]))
        issues.append(StubIssue(number: 64, title: "Long thread", state: "closed", author: "hubot", comments: 150, createdAt: day,
                                closedAt: day))
        let runs = [
            StubRun(id: 11, workflow: "CI", title: "Issue 60", runNumber: 1, conclusion: "success", branch: "master",
                    startedAt: day, updatedAt: day.addingTimeInterval(90)),
            StubRun(id: 12, workflow: "CI", title: "Add a feature", runNumber: 2, conclusion: "failure", event: "pull_request",
                    branch: "feature", startedAt: day, updatedAt: day.addingTimeInterval(30)),
            StubRun(id: 13, workflow: "CI", title: "Fix it", runNumber: 3, status: "in_progress", conclusion: nil, branch: "master",
                    startedAt: day, updatedAt: day.addingTimeInterval(10)),
        ]
        var dataset = StubDataset.sample
        let user = dataset.users.firstIndex { $0.login == "octocat" }!
        let repo = dataset.users[user].repos.firstIndex { $0.name == "Hello-World" }!
        dataset.users[user].repos[repo].activity = StubActivity(issues: issues, runs: runs)
        return dataset
    }

    static func page(_ query: ActivityQuery, branch: String? = nil, from client: GitHubClient) async throws -> (ActivityPage, String?) {
        guard case .modified(let tagged) = try await client.activityPage(query, owner: "octocat", name: "Hello-World", branch: branch,
                                                                          ifNoneMatch: nil) else {
            throw GitHubError.unexpectedResponse("304 to an unconditional request")
        }
        return (tagged.value, tagged.etag)
    }

    @Test func issuesComeNewestFirstWithoutThePullRequestsMixedInAndThePagesAreLinked() async throws {
        try await withStubServer(dataset: Self.dataset) { server, baseURL in
            let client = makeClient(baseURL)
            let (first, _) = try await Self.page(ActivityQuery(.issues), from: client)
            let (second, _) = try await Self.page(ActivityQuery(.issues, page: 2), from: client)

            // Page 1 holds the 50 newest open items: pull request 61, then issues 60 to 12.
            #expect(first == ActivityPage(items: .issues((12...60).reversed().map {
                IssueSummary(number: $0, title: "Issue \($0)", state: "open", author: "hubot", createdAt: Self.day, updatedAt: Self.day,
                             htmlURL: "https://github.com/octocat/Hello-World/issues/\($0)")
            }), hasNextPage: true))
            #expect(second.items.count == 11)
            #expect(second.hasNextPage == false)
            #expect(await server.recordedRequests.map { $0.path + "?" + $0.query } == [
                "/repos/octocat/Hello-World/issues?state=open&per_page=50&page=1",
                "/repos/octocat/Hello-World/issues?state=open&per_page=50&page=2",
            ])
        }
    }

    @Test func pullRequestsSayDraftMergedAndAForksHeadAsOwnerAndBranch() async throws {
        try await withStubServer(dataset: Self.dataset) { _, baseURL in
            let client = makeClient(baseURL)
            let (open, _) = try await Self.page(ActivityQuery(.pullRequests), from: client)
            let (closed, _) = try await Self.page(ActivityQuery(.pullRequests, state: .closed), from: client)

            #expect(open == ActivityPage(items: .pullRequests([
                PullRequestSummary(number: 61, title: "Add a feature", state: "open", isDraft: true, author: "monalisa", base: "master",
                                   head: "monalisa:feature", headSHA: "041e719110fe0919d1ef1a407362e0d4a033fdfe", createdAt: Self.day, updatedAt: Self.day,
                                   htmlURL: "https://github.com/octocat/Hello-World/pull/61"),
            ]), hasNextPage: false))
            #expect(closed == ActivityPage(items: .pullRequests([
                PullRequestSummary(number: 62, title: "Fix it", state: "closed", isDraft: false, author: "octocat", base: "master",
                                   head: "fix", headSHA: "26622ffd79e3463a97954b1883e0ec84606337fe", createdAt: Self.day,
                                   updatedAt: Self.day, mergedAt: Self.day,
                                   htmlURL: "https://github.com/octocat/Hello-World/pull/62"),
            ]), hasNextPage: false))
        }
    }

    @Test func runsAreTheBranchsNewestFirstWithGitHubsTotal() async throws {
        try await withStubServer(dataset: Self.dataset) { server, baseURL in
            let (runs, _) = try await Self.page(ActivityQuery(.runs), branch: "master", from: makeClient(baseURL))

            let web = "https://github.com/octocat/Hello-World/actions/runs/"
            #expect(runs == ActivityPage(items: .runs([
                WorkflowRunSummary(id: 13, workflow: "CI", title: "Fix it", runNumber: 3, status: "in_progress", conclusion: nil,
                                   event: "push", branch: "master", startedAt: Self.day, updatedAt: Self.day.addingTimeInterval(10),
                                   htmlURL: web + "13"),
                WorkflowRunSummary(id: 11, workflow: "CI", title: "Issue 60", runNumber: 1, status: "completed", conclusion: "success",
                                   event: "push", branch: "master", startedAt: Self.day, updatedAt: Self.day.addingTimeInterval(90),
                                   htmlURL: web + "11"),
            ]), hasNextPage: false, totalCount: 2))
            #expect(await server.recordedRequests.map { $0.path + "?" + $0.query }
                == ["/repos/octocat/Hello-World/actions/runs?branch=master&per_page=50&page=1"])
        }
    }

    @Test func aPageAskedAgainWithItsETagIsNotModified() async throws {
        try await withStubServer(dataset: Self.dataset) { _, baseURL in
            let client = makeClient(baseURL)
            let (_, etag) = try await Self.page(ActivityQuery(.issues), from: client)
            let again = try await client.activityPage(ActivityQuery(.issues), owner: "octocat", name: "Hello-World", branch: nil,
                                                      ifNoneMatch: etag)
            #expect(again == .notModified)
        }
    }

    @Test func aConversationComesOldestFirstInPagesOfAHundred() async throws {
        try await withStubServer(dataset: Self.dataset) { server, baseURL in
            let client = makeClient(baseURL)
            let (short, _) = try await Self.page(ActivityQuery(.comments, subject: 63), from: client)
            let (first, _) = try await Self.page(ActivityQuery(.comments, subject: 64), from: client)
            let (second, _) = try await Self.page(ActivityQuery(.comments, subject: 64, page: 2), from: client)

            let id = Int64(1_296_269) * 1_000_000 + 63 * 1_000
            #expect(short == ActivityPage(items: .comments([CommentSummary(
                id: id, author: "monalisa", body: "Answered in the **docs**.", createdAt: Self.day,
                htmlURL: "https://github.com/octocat/Hello-World/issues/63#issuecomment-\(id)")]), hasNextPage: false))
            #expect([first.items.count, second.items.count] == [Int]([100, 50]))
            #expect([first.hasNextPage, second.hasNextPage] == [true, false])
            guard case .comments(let older) = first.items, case .comments(let newer) = second.items else {
                Issue.record("not comments")
                return
            }
            let dates = (older + newer).compactMap(\.createdAt)
            #expect(dates.count == 150 && dates == dates.sorted())
            #expect(await server.recordedRequests.map { $0.path + "?" + $0.query }.last
                == "/repos/octocat/Hello-World/issues/64/comments?per_page=100&page=2")
        }
    }

    @Test func aFailedRunsJobsSayWhichStepFailedAndWhen() async throws {
        try await withStubServer(dataset: Self.dataset) { _, baseURL in
            let (jobs, _) = try await Self.page(ActivityQuery(.jobs, subject: 12), from: makeClient(baseURL))
            guard case .jobs(let found) = jobs.items else {
                Issue.record("not jobs")
                return
            }
            #expect(found.map(\.name) == ["build", "test"])
            #expect(found.map(\.conclusion) == ["success", "failure"])
            #expect(found[1].steps.map { "\($0.number) \($0.name) \($0.conclusion ?? "-")" }
                == ["1 Set up job success", "2 Check out success", "3 Run tests failure"])
            // Steps run one after another from the run's start: the test job's last ends 2+3+128 s in.
            #expect(found[1].steps.last?.completedAt == Self.day.addingTimeInterval(133))
        }
    }
}
