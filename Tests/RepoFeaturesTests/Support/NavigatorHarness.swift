import Foundation
import RepoCore
import TerminalUI
@testable import RepoFeatures

/// A navigator on a stub source, the fixed clock and UTC, as the composition root builds one.
@MainActor
struct NavigatorHarness {
    let navigator: Navigator

    init(size: Size, source: any RepoSource, startupNotice: String? = nil, apiBudget: APIBudgetMonitor? = nil,
         retryWait: RetryWaitMonitor? = nil) {
        navigator = Navigator(
            size: size,
            environment: SceneEnvironment(source: source, now: { Fixtures.now }, timeZone: Fixtures.utc,
                                          startupNotice: startupNotice, apiBudget: apiBudget, retryWait: retryWait),
            onChange: {})
    }

    /// Starts `user`'s list and waits for its load.
    func start(user: GitHubUsername = Fixtures.octocat) async {
        navigator.start(user: user)
        await navigator.list?.interactor.waitForLoad()
    }

    /// Sends keys one by one; after each, waits for a detail's load if one is running.
    func press(_ keys: Key...) async {
        for key in keys {
            navigator.handle(key)
            await navigator.detail?.interactor.waitForLoad()
        }
    }

    /// The whole screen, one string per row.
    var lines: [String] { navigator.render().lines }
}
