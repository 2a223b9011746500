/// What a pull request's row says beyond its own fields (issue 29): whether its reviewers
/// approved it and how its head commit's checks stand — each nil until known.
public struct PullRequestStatus: Sendable, Hashable, Codable {
    public var review: ReviewDecision?
    public var checks: ChecksSummary?

    public init(review: ReviewDecision?, checks: ChecksSummary?) {
        self.review = review
        self.checks = checks
    }
}

/// The review decision as GitHub's pull request page states it, from the REST answers: each
/// reviewer's latest approving or blocking review counts (a dismissed one counts for nothing);
/// one blocking review decides.
public enum ReviewDecision: String, Sendable, Hashable, Codable {
    case approved
    case changesRequested = "changes_requested"
    /// No review decides yet, and someone (or a team) is asked for one.
    case reviewRequested = "review_requested"
    /// No review decides, and no one is asked.
    case none

    public init(reviews: [ReviewSummary], requestedReviewers: [String]) {
        var latest: [String: String] = [:]
        // Oldest first, as GitHub lists them: a later review replaces a reviewer's earlier one.
        for review in reviews {
            let reviewer = review.author ?? "ghost"
            switch review.state {
            case "APPROVED", "CHANGES_REQUESTED": latest[reviewer] = review.state
            case "DISMISSED": latest[reviewer] = nil
            default: break
            }
        }
        if latest.values.contains("CHANGES_REQUESTED") {
            self = .changesRequested
        } else if latest.values.contains("APPROVED") {
            self = .approved
        } else {
            self = requestedReviewers.isEmpty ? .none : .reviewRequested
        }
    }
}

/// How a commit's check runs stand, counted.
public struct ChecksSummary: Sendable, Hashable, Codable {
    public var passed: Int
    public var failed: Int
    /// Queued or running.
    public var pending: Int
    /// Neutral, skipped or stale: ended without a verdict.
    public var other: Int

    public init(passed: Int = 0, failed: Int = 0, pending: Int = 0, other: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.pending = pending
        self.other = other
    }

    /// Counted as GitHub's checks box counts them, check runs and commit statuses together: a
    /// cancelled, timed-out or blocked check fails, as does a status in `error`.
    public init(_ runs: [CheckRunSummary], statuses: [CommitStatusSummary] = []) {
        self.init()
        for run in runs {
            guard run.status == "completed" else {
                pending += 1
                continue
            }
            switch run.conclusion {
            case "success": passed += 1
            case "failure", "cancelled", "timed_out", "action_required", "startup_failure": failed += 1
            default: other += 1
            }
        }
        for status in statuses {
            switch status.state {
            case "success": passed += 1
            case "failure", "error": failed += 1
            default: pending += 1
            }
        }
    }

    public var total: Int { passed + failed + pending + other }

    /// The one word for all of them: failing beats pending beats passing.
    public var verdict: Verdict {
        if total == 0 { return .none }
        if failed > 0 { return .failing }
        if pending > 0 { return .pending }
        return .passing
    }

    public enum Verdict: String, Sendable, Hashable, Codable {
        case passing, failing, pending
        /// The commit has no checks.
        case none
    }
}
