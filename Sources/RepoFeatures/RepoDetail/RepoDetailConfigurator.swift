import RepoCore

/// Makes a detail screen for one repository, started by loading it afresh and its README.
enum RepoDetailConfigurator {
    public static func screen(repository: Repository, network: NetworkPolicy) -> ConfiguredScreen {
        ConfiguredScreen(.detail(RepoDetail.State(repository: repository, network: network)), start: .detail(.load))
    }
}
