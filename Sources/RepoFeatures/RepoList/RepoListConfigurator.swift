import RepoCore

/// Makes a list screen: its first state, started by loading.
enum RepoListConfigurator {
    public static func screen(user: GitHubUsername, network: NetworkPolicy, sort: RepoSort) -> ConfiguredScreen {
        ConfiguredScreen(.list(RepoList.State(user: user, network: network, sort: sort)), start: .list(.load))
    }
}
