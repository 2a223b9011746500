import Foundation

/// A review of a pull request, as `/pulls/{n}/reviews` serves it.
public struct StubReview: Codable, Sendable, Hashable {
    public var author: String
    /// `APPROVED`, `CHANGES_REQUESTED`, `COMMENTED` or `DISMISSED`.
    public var state: String
    public var submittedAt: Date

    public init(_ author: String, _ state: String, at submittedAt: Date) {
        self.author = author
        self.state = state
        self.submittedAt = submittedAt
    }
}

/// A check run of a pull request's head commit, as `/commits/{sha}/check-runs` serves it.
public struct StubCheck: Codable, Sendable, Hashable {
    public var name: String
    /// `queued`, `in_progress` or `completed`.
    public var status: String
    /// Once completed: `success`, `failure`, `skipped` …
    public var conclusion: String?

    public init(_ name: String, status: String = "completed", conclusion: String?) {
        self.name = name
        self.status = status
        self.conclusion = conclusion
    }
}

/// A commit status of a pull request's head commit, as `/commits/{sha}/status` serves it: a CI
/// service that reports statuses rather than check runs.
public struct StubStatus: Codable, Sendable, Hashable {
    public var context: String
    /// `success`, `failure`, `error` or `pending`.
    public var state: String

    public init(_ context: String, _ state: String) {
        self.context = context
        self.state = state
    }
}

extension StubPullRequest {
    /// This pull request with its reviews, requested reviewers, checks and statuses as given, or
    /// generated from its number and `seed` (the repository's id), the same on every run: every
    /// review decision and every verdict of the checks comes up, drafts with fewer of both.
    func completed(number: Int, author: String, createdAt: Date, seed: Int64) -> StubPullRequest {
        var random = SplitMix(seed: UInt64(bitPattern: seed &* 131 &+ Int64(number)) ^ 0x5EED)
        let names = ["hubot", "monalisa", "defunkt", "mojombo", "wycats"].filter { $0 != author }
        let reviewer = names[random.below(names.count)]
        let hours = { (count: Int) in createdAt.addingTimeInterval(Double(count) * 3_600) }
        var generatedReviews: [StubReview] = []
        var generatedRequests: [String] = []
        switch isDraft ? 0 : random.below(5) {
        case 0: break
        case 1: generatedRequests = [reviewer]
        case 2: generatedReviews = [StubReview(reviewer, "COMMENTED", at: hours(2)), StubReview(reviewer, "APPROVED", at: hours(5))]
        case 3: generatedReviews = [StubReview(reviewer, "CHANGES_REQUESTED", at: hours(3))]
        default:
            generatedReviews = [StubReview(reviewer, "CHANGES_REQUESTED", at: hours(3)), StubReview(reviewer, "APPROVED", at: hours(9))]
        }
        let verdict = random.below(6)
        let generatedChecks: [StubCheck] = isDraft && verdict < 2 ? [] : [
            StubCheck("build", conclusion: "success"),
            verdict == 3 ? StubCheck("test", conclusion: "failure")
                : verdict == 4 ? StubCheck("test", status: "in_progress", conclusion: nil)
                : StubCheck("test", conclusion: "success"),
            StubCheck("lint", conclusion: verdict == 5 ? "skipped" : "success"),
        ]
        // One in four also has an older CI that reports a status.
        let generatedStatuses = random.below(4) == 0 ? [StubStatus("ci/jenkins", ["success", "success", "failure", "pending"][random.below(4)])] : []
        var completed = self
        completed.reviews = reviews ?? generatedReviews
        completed.requestedReviewers = requestedReviewers ?? (reviews == nil ? generatedRequests : [])
        completed.checks = checks ?? generatedChecks
        completed.statuses = statuses ?? generatedStatuses
        return completed
    }
}
