import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The detail's parts as a state machine: each loads on its own (cache, then GitHub), shows as
/// it arrives, keeps a cached copy when GitHub fails, asks once more while GitHub is computing,
/// and is not fetched offline or when the API budget is low — whole state, whole effects.
struct RepoDetailPartsTests {
    typealias Detail = Exhaustive<RepoDetail.State, RepoDetail.Action, RepoDetail.Reaction>
    static let languages = RepositoryInsight.languages([.init(name: "Swift", bytes: 9_000), .init(name: "C", bytes: 1_000)])
    static let weeks = RepositoryInsight.Participation(all: Array(repeating: 2, count: 52), owner: Array(repeating: 1, count: 52))

    static func loaded(network: NetworkPolicy = .online, budget: APIBudget? = nil) -> Detail {
        var state = RepoDetail.State(repository: Fixtures.spoonKnife, network: network, budget: budget)
        state.pane = RepoDetailInteractorTests.pane
        state.contentHeight = RepoDetailInteractorTests.height(state)
        var detail = Detail(detail: state)
        let fetch = network == .online && budget?.isLow != true
        detail.send(.load, effects: RepoDetail.Reaction(effects: [.loadRepository(Fixtures.spoonKnife, network)] + RepoDetailInteractorTests.partLoads(fetch: fetch)
                                                                  + RepoDetailInteractorTests.tabPeeks())) {
            $0.phase = network == .online ? .updating : .offline
            $0.readme = .loading
            $0.awaiting = .repository
            $0.parts = RepoDetailInteractorTests.allLoading
        }
        return detail
    }

    @Test func eachPartShowsItsCachedCopyThenGitHubsAsTheyArrive() {
        var detail = Self.loaded()
        let older = RepositoryInsight.languages([.init(name: "Swift", bytes: 1)])

        detail.send(.partCached(.languages, older)) {
            $0.parts[.languages] = .shown(older)
        }
        detail.send(.partCached(.latestRelease, nil))
        detail.send(.partFetched(.languages, .success(Self.languages))) { $0.parts[.languages] = .shown(Self.languages) }
        detail.send(.partFetched(.latestRelease, .success(.latestRelease(nil)))) {
            $0.parts[.latestRelease] = .shown(.latestRelease(nil))
        }
        detail.send(.partFetched(.openPullRequests, .success(.openPullRequests(3)))) {
            $0.parts[.openPullRequests] = .shown(.openPullRequests(3))
        }
    }

    @Test func aFailureKeepsTheCachedCopyAndOtherwiseSaysWhyWithoutTouchingTheOtherParts() {
        var detail = Self.loaded()

        detail.send(.partCached(.languages, Self.languages)) {
            $0.parts[.languages] = .shown(Self.languages)
        }
        detail.send(.partFetched(.languages, .failure(.http(status: 502, message: nil))))
        detail.send(.partFetched(.contributors, .failure(.http(status: 502, message: nil)))) {
            $0.parts[.contributors] = .failed(.http(status: 502, message: nil))
        }
        // A cancelled ask (the detail closed) changes nothing.
        detail.send(.partFetched(.participation, .failure(.cancelled)))
    }

    @Test func whileGitHubComputesTheStatisticsTheyAreAskedForOnceMoreAfterAWhile() {
        var detail = Self.loaded()

        detail.send(.partFetched(.participation, .success(.participation(nil))),
                    effects: [.fetchPartLater(.participation, Fixtures.spoonKnife, afterSeconds: 3)]) {
            $0.parts[.participation] = .computing(askingAgain: true)
            $0.askedAgain = [.participation]
        }
        detail.send(.partFetched(.participation, .success(.participation(nil)))) {
            $0.parts[.participation] = .computing(askingAgain: false)
        }
        detail.send(.partFetched(.participation, .success(.participation(Self.weeks)))) {
            $0.parts[.participation] = .shown(.participation(Self.weeks))
        }
    }

    @Test func offlineThePartsComeFromTheCacheAndAMissingOneSaysItIsNotCached() {
        var detail = Self.loaded(network: .offline)

        detail.send(.partCached(.languages, Self.languages)) {
            $0.parts[.languages] = .shown(Self.languages)
        }
        detail.send(.partCached(.contributors, nil)) {
            $0.parts[.contributors] = .notCached
        }
    }

    @Test func withTheBudgetLowThePartsAreNotFetchedAndThePaneSaysWhy() {
        let low = APIBudget(remaining: 40, limit: 5_000, resetAt: Fixtures.now.addingTimeInterval(600))
        var detail = Self.loaded(budget: low)

        detail.send(.partCached(.contributors, nil)) {
            $0.parts[.contributors] = .skipped
        }
        let lines = RepoDetailPartsPresenter.lines(detail.state, context: RepoDetailInteractorTests.context)
        #expect(lines.prefix(3) == [
            .blank, .rule("Activity"),
            .paragraph("GitHub's API budget is low (40 of 5000 left until 12:10): only the repository and its README "
                       + "were fetched; the rest is as cached.", missing: true),
        ])
        #expect(lines.contains(.field(label: "Contributors", value: "not fetched (API budget low)", missing: true)))
    }

    @Test func theIssueCountIsSplitOnceThePullRequestsAreCounted() {
        var state = RepoDetail.State(repository: Fixtures.spoonKnifeFull)
        #expect(RepoDetailPartsPresenter.issueLines(state) == [.field(label: "Open issues", value: "7 with pull requests", missing: false)])

        state.parts[.openPullRequests] = .loading
        #expect(RepoDetailPartsPresenter.issueLines(state) == [
            .field(label: "Open issues", value: "7 with pull requests", missing: false),
            .field(label: "Pull requests", value: "loading…", missing: true),
        ])

        state.parts[.openPullRequests] = .shown(.openPullRequests(3))
        #expect(RepoDetailPartsPresenter.issueLines(state) == [
            .field(label: "Open issues", value: "4", missing: false),
            .field(label: "Pull requests", value: "3 open", missing: false),
        ])
    }
}
