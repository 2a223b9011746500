import Foundation
import GitHubStub
import RepoCore
import TestSupport
import Testing
@testable import GitHubAPI

/// Issue 29: what a pull request's row needs beyond `/pulls` — its reviews by number and its
/// head commit's check runs by SHA — against the stub.
@Suite struct PullStatusTests {
    static let day = ActivityTests.day

    /// octocat/Hello-World with one open pull request: asked of defunkt, reviewed by hubot
    /// (changes, then approval) and monalisa (a comment); its head's build passed, its tests failed,
    /// and Jenkins is still at it.
    static var dataset: StubDataset {
        let pull = StubPullRequest(
            head: "faster", reviews: [StubReview("hubot", "CHANGES_REQUESTED", at: day), StubReview("hubot", "APPROVED", at: day),
                                      StubReview("monalisa", "COMMENTED", at: day)],
            requestedReviewers: ["defunkt"],
            checks: [StubCheck("build", conclusion: "success"), StubCheck("test", conclusion: "failure")],
            statuses: [StubStatus("ci/jenkins", "pending")])
        var dataset = StubDataset.sample
        let user = dataset.users.firstIndex { $0.login == "octocat" }!
        let repo = dataset.users[user].repos.firstIndex { $0.name == "Hello-World" }!
        dataset.users[user].repos[repo].activity = StubActivity(issues: [
            StubIssue(number: 5, title: "Faster start-up", author: "wycats", createdAt: day, pullRequest: pull),
        ])
        return dataset
    }

    @Test func aPullRequestsReviewsComeByNumberAndItsHeadCommitsCheckRunsAndStatusesBySHA() async throws {
        try await withStubServer(dataset: Self.dataset) { server, baseURL in
            let client = makeClient(baseURL)
            let (pulls, _) = try await ActivityTests.page(ActivityQuery(.pullRequests), from: client)
            guard case .pullRequests(let items) = pulls.items, items.count == 1 else {
                Issue.record("expected one pull request, got \(pulls.items)")
                return
            }
            #expect(items[0].requestedReviewers == ["defunkt"])
            let sha = try #require(items[0].headSHA)
            let (reviews, _) = try await ActivityTests.page(ActivityQuery(.reviews, subject: 5), from: client)
            let (checks, _) = try await ActivityTests.page(ActivityQuery(.checkRuns, ref: sha), from: client)
            let (statuses, _) = try await ActivityTests.page(ActivityQuery(.statuses, ref: sha), from: client)

            let id: Int64 = 1_296_269 * 10_000 + 5
            #expect(reviews == ActivityPage(items: .reviews([
                ReviewSummary(id: id * 100, author: "hubot", state: "CHANGES_REQUESTED", submittedAt: Self.day),
                ReviewSummary(id: id * 100 + 1, author: "hubot", state: "APPROVED", submittedAt: Self.day),
                ReviewSummary(id: id * 100 + 2, author: "monalisa", state: "COMMENTED", submittedAt: Self.day),
            ]), hasNextPage: false))
            #expect(checks == ActivityPage(items: .checkRuns([
                CheckRunSummary(id: id * 10, name: "build", status: "completed", conclusion: "success"),
                CheckRunSummary(id: id * 10 + 1, name: "test", status: "completed", conclusion: "failure"),
            ]), hasNextPage: false, totalCount: 2))
            #expect(statuses == ActivityPage(items: .statuses([
                CommitStatusSummary(id: id * 10, context: "ci/jenkins", state: "pending"),
            ]), hasNextPage: false))
            #expect(await server.recordedRequests.map { $0.path + "?" + $0.query } == [
                "/repos/octocat/Hello-World/pulls?state=open&per_page=50&page=1",
                "/repos/octocat/Hello-World/pulls/5/reviews?per_page=100&page=1",
                "/repos/octocat/Hello-World/commits/\(sha)/check-runs?per_page=100&page=1",
                "/repos/octocat/Hello-World/commits/\(sha)/status?per_page=100&page=1",
            ])
        }
    }

    @Test func checkRunsOfACommitGitHubDoesNotKnowAreRefusedWithGitHubsMessage() async throws {
        try await withStubServer(dataset: Self.dataset) { _, baseURL in
            let unknown = String(repeating: "0", count: 40)
            await #expect(throws: GitHubError.http(status: 422, message: "No commit found for SHA: " + unknown)) {
                try await makeClient(baseURL).activityPage(ActivityQuery(.checkRuns, ref: unknown),
                                                           owner: "octocat", name: "Hello-World", branch: nil, ifNoneMatch: nil)
            }
        }
    }
}
