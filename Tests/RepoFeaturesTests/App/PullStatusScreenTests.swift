import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 29: the Pull requests tab's checks (`✓ ✖ ●`, `·` until known) and review decisions —
/// asked about for the open ones on screen once the list rests, never into the last tenth of
/// the budget, again after `r`.
struct PullStatusScreenTests {
    static let fullName = "octocat/Spoon-Knife"
    static let web = "https://github.com/octocat/Spoon-Knife"

    static func pull(_ number: Int, _ title: String, draft: Bool = false, merged: Bool = false) -> PullRequestSummary {
        PullRequestSummary(number: number, title: title, state: merged ? "closed" : "open", isDraft: draft, author: "hubot",
                           base: "main", head: "change-\(number)", headSHA: "sha\(number)", createdAt: Fixtures.ago(2 * 86_400),
                           updatedAt: nil, mergedAt: merged ? Fixtures.ago(86_400) : nil, htmlURL: "\(web)/pull/\(number)")
    }

    static let pulls = [pull(12, "Add dark mode"), pull(11, "Fix the parser for every file format"), pull(10, "New cache", draft: true),
                        pull(9, "Speed up start-up", merged: true)]

    static let statuses: [Int: PullRequestStatus] = [
        12: PullRequestStatus(review: .approved, checks: ChecksSummary(passed: 3)),
        11: PullRequestStatus(review: .changesRequested, checks: ChecksSummary(passed: 2, failed: 1)),
        10: PullRequestStatus(review: .reviewRequested, checks: ChecksSummary(passed: 1, pending: 2)),
    ]

    static func screen(budget: APIBudget? = nil, width: Int = 80, accessible: Bool = false) -> AppDriver {
        var world = World.octocat()
        world.activity = [fullName: [ActivityQuery(.pullRequests): .success(ActivityPage(items: .pullRequests(pulls), hasNextPage: false))]]
        world.pullStatuses = statuses
        var screen = AppDriver(size: Size(width: width, height: 8), world: world)
        screen.context.accessible = accessible
        screen.start()
        if let budget { screen.send(.apiBudgetRead(budget)) }
        screen.press(.down, .down, .enter, .tab, .tab)
        return screen
    }

    /// The pull requests whose statuses the last load asked about, and whether of GitHub.
    static func asked(_ effects: [AppEffect]) -> [([Int], Bool)] {
        effects.compactMap { effect in
            if case .detail(_, .loadPullStatuses(let pulls, _, let fetch)) = effect { (pulls.map(\.number), fetch) } else { nil }
        }
    }

    @Test func openPullRequestsShowTheirChecksAndReviewDecisionOnceTheListRests() {
        var screen = Self.screen()
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            " 4 open pull requests",
            " · #12 Add dark mode                        hubot  main ← change-12  2 days ago",
            " · #11 Fix the parser for every file form…  hubot  main ← change-11  2 days ago",
            " · #10 New cache draft                      hubot  main ← change-10  2 days ago",
            "   #9  Speed up start-up merged             hubot  main ← change-9   2 days ago",
            "",
            "        ↑↓ select  Enter read  o browser  ⇥ tabs  r refresh  esc/q back  ? help",
        ])
        #expect(screen.effects.contains { if case .detail(_, .restBeforePullStatuses(300)) = $0 { true } else { false } })
        #expect(Self.asked(screen.effects).isEmpty)

        screen.send(.screen(ScreenID(2), .detail(.pullStatusesRested)))

        #expect(Self.asked(screen.effects).map(\.0) == [[12, 11, 10]])
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            " 4 open pull requests",
            " ✓ #12 Add dark mode approved               hubot  main ← change-12  2 days ago",
            " ✖ #11 Fix the parser f… changes requested  hubot  main ← change-11  2 days ago",
            " ● #10 New cache draft review requested     hubot  main ← change-10  2 days ago",
            "   #9  Speed up start-up merged             hubot  main ← change-9   2 days ago",
            "",
            "        ↑↓ select  Enter read  o browser  ⇥ tabs  r refresh  esc/q back  ? help",
        ])
    }

    @Test func enterReadsThePullRequestWithItsDecisionAndChecksInWords() {
        var screen = Self.screen()
        screen.send(.screen(ScreenID(2), .detail(.pullStatusesRested)))
        screen.press(.down, .enter)
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife › #11",
            " Fix the parser for every file format",
            " #11 · open · hubot wants to merge change-11 into main · opened 2 days ago",
            " changes requested · ✖ 1 of 3 checks failed",
            "",
            " No description provided.",
            "                                                                       ↓ 2 more",
            " loading…                              ↑↓ scroll  o browser  esc/q back  ? help",
        ])
    }

    /// The cached rows show at once, but their head commits may be old: the statuses wait for
    /// GitHub's page.
    @Test func theCachedRowsStatusesWaitForGitHubsPage() {
        var world = World.octocat()
        let fresh = ActivityPage(items: .pullRequests(Self.pulls), hasNextPage: false)
        world.activity = [Self.fullName: [ActivityQuery(.pullRequests): .success(fresh)]]
        world.cachedActivity = [Self.fullName: [ActivityQuery(.pullRequests): ActivityPage(
            items: .pullRequests([Self.pull(12, "Add dark mode")].map { var old = $0; old.headSHA = "old"; return old }), hasNextPage: false)]]
        world.pullStatuses = Self.statuses
        var screen = AppDriver(size: Size(width: 80, height: 8), world: world)
        screen.start()
        screen.press(.down, .down, .enter)
        screen.holding = true
        screen.press(.tab, .tab)
        #expect(screen.lines[2] == " · #12 Add dark mode                        hubot  main ← change-12  2 days ago")
        #expect(!screen.effects.contains { if case .detail(_, .restBeforePullStatuses) = $0 { true } else { false } })

        screen.release()
        screen.send(.screen(ScreenID(2), .detail(.pullStatusesRested)))
        let asked = screen.effects.compactMap { effect -> [String?]? in
            if case .detail(_, .loadPullStatuses(let pulls, _, _)) = effect { pulls.map(\.headSHA) } else { nil }
        }
        #expect(asked == [["sha12", "sha11", "sha10"]])
    }

    @Test func aBatchStopsShortOfTheLastTenthOfTheBudgetAndTheRestIsReadFromTheCacheOnceItHasAnswered() {
        // 12 left of 60: 6 are the last tenth, so 6 are spare — two pull requests' worth, at three each.
        var screen = Self.screen(budget: APIBudget(remaining: 12, limit: 60))
        screen.holding = true
        screen.send(.screen(ScreenID(2), .detail(.pullStatusesRested)))
        // A cache read would cancel the batch in flight: nothing is asked while it lasts.
        screen.send(.screen(ScreenID(2), .detail(.pullStatusesRested)))
        #expect(Self.asked(screen.effects).map(\.0) == [[12, 11]])
        screen.release()
        screen.send(.screen(ScreenID(2), .detail(.pullStatusesRested)))

        #expect(Self.asked(screen.effects).map { "\($0.0) \($0.1 ? "GitHub" : "cache")" } == ["[12, 11] GitHub", "[10] cache"])
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            " 4 open pull requests",
            " ✓ #12 Add dark mode approved               hubot  main ← change-12  2 days ago",
            " ✖ #11 Fix the parser f… changes requested  hubot  main ← change-11  2 days ago",
            " · #10 New cache draft                      hubot  main ← change-10  2 days ago",
            "   #9  Speed up start-up merged             hubot  main ← change-9   2 days ago",
            "",
            "        API 12/60  ↑↓ select  Enter read  ⇥ tabs  r refresh  esc/q back  ? help",
        ])
    }

    @Test func rAsksAboutTheStatusesAgainAndShowsTheOldOnesMeanwhile() {
        var screen = Self.screen()
        screen.send(.screen(ScreenID(2), .detail(.pullStatusesRested)))
        let before = screen.lines
        screen.world.pullStatuses[12] = PullRequestStatus(review: .approved, checks: ChecksSummary(passed: 2, failed: 1))
        screen.press(.character("r"))
        #expect(screen.lines == before)

        screen.send(.screen(ScreenID(2), .detail(.pullStatusesRested)))
        #expect(Self.asked(screen.effects).map(\.0) == [[12, 11, 10], [12, 11, 10]])
        #expect(screen.lines[2] == " ✖ #12 Add dark mode approved               hubot  main ← change-12  2 days ago")
    }

    @Test func accessibleModeSaysTheChecksAndTheDecisionInWords() {
        var screen = Self.screen(width: 99, accessible: true)
        screen.send(.screen(ScreenID(2), .detail(.pullStatusesRested)))
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                            Overview  Issues  Pull requests  Actions",
            " 4 open pull requests",
            " pull request 12, approved, checks passed, Add dark mo…  change-12 into main, by hubot, 2 days ago",
            " pull request 11, changes requested, 1 of 3 checks fai…  change-11 into main, by hubot, 2 days ago",
            " pull request 10, draft, review requested, 2 of 3 chec…  change-10 into main, by hubot, 2 days ago",
            " pull request 9,  merged, Speed up start-up,              change-9 into main, by hubot, 2 days ago",
            "",
            "                           ↑↓ select  Enter read  o browser  ⇥ tabs  r refresh  esc/q back  ? help",
        ])
        // What a wider line would read in whole.
        let context = PresentationContext(now: Fixtures.now, timeZone: Fixtures.utc, accessible: true)
        #expect(Self.pulls.prefix(3).map { ActivityListPresenter.pullRow($0, status: Self.statuses[$0.number], context).title } == [
            "approved, checks passed, Add dark mode,",
            "changes requested, 1 of 3 checks failed, Fix the parser for every file format,",
            "draft, review requested, 2 of 3 checks running, New cache,",
        ])
    }
}
