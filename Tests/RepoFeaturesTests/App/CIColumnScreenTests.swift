import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 29: the CI column — off by default; when shown, `·` until the rows on screen are asked
/// about once the list rests, then each default branch's latest run as ✓ ✖ ● –; the cache alone
/// when under a tenth of the API budget is left.
struct CIColumnScreenTests {
    static func run(_ conclusion: String?, status: String = "completed") -> CIStatus {
        .latest(WorkflowRunSummary(id: 1, workflow: "CI", title: "Build", runNumber: 1, status: status, conclusion: conclusion,
                                   event: "push", branch: "main", startedAt: nil, updatedAt: nil, htmlURL: "https://github.com/"))
    }

    static func driver() -> AppDriver {
        var world = World.octocat()
        world.latestRuns = [
            "octocat/linguist": run("success"), "octocat/Spoon-Knife": run("failure"),
            "octocat/octocat.github.io": run(nil, status: "in_progress"), "octocat/Hello-World": run("success"),
            "octocat/git-consortium": .noRuns,
        ]
        var screen = AppDriver(size: Size(width: 60, height: 8), world: world)
        screen.app.columns = [.name, .ci, .pushed]
        return screen
    }

    @Test func theRowsOnScreenShowADotUntilTheListRestsThenTheirLatestRun() {
        var screen = Self.driver()
        screen.start()

        #expect(Array(screen.lines.dropFirst(1).prefix(6)) == [
            "  NAME                                 CI  PUSHED",
            "› linguist                             ·   5 minutes ago",
            "  boysenberry-repo-1                   ·   1 hour ago",
            "  Spoon-Knife                          ·   2 hours ago",
            "  octocat.github.io                    ·   yesterday",
            "  Hello-World                          ·   3 days ago",
        ])
        #expect(screen.effects.filter { $0 == .ciAfterRest(milliseconds: CICoordinator.restMilliseconds) }.count == 1)
        screen.send(.ciRested)

        #expect(Array(screen.lines.dropFirst(2).prefix(5)) == [
            "› linguist                             ✓   5 minutes ago",
            "  boysenberry-repo-1                   ?   1 hour ago",
            "  Spoon-Knife                          ✖   2 hours ago",
            "  octocat.github.io                    ●   yesterday",
            "  Hello-World                          ✓   3 days ago",
        ])
        // Asked once: the known rows are not asked about again as the list moves.
        let asked = screen.effects.compactMap { effect -> [String]? in
            if case .readCI(let repositories, _) = effect { repositories.map(\.name) } else { nil }
        }
        let before = screen.effects.count
        screen.press(.down)
        #expect(asked == [["linguist", "boysenberry-repo-1", "Spoon-Knife", "octocat.github.io", "Hello-World"]])
        // Answers arriving and the selection moving over known rows ask nothing more.
        #expect(screen.effects.filter { $0 == .ciAfterRest(milliseconds: CICoordinator.restMilliseconds) }.count == 1)
        #expect(screen.effects.count == before)
    }

    @Test func aFailureIsRedASuccessGreenARunningOneYellow() {
        var screen = Self.driver()
        screen.start()
        screen.send(.ciRested)
        let buffer = screen.buffer
        let columnX = screen.lines[2].distance(from: screen.lines[2].startIndex, to: screen.lines[2].firstIndex(of: "✓")!)
        // Spoon-Knife, octocat.github.io, Hello-World: rows not drawn quiet (forks are) nor selected.
        #expect([4, 5, 6].map { buffer[columnX, $0].style.foreground } == [TerminalColor.red, TerminalColor.yellow, TerminalColor.green])
    }

    @Test func underATenthOfTheBudgetOnlyTheCacheIsAsked() {
        var screen = Self.driver()
        screen.send(.apiBudgetRead(APIBudget(remaining: 40, limit: 5_000)))
        screen.start()
        screen.send(.ciRested)
        let fetches = screen.effects.compactMap { effect -> Bool? in if case .readCI(_, let fetch) = effect { fetch } else { nil } }
        #expect(fetches == [false])
    }

    @Test func aHiddenColumnAsksNothing() {
        var screen = Self.driver()
        screen.app.columns = ColumnID.defaults
        screen.start()
        screen.send(.ciRested)
        #expect(!screen.effects.contains { if case .readCI = $0 { true } else if case .ciAfterRest = $0 { true } else { false } })
    }
}

/// Issue 29: `ci:failure` and its kin — the rows the query waits on are asked about once the
/// list rests, a screenful at a time, with the column hidden too, and the list keeps the rows
/// whose latest run ended so.
struct CIQualifierScreenTests {
    static func driver() -> AppDriver {
        var screen = CIColumnScreenTests.driver()
        screen.app.columns = [.name, .pushed]
        return screen
    }

    static func filter(_ text: String, _ screen: inout AppDriver) {
        screen.press(.character("/"))
        for character in text { screen.press(.character(character)) }
        screen.press(.enter)
    }

    static func asked(_ screen: AppDriver) -> [[String]] {
        screen.effects.compactMap { effect -> [String]? in
            if case .readCI(let repositories, _) = effect { repositories.map(\.name) } else { nil }
        }
    }

    @Test func ciFailureAsksAScreenfulAtATimeAndKeepsTheRedOnes() {
        var screen = Self.driver()
        screen.start()
        Self.filter("ci:failure", &screen)
        // Nothing is known yet: no row passes, and the first screenful of the list is asked about.
        #expect(screen.lines == [
            " octocat · 0 of 8 repositories · /…  Repos  Starred  Search",
            "",
            "",
            "",
            "   none matches “ci:failure” yet — 8 to ask GitHub about",
            "",
            "",
            " updated just now         ⏎ open  / filter  ⇥ scope  ? help",
        ])
        screen.send(.ciRested)
        #expect(Self.asked(screen) == [["linguist", "boysenberry-repo-1", "Spoon-Knife", "octocat.github.io", "Hello-World"]])
        #expect(Array(screen.lines.dropFirst(1).prefix(3)) == [
            "  NAME                                     PUSHED",
            "› Spoon-Knife                              2 hours ago",
            "",
        ])
        // The rest of the list is asked about after the next rest, then nothing more.
        screen.send(.ciRested)
        #expect(Self.asked(screen).count == 2)
        #expect(Self.asked(screen)[1] == ["git-consortium", "hello-worId", "test-repo1"])
        screen.send(.ciRested)
        #expect(Self.asked(screen).count == 2)
    }

    @Test func theOtherTermsNarrowWhatIsAskedAbout() {
        var screen = Self.driver()
        screen.start()
        Self.filter("ci:success hello", &screen)
        screen.send(.ciRested)
        // Of the eight, the two whose names say hello: Hello-World passes, hello-worId has no status.
        #expect(Self.asked(screen) == [["Hello-World", "hello-worId"]])
        #expect(screen.lines[2].hasPrefix("› Hello-World"))
    }
}

extension CIQualifierScreenTests {
    @Test func aBatchStopsShortOfTheLastTenthOfTheBudget() {
        var screen = Self.driver()
        screen.send(.apiBudgetRead(APIBudget(remaining: 9, limit: 60)))
        screen.start()
        Self.filter("ci:failure", &screen)
        screen.send(.ciRested)
        // 9 left, 6 kept back: three are asked of GitHub.
        let batches = screen.effects.compactMap { effect -> ([String], Bool)? in
            if case .readCI(let repositories, let fetch) = effect { (repositories.map(\.name), fetch) } else { nil }
        }
        #expect(batches.map(\.0) == [["linguist", "boysenberry-repo-1", "Spoon-Knife"]])
        #expect(batches.map(\.1) == [true])
    }

    /// A cache read would cancel the batch in flight: with the budget spent meanwhile, the rest
    /// of the rows wait for its answers, then the cache is asked about them.
    @Test func aBatchInFlightIsNeverReplacedByACacheRead() {
        var screen = Self.driver()
        screen.send(.apiBudgetRead(APIBudget(remaining: 9, limit: 60)))
        screen.start()
        Self.filter("ci:failure", &screen)
        screen.holding = true
        screen.send(.ciRested)
        screen.send(.apiBudgetRead(APIBudget(remaining: 6, limit: 60)))
        screen.send(.ciRested)
        screen.release()
        screen.send(.ciRested)
        let batches = screen.effects.compactMap { effect -> String? in
            if case .readCI(let repositories, let fetch) = effect { "\(repositories.count) \(fetch ? "GitHub" : "cache")" } else { nil }
        }
        #expect(batches == ["3 GitHub", "5 cache"])
    }
}

extension CIColumnScreenTests {
    @Test func rAsksAboutTheRowsOnScreenAgainKeepingTheirCellsMeanwhile() {
        var screen = Self.driver()
        screen.start()
        screen.send(.ciRested)
        screen.press(.character("r"))
        // The old answers stay on screen until the new ones come.
        #expect(screen.lines[2] == "› linguist                             ✓   5 minutes ago")
        screen.send(.ciRested)
        let asked = screen.effects.compactMap { effect -> [String]? in
            if case .readCI(let repositories, _) = effect { repositories.map(\.name) } else { nil }
        }
        #expect(asked == Array(repeating: ["linguist", "boysenberry-repo-1", "Spoon-Knife", "octocat.github.io", "Hello-World"], count: 2))
    }
}
