import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// `*` in the detail (optimistic, rolled back with a message) and in the list (asked, then
/// said), with a token and without — whole state, whole effects.
struct StarringTests {
    typealias Detail = Exhaustive<RepoDetail.State, RepoDetail.Action, RepoDetail.Reaction>
    static let context = RepoDetailInteractorTests.context

    /// A detail opened with a token: its star checked as it loads.
    static func opened(canStar: Bool = true, network: NetworkPolicy = .online) -> Detail {
        var state = RepoDetail.State(repository: Fixtures.spoonKnife, network: network, canStar: canStar)
        state.pane = RepoDetailInteractorTests.pane
        state.contentHeight = RepoDetailInteractorTests.height(state)
        var detail = Detail(detail: state)
        let star: [RepoDetail.Effect] = canStar && network == .online ? [.checkStar(Fixtures.spoonKnife)] : []
        detail.send(.load, effects: RepoDetail.Reaction(effects: [.loadRepository(Fixtures.spoonKnife, network)]
                    + RepoDetailInteractorTests.partLoads(fetch: network == .online) + star
                    + RepoDetailInteractorTests.tabPeeks())) {
            $0.phase = network == .online ? .updating : .offline
            $0.readme = .loading
            $0.awaiting = .repository
            $0.parts = RepoDetailInteractorTests.allLoading
            $0.star = star.isEmpty ? nil : .checking
        }
        return detail
    }

    @Test func starringShowsAtOnceAndStaysWhenGitHubAgrees() {
        var detail = Self.opened()

        detail.send(.starChecked(.success(false))) { $0.star = .known(starred: false) }
        detail.send(.toggleStar, effects: [.setStar(Fixtures.spoonKnife, true)]) { $0.star = .changing(to: true) }
        detail.send(.starSet(to: true, error: nil),
                    effects: .delegate(.notice(StatusNotice(message: "★ starred octocat/Spoon-Knife", tone: .normal)))) {
            $0.star = .known(starred: true)
        }
        detail.send(.toggleStar, effects: [.setStar(Fixtures.spoonKnife, false)]) { $0.star = .changing(to: false) }
    }

    @Test func whenGitHubRefusesTheStarIsPutBackAndTheMessageSaysWhy() {
        var detail = Self.opened()
        detail.send(.starChecked(.success(true))) { $0.star = .known(starred: true) }
        detail.send(.toggleStar, effects: [.setStar(Fixtures.spoonKnife, false)]) { $0.star = .changing(to: false) }

        detail.send(.starSet(to: false, error: .http(status: 403, message: "Resource not accessible by personal access token")),
                    effects: .delegate(.notice(StatusNotice(
                        message: "could not unstar octocat/Spoon-Knife: GitHub answered 403: Resource not accessible by personal access token",
                        tone: .warning)))) {
            $0.star = .known(starred: true)
        }
    }

    @Test func aStarStillBeingAskedAboutIsNotFlippedAndAFailedCheckIsAskedAgain() {
        var detail = Self.opened()
        detail.send(.toggleStar, effects: .delegate(.notice(Starring.busy)))
        detail.send(.starChecked(.failure(.transport("reset")))) {
            $0.star = .unknown(.transport("reset"))
        }

        detail.send(.toggleStar, effects: [.checkStar(Fixtures.spoonKnife)]) {
            $0.star = .checking
        }
    }

    @Test(arguments: [
        (false, NetworkPolicy.online, "starring needs a token: set GH_TOKEN (or GITHUB_TOKEN, or log in with gh)"),
        (true, NetworkPolicy.offline, "starring needs GitHub — run without --offline"),
    ])
    func withoutATokenOrOfflineThereIsNoStarLineAndStarSaysWhy(canStar: Bool, network: NetworkPolicy, message: String) {
        var detail = Self.opened(canStar: canStar, network: network)

        detail.send(.toggleStar, effects: .delegate(.notice(StatusNotice(message: message, tone: .warning))))
        #expect(!RepoDetailPresenter.content(detail.state, context: Self.context).contains { line in
            if case .field(label: "Your star", _, _) = line { true } else { false }
        })
    }

    @Test func theDetailSaysWhetherYouStarredItUnderTheStars() {
        var state = RepoDetail.State(repository: Fixtures.spoonKnife, canStar: true)
        let lines: [(StarMark, String)] = [
            (.checking, "checking…"), (.known(starred: true), "★ starred — * to unstar"),
            (.known(starred: false), "not starred — * to star"), (.changing(to: true), "★ starring…"),
        ]
        for (mark, text) in lines {
            state.star = mark
            let content = RepoDetailPresenter.content(state, context: Self.context)
            let stars = content.firstIndex { if case .field(label: "Stars", _, _) = $0 { true } else { false } }
            #expect(stars.map { content[$0 + 1] } == .field(label: "Your star", value: text, missing: mark != .known(starred: true)
                                                             && mark != .known(starred: false)))
        }
    }

    @Test func starInTheListAsksTheAppWhichNeedsAToken() {
        var withToken = AppDriver(size: Size(width: 80, height: 24))
        withToken.app.identifiesViewer = true
        withToken.start()
        withToken.holding = true
        withToken.press(.character("*"))
        #expect(withToken.held == [.toggleStar(Fixtures.linguist)])

        var without = AppDriver(size: Size(width: 80, height: 24))
        without.start()
        without.press(.character("*"))
        #expect(without.app.notice == StatusNotice(
            message: "starring needs a token: set GH_TOKEN (or GITHUB_TOKEN, or log in with gh)", tone: .warning))
    }

    @Test func theListsStarIsSaidWhenGitHubAnswers() {
        var app = AppDriver(size: Size(width: 80, height: 24))
        app.start()

        app.send(.starToggled(fullName: "octocat/linguist", .success(true)))
        #expect(app.app.notice == StatusNotice(message: "★ starred octocat/linguist", tone: .normal))
        app.send(.starToggled(fullName: "octocat/linguist", .failure(.unauthorized("Bad credentials"))))
        #expect(app.app.notice?.message.hasPrefix("could not change the star on octocat/linguist: ") == true)
    }
}
