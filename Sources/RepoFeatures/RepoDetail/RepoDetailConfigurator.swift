import RepoCore

/// Makes a detail screen for one repository, started by loading it afresh and its README.
enum RepoDetailConfigurator {
    public static func screen(repository: Repository, network: NetworkPolicy, budget: APIBudget? = nil,
                              canStar: Bool = false) -> ConfiguredScreen {
        ConfiguredScreen(.detail(RepoDetail.State(repository: repository, network: network, budget: budget, canStar: canStar)),
                         start: .detail(.load))
    }
}
