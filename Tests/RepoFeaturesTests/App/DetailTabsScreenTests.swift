import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 29: the detail's Issues, Pull requests and Actions tabs as whole screens — switched with
/// Tab and by a click on the header, paged as the selection nears the end, offline from the cache.
struct DetailTabsScreenTests {
    static let fullName = "octocat/Spoon-Knife"
    static let web = "https://github.com/octocat/Spoon-Knife"

    static func issue(_ number: Int, _ title: String, labels: [IssueLabel] = [], author: String? = "hubot", comments: Int = 0,
                      days: Int = 2) -> IssueSummary {
        IssueSummary(number: number, title: title, state: "open", labels: labels, author: author, comments: comments,
                     createdAt: Fixtures.ago(Double(days) * 86_400), updatedAt: nil, htmlURL: "\(web)/issues/\(number)")
    }

    static let issues = ActivityPage(items: .issues([
        issue(42, "Crash when the README is empty", labels: [IssueLabel(name: "bug", color: "d73a4a")], comments: 3),
        issue(7, "Docs for forking\u{1B}[2J", author: nil, days: 40),
    ]), hasNextPage: false)

    static let runs = ActivityPage(items: .runs([
        WorkflowRunSummary(id: 3, workflow: "CI", title: "Fix the build", runNumber: 3, status: "in_progress", conclusion: nil,
                           event: "push", branch: "main", startedAt: Fixtures.ago(60), updatedAt: Fixtures.ago(20), htmlURL: "\(web)/actions/runs/3"),
        WorkflowRunSummary(id: 2, workflow: "CI", title: "Break the build", runNumber: 2, status: "completed", conclusion: "failure",
                           event: "push", branch: "main", startedAt: Fixtures.ago(7_200), updatedAt: Fixtures.ago(7_000), htmlURL: "\(web)/actions/runs/2"),
        WorkflowRunSummary(id: 1, workflow: "Release", title: "v1.0", runNumber: 1, status: "completed", conclusion: "success",
                           event: "release", branch: "main", startedAt: Fixtures.ago(90_000), updatedAt: Fixtures.ago(89_000),
                           htmlURL: "\(web)/actions/runs/1"),
    ]), hasNextPage: false, totalCount: 3)

    static func world(_ pages: [ActivityQuery: Result<ActivityPage, GitHubError>]) -> World {
        var world = World.octocat()
        world.activity = [fullName: pages]
        return world
    }

    @Test func tabShowsTheOpenIssuesWithTheirLabelsAuthorsCommentsAndAges() {
        var screen = AppDriver(size: Size(width: 80, height: 8), world: Self.world([ActivityQuery(.issues): .success(Self.issues)]))
        screen.start()
        screen.press(.down, .down, .enter, .tab)

        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            " 2 open issues",
            " #42 Crash when the README is empty  bug         hubot  3 comments   2 days ago",
            " #7  Docs for forking                            ghost              1 month ago",
            "",
            "",
            "",
            "        ↑↓ select  Enter read  o browser  ⇥ tabs  r refresh  esc/q back  ? help",
        ])
    }

    @Test func aClickOnActionsShowsTheRunsWithTheirOutcomes() {
        var screen = AppDriver(size: Size(width: 80, height: 8), world: Self.world([ActivityQuery(.runs): .success(Self.runs)]))
        screen.start()
        screen.press(.down, .down, .enter)
        // "Actions" is the last tab, at the right end of the header line.
        screen.press(.mouse(MouseEvent(x: 75, y: 0, kind: .press, clicks: 1)))

        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            " 3 workflow runs on main",
            " ● CI · Fix the build push                          main  40s      1 minute ago",
            " ✖ CI · Break the build push                        main  3m 20s    2 hours ago",
            " ✓ Release · v1.0 release                           main  16m 40s     yesterday",
            "",
            "",
            "        ↑↓ select  Enter read  o browser  ⇥ tabs  r refresh  esc/q back  ? help",
        ])
    }

    @Test func oOpensTheSelectedIssueInTheBrowserAndYCopiesItsAddress() {
        var screen = AppDriver(size: Size(width: 80, height: 8), world: Self.world([ActivityQuery(.issues): .success(Self.issues)]))
        screen.start()
        screen.press(.down, .down, .enter, .tab, .down, .character("o"))
        #expect(screen.lines.last == " opened https://github.com/octocat/Spoon-Knife/issues/7      esc/q back  ? help")
        screen.press(.character("y"))
        #expect(screen.lines.last == " copied https://github.com/octocat/Spoon-Knife/issues/7      esc/q back  ? help")
    }

    @Test func nearTheEndOfWhatIsHeldTheNextPageIsAskedForAndAdded() throws {
        let first = ActivityPage(items: .issues((0..<6).map { Self.issue(100 - $0, "Issue \(100 - $0)") }), hasNextPage: true)
        let second = ActivityPage(items: .issues([Self.issue(94, "Issue 94"), Self.issue(93, "Issue 93")]), hasNextPage: false)
        var screen = AppDriver(size: Size(width: 80, height: 8), world: Self.world([
            ActivityQuery(.issues): .success(first), ActivityQuery(.issues, page: 2): .success(second),
        ]))
        screen.start()
        screen.press(.down, .down, .enter, .tab)
        func asked() -> [ActivityQuery] {
            screen.effects.compactMap { effect in
                if case .detail(_, .loadActivity(let query, _, true)) = effect { query } else { nil }
            }
        }
        // The pane shows four rows of six: the second page is not needed yet; two rows down,
        // the end is within a screenful.
        #expect(asked() == [ActivityQuery(.issues)])
        screen.press(.down, .down)
        #expect(asked() == [ActivityQuery(.issues), ActivityQuery(.issues, page: 2)])
        screen.press(.end)
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            " 8 open issues",
            " #96 Issue 96                                                 hubot  2 days ago",
            " #95 Issue 95                                                 hubot  2 days ago",
            " #94 Issue 94                                                 hubot  2 days ago",
            " #93 Issue 93                                                 hubot  2 days ago",
            "",
            "        ↑↓ select  Enter read  o browser  ⇥ tabs  r refresh  esc/q back  ? help",
        ])
    }

    /// Shift-Tab from the overview goes round to the last tab, Actions.
    @Test func offlineAListNeverFetchedSaysHowToGetIt() {
        var screen = AppDriver(size: Size(width: 80, height: 8), world: .octocat(), network: .offline)
        screen.world.cache[Fixtures.octocat] = CachedRepositories(user: Fixtures.octocat, repositories: Fixtures.unsorted,
                                                                  fetchedAt: Fixtures.now)
        screen.start()
        screen.press(.down, .down, .enter, .backTab)
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            " Workflow runs",
            " workflow runs not cached — run without --offline to fetch them",
            "",
            "",
            "",
            "",
            " offline — not checked with GitHub       Enter read  ⇥ tabs  esc/q back  ? help",
        ])
    }

    @Test func whenGitHubFailsTheCachedRowsStayAndTheStatusSaysWhy() {
        var world = Self.world([ActivityQuery(.pullRequests): .failure(.transport("connection reset"))])
        world.cachedActivity = [Self.fullName: [ActivityQuery(.pullRequests): ActivityPage(items: .pullRequests([
            PullRequestSummary(number: 12, title: "Add a fork button", state: "open", isDraft: true, author: "monalisa", base: "main",
                               head: "monalisa:fork-button", createdAt: Fixtures.ago(3_600), updatedAt: nil, htmlURL: "\(Self.web)/pull/12"),
        ]), hasNextPage: false)]]
        var screen = AppDriver(size: Size(width: 100, height: 8), world: world)
        screen.start()
        screen.press(.down, .down, .enter, .tab, .tab)
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                             Overview  Issues  Pull requests  Actions",
            "  NAME          DESCRIPT…   STARS  PUSHED         │ 1 open pull request",
            "  linguist      fork Lan…  ★ 1.2k  5 minutes ago  │ · #12 Add a fork button draft        1 hour ago",
            "  boysenberry…  fork Tes…   ★ 300  1 hour ago     │",
            "› Spoon-Knife   This rep…   ★ 12k  2 hours ago    │",
            "  octocat.git…              ★ 999  yesterday      │",
            "  Hello-World   My first…  ★ 2.6k  3 days ago     │",
            " could not update: cannot reach GitHub: connection reset     Enter read  ⇥ tabs  esc/q back  ? help",
        ])
    }

    /// The performance promise of issue 29: the cache's first page is read as the detail opens,
    /// so the frame right after Tab — nothing answered yet — shows the cached rows.
    @Test func theFirstFrameAfterTabShowsTheCachedRowsWhileGitHubIsAsked() {
        var world = Self.world([ActivityQuery(.issues): .success(Self.issues)])
        world.cachedActivity = [Self.fullName: [ActivityQuery(.issues): ActivityPage(items: .issues([Self.issue(7, "Docs for forking")]),
                                                                                      hasNextPage: false)]]
        var screen = AppDriver(size: Size(width: 80, height: 8), world: world)
        screen.start()
        screen.press(.down, .down, .enter)
        screen.holding = true
        screen.press(.tab)

        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            " 1 open issue",
            " #7 Docs for forking                                          hubot  2 days ago",
            "",
            "",
            "",
            "",
            " updating…         ↑↓ select  Enter read  ⇥ tabs  r refresh  esc/q back  ? help",
        ])
        screen.release()
        #expect(screen.lines[1] == " 2 open issues")
    }
}

extension DetailTabsScreenTests {
    /// `r` over a list of two pages asks both again and keeps every row on screen meanwhile; the
    /// new rows replace the old at once when the last page held has come.
    @Test func rAsksEveryPageHeldAgainAndKeepsTheRows() {
        let first = ActivityPage(items: .issues([Self.issue(42, "Crash when the README is empty")]), hasNextPage: true)
        let second = ActivityPage(items: .issues([Self.issue(7, "Docs for forking")]), hasNextPage: false)
        var screen = AppDriver(size: Size(width: 80, height: 8), world: Self.world([
            ActivityQuery(.issues): .success(first), ActivityQuery(.issues, page: 2): .success(second),
        ]))
        screen.start()
        screen.press(.down, .down, .enter, .tab, .down)
        let before = screen.lines
        #expect(before[1] == " 2 open issues")
        screen.press(.character("r"))

        let asked = screen.effects.compactMap { effect -> Int? in
            if case .detail(_, .loadActivity(let query, _, true)) = effect, query.kind == .issues { query.page } else { nil }
        }
        #expect(asked == [1, 2, 1, 2])
        #expect(screen.lines == before)
    }
}
