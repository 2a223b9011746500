import RepoCore
import TerminalUI

extension RepoDetail {
    /// The whole detail scene as one value.
    struct State: Equatable, Sendable {
        var repository: RepoCore.Repository
        var network: NetworkPolicy
        var phase: Phase = .current
        /// nil: no README section (the split layout's preview).
        var readme: Readme?
        /// The parts from endpoints of their own, as far as each load has come; empty: none is
        /// shown (the preview).
        var parts: [RepositoryInsight.Kind: Part] = [:]
        /// GitHub's budget as the detail opened: under a tenth left, the parts are not fetched.
        var budget: APIBudget?
        /// Parts GitHub said it was still computing, asked for once more.
        var askedAgain: Set<RepositoryInsight.Kind> = []
        /// Whether the token's user starred it; nil without a token (or offline): no line, and
        /// `*` says how to make it work.
        var star: StarMark?
        /// A token is given, so the star can be asked about and changed.
        var canStar: Bool
        /// Only the name is known (a fork's parent, opened from its child): the facts wait for
        /// GitHub's (or the cache's) copy rather than show a placeholder's zeros.
        var awaitsFirstCopy = false
        /// What the load in flight waits for; nil when none is.
        var awaiting: Awaiting?
        /// The first line shown.
        var scroll = 0
        /// The tab shown; the preview beside the list shows the overview only.
        var tab: Tab = .overview
        /// The tabs' lists, each from the first time its tab was shown.
        var lists: [ActivityKind: ActivityList] = [:]
        /// The `/` prompt over the shown tab's list, while open: its text and cursor.
        var prompt: LineEditor?
        /// The first page of each tab's list as cached, read as the detail opens so that a tab
        /// shows its rows in the first frame after its key; taken by the list when it starts.
        var peeked: [ActivityKind: ActivityPage] = [:]
        /// The Pull requests tab's review decisions and checks by number, and what is being asked
        /// (`+PullStatuses`).
        var pulls = RestingAsks<Int, PullRequestStatus>()
        /// Requests sent for them since the detail opened: spent from the budget it opened with.
        var pullRequestsSent = 0
        /// The pane's size, from the layout pass.
        var pane = Size(width: 0, height: 0)
        /// Lines of content once wrapped to the pane's width (facts and README).
        var contentHeight = 0

        init(repository: RepoCore.Repository, network: NetworkPolicy = .online, readme: Readme? = nil,
                    budget: APIBudget? = nil, canStar: Bool = false) {
            self.repository = repository
            self.network = network
            self.readme = readme
            self.budget = budget
            self.canStar = canStar
        }

        /// Whether the parts are asked of GitHub, or read from the cache only.
        var fetchesParts: Bool { network == .online && budget?.isLow != true }
    }

    enum Awaiting: Equatable, Sendable {
        case repository
        case readme(from: ReadmeOrigin)
    }
}

extension RepoDetail.State: ScrollingPage {}
