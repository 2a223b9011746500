import RepoCore

extension RepoDetail {
    /// The review decision and checks of the open pull requests on screen (issue 29): asked
    /// about once the list has rested (`restMilliseconds`), three requests each (the reviews, the
    /// head commit's check runs and its statuses), each a conditional one the cache answers
    /// offline. Never into the last tenth of the API budget the detail opened with; again only
    /// after `r`.
    struct PullStatuses: Equatable, Sendable {
        static let restMilliseconds = 300
        /// What one pull request's status costs: its reviews, its head's check runs and statuses.
        static let requestsPerPull = 3

        /// By number; a status's parts are nil where neither GitHub nor the cache could say.
        var known: [Int: PullRequestStatus] = [:]
        /// On screen and not known (or stale), waiting for the list to rest.
        var wanted: [Int] = []
        /// The batch being asked about.
        var asked: Set<Int> = []
        /// Known, but asked about again after `r`; shown as known until the answer comes.
        var stale: Set<Int> = []
        /// Requests sent since the detail opened: spent from the budget it opened with.
        var requestsSent = 0
    }
}
