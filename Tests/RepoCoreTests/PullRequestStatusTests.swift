import Foundation
import Testing
@testable import RepoCore

/// Issue 29: a pull request's review decision and checks, made from GitHub's lists of reviews
/// and check runs as its page states them.
struct PullRequestStatusTests {
    static func review(_ id: Int64, _ author: String?, _ state: String) -> ReviewSummary {
        ReviewSummary(id: id, author: author, state: state, submittedAt: Date(timeIntervalSince1970: 1_780_000_000 + Double(id)))
    }

    static func check(_ status: String, _ conclusion: String?) -> CheckRunSummary {
        CheckRunSummary(id: 1, name: "test", status: status, conclusion: conclusion)
    }

    @Test func eachReviewersLatestApprovingOrBlockingReviewCountsAndOneBlockingReviewDecides() {
        let decisions = [
            // Asked, no review yet.
            ReviewDecision(reviews: [], requestedReviewers: ["monalisa"]),
            ReviewDecision(reviews: [], requestedReviewers: []),
            // A comment decides nothing.
            ReviewDecision(reviews: [Self.review(1, "hubot", "COMMENTED")], requestedReviewers: []),
            // Changes asked for, then approved by the same reviewer.
            ReviewDecision(reviews: [Self.review(1, "hubot", "CHANGES_REQUESTED"), Self.review(2, "hubot", "APPROVED")],
                           requestedReviewers: []),
            // One approves, another blocks.
            ReviewDecision(reviews: [Self.review(1, "hubot", "APPROVED"), Self.review(2, "monalisa", "CHANGES_REQUESTED")],
                           requestedReviewers: []),
            // A dismissed block no longer blocks; a later comment does not undo an approval.
            ReviewDecision(reviews: [Self.review(1, "hubot", "CHANGES_REQUESTED"), Self.review(2, "hubot", "DISMISSED"),
                                     Self.review(3, "monalisa", "APPROVED"), Self.review(4, "monalisa", "COMMENTED")],
                           requestedReviewers: ["defunkt"]),
            // A deleted account's review counts as the ghost's.
            ReviewDecision(reviews: [Self.review(1, nil, "CHANGES_REQUESTED")], requestedReviewers: []),
        ]
        #expect(decisions == [.reviewRequested, .none, .none, .approved, .changesRequested, .approved, .changesRequested])
    }

    @Test func checksAreCountedAsGitHubsChecksBoxCountsThemAndFailingBeatsPendingBeatsPassing() {
        let summaries = [
            ChecksSummary([]),
            ChecksSummary([Self.check("completed", "success"), Self.check("completed", "skipped"), Self.check("completed", "neutral")]),
            ChecksSummary([Self.check("completed", "success"), Self.check("in_progress", nil), Self.check("queued", nil)]),
            ChecksSummary([Self.check("in_progress", nil), Self.check("completed", "cancelled"), Self.check("completed", "timed_out"),
                           Self.check("completed", "action_required")]),
        ]
        #expect(summaries == [
            ChecksSummary(),
            ChecksSummary(passed: 1, other: 2),
            ChecksSummary(passed: 1, pending: 2),
            ChecksSummary(failed: 3, pending: 1),
        ])
        #expect(summaries.map(\.verdict) == [.none, .passing, .pending, .failing])
    }

    @Test func commitStatusesCountBesideTheCheckRunsAnErrorFailing() {
        func status(_ state: String) -> CommitStatusSummary { CommitStatusSummary(id: 1, context: "ci/jenkins", state: state) }
        let summaries = [
            ChecksSummary([], statuses: [status("success")]),
            ChecksSummary([Self.check("completed", "success")], statuses: [status("pending")]),
            ChecksSummary([Self.check("completed", "success")], statuses: [status("error"), status("failure")]),
        ]
        #expect(summaries == [ChecksSummary(passed: 1), ChecksSummary(passed: 1, pending: 1), ChecksSummary(passed: 1, failed: 2)])
        #expect(summaries.map(\.verdict) == [.passing, .pending, .failing])
    }

    @Test func aPullRequestPageCachedBeforeHeadCommitsWereReadDecodesAndSaysSo() throws {
        let old = #"{"items":{"pullRequests":{"_0":[{"number":7,"title":"Fix","state":"open","isDraft":false,"base":"main","head":"fix","htmlURL":"https://github.com/o/r/pull/7"}]}},"hasNextPage":false}"#
        let page = try JSONDecoder().decode(ActivityPage.self, from: Data(old.utf8))
        #expect(page == ActivityPage(items: .pullRequests([
            PullRequestSummary(number: 7, title: "Fix", state: "open", isDraft: false, author: nil, base: "main", head: "fix",
                               createdAt: nil, updatedAt: nil, htmlURL: "https://github.com/o/r/pull/7"),
        ]), hasNextPage: false))
        #expect(page.predatesHeadCommits)
    }
}
