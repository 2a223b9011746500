import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

struct RepoListPresenterTests {
    static let hints = RepoListPresenter.listHints

    func response(
        _ repositories: [Repository] = Fixtures.sorted, index: Int = 0, offset: Int = 0,
        visibleRows: Int = 21, freshness: Freshness = .current(since: Fixtures.now),
        refreshError: GitHubError? = nil, user: String = "octocat"
    ) -> RepoList.Response.Repositories {
        .init(user: Fixtures.user(user), repositories: repositories, selection: ListSelection(index: index, offset: offset),
              visibleRows: visibleRows, freshness: freshness, refreshError: refreshError)
    }

    /// The eight fixture rows, in the list's order, formatted at `Fixtures.now`.
    static let formattedRows = [
        RepoList.Row(name: "linguist",
                     description: "Language Savant. If your repository's language is being reported incorrectly, send us a pull request!",
                     language: "Ruby", stars: "★ 1.2k", pushed: "5 minutes ago", isQuiet: true, tag: "fork"),
        RepoList.Row(name: "boysenberry-repo-1", description: "Testing", language: "", stars: "★ 300",
                     pushed: "1 hour ago", isQuiet: true, tag: "fork"),
        RepoList.Row(name: "Spoon-Knife", description: "This repo is for demonstration purposes only.", language: "HTML",
                     stars: "★ 12k", pushed: "2 hours ago", isQuiet: false),
        RepoList.Row(name: "octocat.github.io", description: "", language: "CSS", stars: "★ 999",
                     pushed: "yesterday", isQuiet: false),
        RepoList.Row(name: "Hello-World", description: "My first repository on GitHub!", language: "Ruby",
                     stars: "★ 2.6k", pushed: "3 days ago", isQuiet: false),
        RepoList.Row(name: "git-consortium", description: "This repo is for demonstration purposes only.", language: "",
                     stars: "★ 150", pushed: "2 months ago", isQuiet: false),
        RepoList.Row(name: "hello-worId", description: "My first repository on GitHub.", language: "",
                     stars: "★ 0", pushed: "3 years ago", isQuiet: false),
        RepoList.Row(name: "test-repo1", description: "Testing repo", language: "", stars: "★ 5",
                     pushed: "never", isQuiet: true, tag: "archived"),
    ]

    @Test func firstLoadShowsALoadingMessage() {
        let model = RepoListPresenter.viewModel(loading: .init(user: Fixtures.octocat, current: nil), now: Fixtures.now, dates: Fixtures.dates)

        #expect(model == RepoList.ViewModel(
            header: "octocat",
            state: .loading(message: "Loading octocat's repositories…"),
            status: StatusLine(message: "loading…", tone: .busy, hints: Self.hints)))
    }

    @Test func loadedListFormatsEveryRow() {
        let model = RepoListPresenter.viewModel(repositories: response(index: 2), now: Fixtures.now, dates: Fixtures.dates)

        #expect(model == RepoList.ViewModel(
            header: "octocat · 8 repositories · ★ 17k · pushed ↓",
            state: .loaded(RepoList.Page(rows: Self.formattedRows, selectedRow: 2)),
            status: StatusLine(message: "3/8 · updated just now", tone: .normal, hints: Self.hints)))
    }

    @Test func oneRepositoryIsSingular() {
        let model = RepoListPresenter.viewModel(repositories: response([Fixtures.spoonKnife]), now: Fixtures.now, dates: Fixtures.dates)

        #expect(model == RepoList.ViewModel(
            header: "octocat · 1 repository · ★ 12k · pushed ↓",
            state: .loaded(RepoList.Page(rows: [Self.formattedRows[2]], selectedRow: 0)),
            status: StatusLine(message: "1/1 · updated just now", tone: .normal, hints: Self.hints)))
    }

    @Test func onlyTheVisibleWindowBecomesRowsWithTheSelectionWithinIt() {
        let model = RepoListPresenter.viewModel(repositories: response(index: 5, offset: 3, visibleRows: 3), now: Fixtures.now, dates: Fixtures.dates)

        #expect(model == RepoList.ViewModel(
            header: "octocat · 8 repositories · ★ 17k · pushed ↓",
            state: .loaded(RepoList.Page(rows: Array(Self.formattedRows[3...5]), selectedRow: 2)),
            status: StatusLine(message: "6/8 · updated just now", tone: .normal, hints: Self.hints)))
    }

    @Test func refreshingKeepsTheRowsAndSaysSo() {
        let model = RepoListPresenter.viewModel(
            loading: .init(user: Fixtures.octocat, current: response(index: 1)), now: Fixtures.now, dates: Fixtures.dates)

        #expect(model == RepoList.ViewModel(
            header: "octocat · 8 repositories · ★ 17k · pushed ↓",
            state: .loaded(RepoList.Page(rows: Self.formattedRows, selectedRow: 1)),
            status: StatusLine(message: "refreshing…", tone: .busy, hints: Self.hints)))
    }

    @Test func aRefreshThatCannotReachGitHubKeepsTheRowsAndSaysOfflineWithTheDataTime() {
        let model = RepoListPresenter.viewModel(
            repositories: response(freshness: .cached(at: Fixtures.ago(3 * Fixtures.hour + 25 * Fixtures.minute)),
                                   refreshError: .transport("timed out")),
            now: Fixtures.now, dates: Fixtures.dates)

        #expect(model == RepoList.ViewModel(
            header: "octocat · 8 repositories · ★ 17k · pushed ↓",
            state: .loaded(RepoList.Page(rows: Self.formattedRows, selectedRow: 0)),
            status: StatusLine(message: "1/8 · offline — showing data from 08:35",
                               tone: .warning, hints: Self.hints)))
    }

    @Test func aCachedListBeingCheckedSaysSoWithItsAge() {
        let model = RepoListPresenter.viewModel(
            loading: .init(user: Fixtures.octocat, current: response(index: 1, freshness: .cached(at: Fixtures.ago(3 * Fixtures.hour)))),
            now: Fixtures.now, dates: Fixtures.dates)

        #expect(model == RepoList.ViewModel(
            header: "octocat · 8 repositories · ★ 17k · pushed ↓",
            state: .loaded(RepoList.Page(rows: Self.formattedRows, selectedRow: 1)),
            status: StatusLine(message: "cached · updated 3 hours ago · checking GitHub…", tone: .busy, hints: Self.hints)))
    }

    @Test(arguments: [
        (Freshness.current(since: Fixtures.ago(10)), "1/8 · updated just now", StatusLine.Tone.normal),
        (.current(since: Fixtures.ago(5 * Fixtures.minute)), "1/8 · updated 5 minutes ago", .normal),
        (.cached(at: Fixtures.ago(2 * Fixtures.day)), "1/8 · cached · updated 2 days ago", .normal),
        (.offline(at: Fixtures.ago(30 * Fixtures.minute)), "1/8 · offline — showing data from 11:30", .warning),
        // Another day: the date too, so "14:02" is never mistaken for today's.
        (.offline(at: Fixtures.ago(Fixtures.day + 2 * Fixtures.hour)), "1/8 · offline — showing data from 2026-10-31 10:00", .warning),
    ])
    func theStatusLineSaysHowCurrentTheRowsAre(freshness: Freshness, message: String, tone: StatusLine.Tone) {
        let model = RepoListPresenter.viewModel(repositories: response(freshness: freshness), now: Fixtures.now, dates: Fixtures.dates)

        #expect(model.status == StatusLine(message: message, tone: tone, hints: Self.hints))
    }

    @Test(arguments: [
        (nil as Freshness?, RepoList.Response.PageProgress(done: 1, total: nil), "loading 1 page…"),
        (nil, .init(done: 7, total: 30), "loading 7/30 pages…"),
        (.current(since: Fixtures.now), .init(done: 7, total: 30), "refreshing 7/30 pages…"),
        (.arriving(since: Fixtures.now), .init(done: 3, total: 30), "loading 3/30 pages…"),
        (.cached(at: Fixtures.ago(3 * Fixtures.hour)), .init(done: 3, total: 30),
         "cached · updated 3 hours ago · checking GitHub 3/30 pages…"),
    ])
    func aLoadSaysHowManyPagesHaveArrived(freshness: Freshness?, pages: RepoList.Response.PageProgress, message: String) {
        let loading = RepoList.Response.Loading(
            user: Fixtures.octocat, current: freshness.map { response(freshness: $0) }, pages: pages)
        let model = RepoListPresenter.viewModel(loading: loading, now: Fixtures.now, dates: Fixtures.dates)

        #expect(model.status == StatusLine(message: message, tone: .busy, hints: Self.hints))
        if case .arriving = freshness {
            #expect(model.header == "octocat · 8 repositories so far · ★ 17k · pushed ↓")
        }
    }

    @Test func offlineWithNothingCachedSaysHowToGetData() {
        let model = RepoListPresenter.viewModel(failure: .init(user: Fixtures.octocat, reason: .nothingCachedOffline))

        #expect(model == RepoList.ViewModel(
            header: "octocat",
            state: .error(message: "nothing cached for octocat yet — run without --offline to fetch it"),
            status: StatusLine(message: "offline", tone: .error, hints: Self.hints)))
    }

    @Test func userWithoutRepositoriesIsEmpty() {
        let model = RepoListPresenter.viewModel(repositories: response([]), now: Fixtures.now, dates: Fixtures.dates)

        #expect(model == RepoList.ViewModel(
            header: "octocat · 0 repositories · ★ 0 · pushed ↓",
            state: .empty(message: "no public repositories"),
            status: StatusLine(message: "updated just now", tone: .normal, hints: Self.hints)))
    }

    @Test func unknownUserIsAnErrorWithoutRetryHint() {
        let model = RepoListPresenter.viewModel(failure: .init(user: Fixtures.user("x"), reason: .github(.userNotFound("x"))))

        #expect(model == RepoList.ViewModel(
            header: "x",
            state: .error(message: "GitHub user 'x' not found"),
            status: StatusLine(message: "error", tone: .error, hints: Self.hints)))
    }

    @Test(arguments: [
        (GitHubError.transport("connection refused"), "cannot reach GitHub: connection refused — r to retry"),
        (.http(status: 502, message: "Bad Gateway"), "GitHub answered 502: Bad Gateway — r to retry"),
        (.rateLimited(resetAt: nil, retryAfterSeconds: 60, message: nil), "GitHub rate limit: retry in 60 s — r to retry"),
        (.unauthorized(nil), "GitHub rejected the token (401): check GH_TOKEN / GITHUB_TOKEN — r to retry"),
    ])
    func otherErrorsOfferARetry(error: GitHubError, message: String) {
        let model = RepoListPresenter.viewModel(failure: .init(user: Fixtures.octocat, reason: .github(error)))

        #expect(model == RepoList.ViewModel(
            header: "octocat",
            state: .error(message: message),
            status: StatusLine(message: "error", tone: .error, hints: Self.hints)))
    }

    // MARK: Hostile text

    static let hostile = Fixtures.repository(
        id: 66, name: "\u{1B}]52;c;cm0gLXJmIH4=\u{07}pwn\u{1B}[31m",
        description: "\u{1B}[2Jwiped\r\nsecond line\u{1B}]0;owned\u{1B}\\ \u{7} bell",
        language: "\u{1B}[1mC\u{9B}0m", stars: 1, pushedAt: Fixtures.ago(30))

    @Test func hostileNamesAndDescriptionsAreSanitized() {
        let model = RepoListPresenter.viewModel(repositories: response([Self.hostile]), now: Fixtures.now, dates: Fixtures.dates)

        #expect(model == RepoList.ViewModel(
            header: "octocat · 1 repository · ★ 1 · pushed ↓",
            state: .loaded(RepoList.Page(rows: [
                RepoList.Row(name: "pwn", description: "wiped  second line ^G bell", language: "C", stars: "★ 1",
                             pushed: "just now", isQuiet: false),
            ], selectedRow: 0)),
            status: StatusLine(message: "1/1 · updated just now", tone: .normal, hints: Self.hints)))
        #expect(Self.strings(in: model).allSatisfy(Self.isTerminalSafe))
    }

    @Test(arguments: [
        (GitHubError.userNotFound("\u{1B}[31mghost"), "GitHub user 'ghost' not found"),
        (.http(status: 500, message: "\u{1B}]0;title\u{07}boom\u{1B}[0m"), "GitHub answered 500: boom"),
        (.transport("reset\u{1B}[2J\u{7}"), "cannot reach GitHub: reset^G"),
    ])
    func hostileErrorTextIsSanitized(error: GitHubError, shown: String) {
        let failed = RepoListPresenter.viewModel(failure: .init(user: Fixtures.octocat, reason: .github(error)))
        let refreshFailed = RepoListPresenter.viewModel(repositories: response(refreshError: error), now: Fixtures.now, dates: Fixtures.dates)

        let retry = error == .userNotFound("\u{1B}[31mghost") ? "" : " — r to retry"
        #expect(failed == RepoList.ViewModel(
            header: "octocat",
            state: .error(message: shown + retry),
            status: StatusLine(message: "error", tone: .error, hints: Self.hints)))
        let refreshStatus = if case .transport = error {
            StatusLine(message: "1/8 · offline — showing data from 12:00", tone: .warning, hints: Self.hints)
        } else {
            StatusLine(message: "1/8 · refresh failed: \(shown) — showing data from 12:00", tone: .error, hints: Self.hints)
        }
        #expect(refreshFailed.status == refreshStatus)
        #expect(Self.strings(in: failed).allSatisfy(Self.isTerminalSafe))
        #expect(Self.strings(in: refreshFailed).allSatisfy(Self.isTerminalSafe))
    }

    static func isTerminalSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }

    /// Every string a view model carries, so none can slip past a check.
    static func strings(in model: RepoList.ViewModel) -> [String] {
        var strings = [model.header, model.status.message, model.status.hints]
        switch model.state {
        case .loading(let message), .empty(let message), .error(let message):
            strings.append(message)
        case .loaded(let page):
            for row in page.rows {
                strings += [row.name, row.description, row.language, row.stars, row.pushed]
            }
        }
        return strings
    }
}
