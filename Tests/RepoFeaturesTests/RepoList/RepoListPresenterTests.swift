import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

struct RepoListPresenterTests {
    // A user (not an organisation) has two scopes: Tab is worth a reminder.
    static let hints = RepoListKeyMap.bindings.hints() + [RepoListStatus.scopeHint]
    static let context = PresentationContext(now: Fixtures.now, timeZone: Fixtures.utc)

    /// A list showing `repositories` as the data came, arranged the default way.
    func state(
        _ repositories: [Repository] = Fixtures.sorted, index: Int = 0, offset: Int = 0,
        visibleRows: Int = 21, freshness: Freshness = .current(since: Fixtures.now),
        refreshError: GitHubError? = nil, load: RepoList.Load? = nil, user: String = "octocat"
    ) -> RepoList.State {
        var state = RepoList.State(user: Fixtures.user(user))
        state.known = CachedRepositories(user: state.user, repositories: repositories, fetchedAt: freshness.date)
        state.arrangement = ListArrangement(repositories, view: state.view)
        state.selection = ListSelection(index: index, offset: offset)
        state.visibleRows = visibleRows
        state.freshness = freshness
        state.refreshError = refreshError
        state.load = load
        return state
    }

    func failed(_ reason: RepoList.FailureReason, user: String = "octocat") -> RepoList.State {
        var state = RepoList.State(user: Fixtures.user(user))
        state.failure = reason
        return state
    }

    static func row(_ name: String, _ description: String, _ language: String, _ stars: String, _ pushed: String,
                    quiet: Bool = false, tag: String = "") -> RepoList.Row {
        RepoList.Row(cells: [name, description, language, stars, pushed], isQuiet: quiet, tag: tag)
    }

    /// The eight fixture rows, in the list's order, formatted at `Fixtures.now`.
    static let formattedRows = [
        row("linguist", "Language Savant. If your repository's language is being reported incorrectly, send us a pull request!",
            "Ruby", "★ 1.2k", "5 minutes ago", quiet: true, tag: "fork"),
        row("boysenberry-repo-1", "Testing", "", "★ 300", "1 hour ago", quiet: true, tag: "fork"),
        row("Spoon-Knife", "This repo is for demonstration purposes only.", "HTML", "★ 12k", "2 hours ago"),
        row("octocat.github.io", "", "CSS", "★ 999", "yesterday"),
        row("Hello-World", "My first repository on GitHub!", "Ruby", "★ 2.6k", "3 days ago"),
        row("git-consortium", "This repo is for demonstration purposes only.", "", "★ 150", "2 months ago"),
        row("hello-worId", "My first repository on GitHub.", "", "★ 0", "3 years ago"),
        row("test-repo1", "Testing repo", "", "★ 5", "never", quiet: true, tag: "archived"),
    ]

    /// The header's second line for the fixtures: every type tab with its count, and the languages.
    static let languages = RepoList.Profile(
        languages: RepoList.Totals(Fixtures.sorted).languages,
        tabs: RepoList.TypeTabs(counts: [.all: 8, .sources: 6, .forks: 2, .archived: 1, .templates: 0, .mirrors: 0,
                                         .public: 8, .private: 0], selected: .all))

    @Test func firstLoadShowsALoadingMessage() {
        var loading = RepoList.State(user: Fixtures.octocat)
        loading.load = .readingCache

        #expect(RepoListPresenter.viewModel(loading, context: Self.context) == RepoList.ViewModel(
            header: "octocat",
            state: .loading(message: "Loading octocat's repositories…"),
            status: StatusLine(message: "loading…", tone: .busy, hints: Self.hints)))
    }

    @Test func loadedListFormatsEveryRow() {
        #expect(RepoListPresenter.viewModel(state(index: 2), context: Self.context) == RepoList.ViewModel(
            header: "octocat · 8 repositories · ★ 17k · pushed ↓",
            state: .loaded(RepoList.Page(rows: Self.formattedRows, selectedRow: 2)),
            status: StatusLine(message: "3/8 · updated just now", tone: .normal, hints: Self.hints),
            profile: Self.languages))
    }

    @Test func theChosenColumnsMakeTheCellsInTheirOrder() {
        let model = RepoListPresenter.viewModel(state([Fixtures.spoonKnife]), columns: [.stars, .name, .forks, .size],
                                                context: Self.context)

        #expect(model.state == .loaded(RepoList.Page(
            columns: [.stars, .name, .forks, .size],
            rows: [RepoList.Row(cells: ["★ 12k", "Spoon-Knife", "0", "0 KB"], isQuiet: false)], selectedRow: 0)))
    }

    @Test func oneRepositoryIsSingular() {
        let model = RepoListPresenter.viewModel(state([Fixtures.spoonKnife]), context: Self.context)

        #expect(model.header == "octocat · 1 repository · ★ 12k · pushed ↓")
        #expect(model.state == .loaded(RepoList.Page(rows: [Self.formattedRows[2]], selectedRow: 0)))
        #expect(model.status == StatusLine(message: "1/1 · updated just now", tone: .normal, hints: Self.hints))
    }

    @Test func onlyTheVisibleWindowBecomesRowsWithTheSelectionWithinIt() {
        let model = RepoListPresenter.viewModel(state(index: 5, offset: 3, visibleRows: 3), context: Self.context)

        #expect(model.state == .loaded(RepoList.Page(rows: Array(Self.formattedRows[3...5]), selectedRow: 2)))
        #expect(model.status.message == "6/8 · updated just now")
    }

    @Test func refreshingKeepsTheRowsAndSaysSo() {
        let model = RepoListPresenter.viewModel(state(index: 1, load: .asking(pages: nil)), context: Self.context)

        #expect(model == RepoList.ViewModel(
            header: "octocat · 8 repositories · ★ 17k · pushed ↓",
            state: .loaded(RepoList.Page(rows: Self.formattedRows, selectedRow: 1)),
            status: StatusLine(message: "refreshing…", tone: .busy, hints: Self.hints),
            profile: Self.languages))
    }

    @Test func aRefreshThatCannotReachGitHubKeepsTheRowsAndSaysOfflineWithTheDataTime() {
        let model = RepoListPresenter.viewModel(
            state(freshness: .cached(at: Fixtures.ago(3 * Fixtures.hour + 25 * Fixtures.minute)), refreshError: .transport("timed out")),
            context: Self.context)

        #expect(model.status == StatusLine(message: "1/8 · offline — showing data from 08:35", tone: .warning, hints: Self.hints))
    }

    @Test func aCachedListBeingCheckedSaysSoWithItsAge() {
        let model = RepoListPresenter.viewModel(
            state(index: 1, freshness: .cached(at: Fixtures.ago(3 * Fixtures.hour)), load: .asking(pages: nil)), context: Self.context)

        #expect(model.status == StatusLine(message: "cached · updated 3 hours ago · checking GitHub…", tone: .busy, hints: Self.hints))
    }

    /// Issue 14, item 12: a login GitHub answers 404 for is gone; the cached rows are a copy.
    @Test func aUserGitHubNoLongerKnowsIsSaidPlainlyOverTheCachedCopy() {
        let model = RepoListPresenter.viewModel(
            state(freshness: .cached(at: Fixtures.ago(2 * Fixtures.hour)), refreshError: .userNotFound("octocat")), context: Self.context)

        #expect(model.status == StatusLine(
            message: "1/8 · octocat was not found on GitHub (renamed or deleted?) — cached copy from 10:00",
            tone: .error, hints: Self.hints))
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
        let model = RepoListPresenter.viewModel(state(freshness: freshness), context: Self.context)

        #expect(model.status == StatusLine(message: message, tone: tone, hints: Self.hints))
    }

    @Test(arguments: [
        (nil as Freshness?, RepoList.PageProgress(done: 1, total: nil), "loading 1 page…"),
        (nil, .init(done: 7, total: 30), "loading 7/30 pages…"),
        (.current(since: Fixtures.now), .init(done: 7, total: 30), "refreshing 7/30 pages…"),
        (.arriving(since: Fixtures.now), .init(done: 3, total: 30), "loading 3/30 pages…"),
        (.cached(at: Fixtures.ago(3 * Fixtures.hour)), .init(done: 3, total: 30),
         "cached · updated 3 hours ago · checking GitHub 3/30 pages…"),
    ])
    func aLoadSaysHowManyPagesHaveArrived(freshness: Freshness?, pages: RepoList.PageProgress, message: String) {
        var loading = RepoList.State(user: Fixtures.octocat)
        if let freshness {
            loading = state(freshness: freshness)
            if case .arriving = freshness { loading.known = nil }
        }
        loading.load = .asking(pages: pages)
        let model = RepoListPresenter.viewModel(loading, context: Self.context)

        #expect(model.status == StatusLine(message: message, tone: .busy, hints: Self.hints))
        if case .arriving = freshness {
            #expect(model.header == "octocat · 8 repositories so far · ★ 17k · pushed ↓")
        }
    }

    @Test func offlineWithNothingCachedSaysHowToGetData() {
        #expect(RepoListPresenter.viewModel(failed(.nothingCachedOffline), context: Self.context) == RepoList.ViewModel(
            header: "octocat",
            state: .error(message: "nothing cached for octocat yet — run without --offline to fetch it"),
            status: StatusLine(message: "offline", tone: .error, hints: Self.hints)))
    }

    @Test func userWithoutRepositoriesIsEmpty() {
        #expect(RepoListPresenter.viewModel(state([]), context: Self.context) == RepoList.ViewModel(
            header: "octocat · 0 repositories · ★ 0 · pushed ↓",
            state: .empty(message: "no public repositories"),
            status: StatusLine(message: "updated just now", tone: .normal, hints: Self.hints)))
    }

    @Test func unknownUserIsAnErrorWithoutRetryHint() {
        #expect(RepoListPresenter.viewModel(failed(.github(.userNotFound("x")), user: "x"), context: Self.context) == RepoList.ViewModel(
            header: "x",
            state: .error(message: "GitHub user 'x' not found"),
            status: StatusLine(message: "error", tone: .error, hints: Self.hints)))
    }

    @Test(arguments: [
        (GitHubError.transport("connection refused"), "cannot reach GitHub: connection refused — r to retry"),
        (.http(status: 502, message: "Bad Gateway"), "GitHub answered 502: Bad Gateway — r to retry"),
        (.rateLimited(resetAt: nil, retryAfterSeconds: 60, message: nil), "GitHub rate limit: retry in 60 s — r to retry"),
    ])
    func otherErrorsOfferARetry(error: GitHubError, message: String) {
        #expect(RepoListPresenter.viewModel(failed(.github(error)), context: Self.context) == RepoList.ViewModel(
            header: "octocat",
            state: .error(message: message),
            status: StatusLine(message: "error", tone: .error, hints: Self.hints)))
    }

    @Test func whileAPromptIsOpenTheStatusLineShowsItWithItsOwnHints() {
        var filtering = state()
        filtering.view.prompt = .filter(cursor: 1)
        filtering.view.setFilter("h\u{1B}[2J", now: Fixtures.now)

        #expect(RepoListPresenter.viewModel(filtering, context: Self.context).status == StatusLine(
            message: "1/8 · updated just now", tone: .normal,
            hints: [KeyHint("⏎", "keep", priority: 40), KeyHint("Esc", "clear", priority: 30), KeyHint("⇥", "complete", priority: 20)],
            prompt: PromptLine(label: "/", text: "h", cursor: 1)))
    }

    // MARK: Hostile text

    static let hostile = Fixtures.repository(
        id: 66, name: "\u{1B}]52;c;cm0gLXJmIH4=\u{07}pwn\u{1B}[31m",
        description: "\u{1B}[2Jwiped\r\nsecond line\u{1B}]0;owned\u{1B}\\ \u{7} bell",
        language: "\u{1B}[1mC\u{9B}0m", stars: 1, pushedAt: Fixtures.ago(30))

    @Test func hostileNamesAndDescriptionsAreSanitized() {
        let model = RepoListPresenter.viewModel(state([Self.hostile]), context: Self.context)

        #expect(model.state == .loaded(RepoList.Page(rows: [
            Self.row("pwn", "wiped second line ^G bell", "C", "★ 1", "just now"),
        ], selectedRow: 0)))
        #expect(Self.strings(in: model).allSatisfy(Self.isTerminalSafe))
    }

    @Test(arguments: [
        (GitHubError.http(status: 500, message: "\u{1B}]0;title\u{07}boom\u{1B}[0m"), "GitHub answered 500: boom"),
        (.transport("reset\u{1B}[2J\u{7}"), "cannot reach GitHub: reset^G"),
    ])
    func hostileErrorTextIsSanitized(error: GitHubError, shown: String) {
        let failedModel = RepoListPresenter.viewModel(failed(.github(error)), context: Self.context)
        let refreshFailed = RepoListPresenter.viewModel(state(refreshError: error), context: Self.context)

        #expect(failedModel.state == .error(message: shown + " — r to retry"))
        let refreshStatus = if case .transport = error {
            StatusLine(message: "1/8 · offline — showing data from 12:00", tone: .warning, hints: Self.hints)
        } else {
            StatusLine(message: "1/8 · refresh failed: \(shown) — showing data from 12:00", tone: .error, hints: Self.hints)
        }
        #expect(refreshFailed.status == refreshStatus)
        #expect(Self.strings(in: failedModel).allSatisfy(Self.isTerminalSafe))
        #expect(Self.strings(in: refreshFailed).allSatisfy(Self.isTerminalSafe))
    }

    @Test func aHostileUnknownUserMessageIsSanitized() {
        let model = RepoListPresenter.viewModel(failed(.github(.userNotFound("\u{1B}[31mghost"))), context: Self.context)

        #expect(model.state == .error(message: "GitHub user 'ghost' not found"))
    }

    static func isTerminalSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }

    /// Every string a view model carries, so none can slip past a check.
    static func strings(in model: RepoList.ViewModel) -> [String] {
        var strings = [model.header, model.status.message] + model.status.hints.map(\.label)
        switch model.state {
        case .loading(let message), .empty(let message), .error(let message):
            strings.append(message)
        case .loaded(let page):
            strings += page.rows.flatMap(\.cells)
        }
        return strings
    }
}
