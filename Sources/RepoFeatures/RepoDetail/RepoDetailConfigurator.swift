import Foundation
import RepoCore

/// Makes a detail screen for one repository, started by loading it afresh and its README.
enum RepoDetailConfigurator {
    static func screen(repository: Repository, network: NetworkPolicy, budget: APIBudget? = nil,
                              canStar: Bool = false) -> ConfiguredScreen {
        ConfiguredScreen(.detail(RepoDetail.State(repository: repository, network: network, budget: budget, canStar: canStar)),
                         start: .detail(.load))
    }

    /// A detail for a repository known only by `owner/name` (a fork's parent), on the same
    /// server as `like`; it shows its facts once GitHub's or the cache's copy arrives. nil for
    /// a name that is not `owner/name`.
    static func screen(named fullName: String, like: Repository, network: NetworkPolicy, budget: APIBudget?,
                       canStar: Bool) -> ConfiguredScreen? {
        let parts = fullName.split(separator: "/").map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        var web = URLComponents(string: like.htmlURL) ?? URLComponents()
        web.path = "/" + fullName
        let named = Repository(id: RepoID(0), name: parts[1], fullName: fullName, owner: Owner(login: parts[0], id: 0, avatarURL: ""),
                               htmlURL: web.string ?? "https://github.com/" + fullName)
        var state = RepoDetail.State(repository: named, network: network, budget: budget, canStar: canStar)
        state.awaitsFirstCopy = true
        return ConfiguredScreen(.detail(state), start: .detail(.load))
    }
}
