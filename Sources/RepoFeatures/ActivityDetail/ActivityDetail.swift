import Foundation
import RepoCore
import TerminalUI

/// One row of the detail's tabs read whole (issue 29): an issue's or pull request's
/// conversation — its description and every comment, oldest first, rendered as the README is —
/// or a workflow run's jobs and their steps. A page over the detail; Esc goes back to its list.
public enum ActivityDetail {
    /// What is read.
    public enum Subject: Equatable, Sendable {
        case issue(IssueSummary)
        /// With its checks and review decision as its row knew them (nil: not known).
        case pullRequest(PullRequestSummary, status: PullRequestStatus? = nil)
        case run(WorkflowRunSummary)

        /// Its page on GitHub.
        var htmlURL: String {
            switch self {
            case .issue(let issue): issue.htmlURL
            case .pullRequest(let pull, _): pull.htmlURL
            case .run(let run): run.htmlURL
            }
        }

        /// The comments of an issue or pull request, the jobs of a run: read whole.
        var query: ActivityQuery {
            switch self {
            case .issue(let issue): ActivityQuery(.comments, subject: Int64(issue.number))
            case .pullRequest(let pull, _): ActivityQuery(.comments, subject: Int64(pull.number))
            case .run(let run): ActivityQuery(.jobs, subject: run.id)
            }
        }
    }

    struct State: Equatable, Sendable {
        var repository: Repository
        var subject: Subject
        var network: NetworkPolicy
        /// GitHub's budget as the detail opened: under a tenth left, nothing more is asked.
        var budget: APIBudget?
        /// The comments or the jobs, as far as their pages have come.
        var list: RepoDetail.ActivityList
        /// The first line shown.
        var scroll = 0
        var pane = Size(width: 0, height: 0)
        /// Lines of content once wrapped to the pane's width, as the last frame measured them.
        var contentHeight = 0

        init(repository: Repository, subject: Subject, network: NetworkPolicy, budget: APIBudget? = nil) {
            self.repository = repository
            self.subject = subject
            self.network = network
            self.budget = budget
            let query = subject.query
            list = RepoDetail.ActivityList(query.kind, subject: query.subject)
        }

        /// Whether GitHub is asked, or the cache only.
        var fetches: Bool { network == .online && budget?.isLow != true }
    }

    public enum Action: Equatable, Sendable {
        /// Read the comments or jobs: the cache's, then GitHub's.
        case load
        case scroll(by: Int)
        case scrollPage(by: Int)
        case scrollToTop
        case scrollToBottom
        case resized(Size)
        /// The frame laid the content out in this many lines (`FrameRenderer.measurements`).
        case measured(contentHeight: Int)
        case back
        /// `o`: its page in the browser.
        case openPage
        /// `y`: its address to the clipboard.
        case copyAddress
        /// `r`: ask GitHub again.
        case refresh
        /// A page as cached; nil: never fetched.
        case pageCached(ActivityQuery, ActivityPage?)
        /// A page as GitHub has it now.
        case pageFetched(ActivityQuery, Result<ActivityPage, GitHubError>)
    }

    public enum Effect: Equatable, Sendable {
        /// A page: the cache's → `.pageCached`, then — with `fetch` — GitHub's → `.pageFetched`.
        case loadPage(ActivityQuery, Repository, fetch: Bool)
    }

    enum Delegate: Equatable, Sendable {
        case back
        case perform(ExternalRequest)
        case notice(StatusNotice)
    }

    typealias Reaction = RepoFeatures.Reaction<Effect, Delegate>

    /// What the reading screen's lines are made of. While nothing arrives it compares equal in
    /// a few steps — the rows share their storage with the state, and the time counts by the
    /// minute — so a scrolling key neither makes the lines nor lays them out again.
    struct Source: Equatable, Sendable {
        var repository: Repository
        var subject: Subject
        var list: RepoDetail.ActivityList
        var now: Date
        var accessible: Bool

        static func == (lhs: Source, rhs: Source) -> Bool {
            Int(lhs.now.timeIntervalSince1970 / 60) == Int(rhs.now.timeIntervalSince1970 / 60) && lhs.accessible == rhs.accessible
                && lhs.subject == rhs.subject && lhs.list == rhs.list && lhs.repository == rhs.repository
        }
    }

    struct ViewModel: Equatable, Sendable {
        var title: String
        var source: Source
        var scroll: Int
        var status: StatusLine
    }
}

extension ActivityDetail.State: ScrollingPage {}
