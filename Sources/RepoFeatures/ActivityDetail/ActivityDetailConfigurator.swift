import RepoCore

/// Makes the reading screen for one row of a detail's tab, started by reading its comments or jobs.
enum ActivityDetailConfigurator {
    static func screen(_ subject: ActivityDetail.Subject, of repository: Repository, network: NetworkPolicy,
                       budget: APIBudget?) -> ConfiguredScreen {
        ConfiguredScreen(.activityDetail(ActivityDetail.State(repository: repository, subject: subject, network: network, budget: budget)),
                         start: .activityDetail(.load))
    }
}
