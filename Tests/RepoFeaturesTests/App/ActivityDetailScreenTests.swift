import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 29, "read one": Enter on a row of the detail's tabs reads it whole — an issue's
/// description and every comment, oldest first, in Markdown; a run's jobs and their steps.
struct ActivityDetailScreenTests {
    typealias Tabs = DetailTabsScreenTests

    static let issue = IssueSummary(
        number: 42, title: "Crash when the README is empty", state: "open", labels: [IssueLabel(name: "bug", color: "d73a4a")],
        author: "hubot", comments: 3, createdAt: Fixtures.ago(2 * 86_400), updatedAt: nil, htmlURL: "\(Tabs.web)/issues/42",
        body: "Opening a repository whose README is **empty** crashes:\n\n1. open it\n2. see `fatal error`")

    static func comment(_ id: Int64, _ author: String, _ body: String, hours: Double) -> CommentSummary {
        CommentSummary(id: id, author: author, body: body, createdAt: Fixtures.ago(hours * 3_600), htmlURL: "\(Tabs.web)/issues/42#c\(id)")
    }

    static func world() -> World {
        Tabs.world([
            ActivityQuery(.issues): .success(ActivityPage(items: .issues([issue]), hasNextPage: false)),
            ActivityQuery(.comments, subject: 42): .success(ActivityPage(items: .comments([
                comment(1, "monalisa", "I can reproduce this on `main`.", hours: 30),
                comment(2, "octocat\u{1B}[2J", "", hours: 20),
            ]), hasNextPage: true)),
            ActivityQuery(.comments, subject: 42, page: 2): .success(ActivityPage(items: .comments([
                comment(3, "hubot", "> see `fatal error`\n\nFixed in #43.", hours: 1),
            ]), hasNextPage: false)),
            ActivityQuery(.runs): .success(Tabs.runs),
            ActivityQuery(.jobs, subject: 2): .success(ActivityPage(items: .jobs([
                JobSummary(id: 20, name: "build", status: "completed", conclusion: "success", startedAt: Fixtures.ago(7_200),
                           completedAt: Fixtures.ago(7_130), htmlURL: "\(Tabs.web)/actions/runs/2/job/20", steps: [
                    .init(number: 1, name: "Check out", status: "completed", conclusion: "success", startedAt: Fixtures.ago(7_200),
                          completedAt: Fixtures.ago(7_195)),
                    .init(number: 2, name: "Build", status: "completed", conclusion: "success", startedAt: Fixtures.ago(7_195),
                          completedAt: Fixtures.ago(7_130)),
                ]),
                JobSummary(id: 21, name: "test", status: "completed", conclusion: "failure", startedAt: Fixtures.ago(7_130),
                           completedAt: Fixtures.ago(7_000), htmlURL: "\(Tabs.web)/actions/runs/2/job/21", steps: [
                    .init(number: 1, name: "Run tests", status: "completed", conclusion: "failure", startedAt: Fixtures.ago(7_130),
                          completedAt: Fixtures.ago(7_000)),
                ]),
            ]), hasNextPage: false)),
        ])
    }

    @Test func enterReadsTheDescriptionAndEveryCommentOldestFirst() {
        var screen = AppDriver(size: Size(width: 80, height: 24), world: Self.world())
        screen.start()
        screen.press(.down, .down, .enter, .tab, .enter)

        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife › #42",
            "  All 8  Sources 6  Forks 2  Archived 1   █████████████  ● CSS 33%  ● Other 67%",
            " Crash when the README is empty",
            " #42 · open · opened 2 days ago by hubot · 3 comments",
            " labels: bug",
            "",
            " Opening a repository whose README is empty crashes:",
            "",
            " 1. open it",
            " 2. see fatal error",
            "",
            " ── monalisa · yesterday ──────────────────────────────────────────────────────",
            " I can reproduce this on main.",
            "",
            " ── octocat · 20 hours ago ────────────────────────────────────────────────────",
            " (empty)",
            "",
            " ── hubot · 1 hour ago ────────────────────────────────────────────────────────",
            " │ see fatal error",
            "",
            " Fixed in #43.",
            "",
            "",
            "                                       ↑↓ scroll  o browser  esc/q back  ? help",
        ])
        let asked = screen.effects.compactMap { effect -> ActivityQuery? in
            if case .activityDetail(_, .loadPage(let query, _, true)) = effect { query } else { nil }
        }
        #expect(asked == [ActivityQuery(.comments, subject: 42), ActivityQuery(.comments, subject: 42, page: 2)])
    }

    @Test func aRunShowsItsJobsAndTheirStepsAndEscGoesBackToTheRuns() {
        var screen = AppDriver(size: Size(width: 80, height: 16), world: Self.world())
        screen.start()
        screen.press(.down, .down, .enter, .backTab, .down, .enter)

        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife › CI #2",
            "  All 8  Sources 6  Forks 2  Archived 1   █████████████  ● CSS 33%  ● Other 67%",
            " CI · Break the build",
            " ✖ failure · run 2 · push on main · 3m 20s · started 2 hours ago",
            "",
            " ── ✓ build · 1m 10s ──────────────────────────────────────────────────────────",
            " ✓ Check out 5s",
            " ✓ Build 1m 5s",
            "",
            " ── ✖ test · 2m 10s ───────────────────────────────────────────────────────────",
            " ✖ Run tests 2m 10s",
            "",
            "",
            "",
            "",
            "                                       ↑↓ scroll  o browser  esc/q back  ? help",
        ])
        screen.press(.escape)
        #expect(screen.lines[2] == " 3 workflow runs on main")
    }

    @Test func offlineCommentsNeverFetchedSayHowToGetThem() {
        var world = Self.world()
        world.cachedActivity = [Tabs.fullName: [ActivityQuery(.issues): ActivityPage(items: .issues([Self.issue]), hasNextPage: false)]]
        var screen = AppDriver(size: Size(width: 80, height: 12), world: world, network: .offline)
        screen.world.cache[Fixtures.octocat] = CachedRepositories(user: Fixtures.octocat, repositories: Fixtures.unsorted,
                                                                  fetchedAt: Fixtures.now)
        screen.start()
        screen.press(.down, .down, .enter, .tab, .enter)
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife › #42",
            " Crash when the README is empty",
            " #42 · open · opened 2 days ago by hubot · 3 comments",
            " labels: bug",
            "",
            " Opening a repository whose README is empty crashes:",
            "",
            " 1. open it",
            " 2. see fatal error",
            "",
            " comments not cached — run without --offline to fetch them",
            " offline — not checked with GitHub     ↑↓ scroll  o browser  esc/q back  ? help",
        ])
    }

    /// The mouse over the reading screen scrolls it and changes nothing below it: a press on
    /// the header, where the list's scope tabs would be, does nothing.
    @Test func theWheelScrollsWhatIsReadAndAPressOnTheHeaderChangesNothingBelow() {
        var screen = AppDriver(size: Size(width: 80, height: 12), world: Self.world())
        screen.start()
        screen.press(.down, .down, .enter, .tab, .enter)
        let before = screen.app
        screen.press(.mouse(MouseEvent(x: 75, y: 0, kind: .press, clicks: 1)))
        #expect(screen.app == before)
        screen.press(.mouse(MouseEvent(x: 10, y: 5, kind: .wheelDown, clicks: 0)))
        guard case .activityDetail(let state)? = screen.app.screens.last?.screen else {
            Issue.record("not reading")
            return
        }
        #expect(state.scroll == MouseHitTest.wheelStep)
        #expect(screen.list?.selection.index == 2)
    }
}
