import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The list body drawn where the app draws it on an 80×24 terminal: below the header line and
/// above the status line (rows 0 and 23 stay blank here).
struct RepoListRendererTests {
    static let body = Rect(x: 0, y: 1, width: 80, height: 22)

    func render(_ model: RepoList.ViewModel, focused: Bool = true) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(width: 80, height: 24))
        RepoListRenderer.renderBody(model, into: &buffer, rect: Self.body, focused: focused)
        return buffer
    }

    static let context = PresentationContext(now: Fixtures.now, timeZone: Fixtures.utc)

    func loaded(_ repositories: [Repository], index: Int = 0, offset: Int = 0, visibleRows: Int = 21,
                columns: [ColumnID] = ColumnID.defaults) -> RepoList.ViewModel {
        var state = RepoList.State(user: Fixtures.octocat)
        state.known = CachedRepositories(user: Fixtures.octocat, repositories: repositories, fetchedAt: Fixtures.now)
        state.arrangement = ListArrangement(repositories, view: state.view)
        state.selection = ListSelection(index: index, offset: offset)
        state.visibleRows = visibleRows
        state.freshness = .current(since: Fixtures.now)
        return RepoListPresenter.viewModel(state, columns: columns, context: Self.context)
    }

    @Test func loadedPageDrawsColumnTitlesAndOneLinePerRow() {
        let buffer = render(loaded(Fixtures.sorted, index: 2))

        #expect(buffer.lines == [
            "",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "  linguist             fork Language Savan…  Ruby        ★ 1.2k  5 minutes ago",
            "  boysenberry-repo-1   fork Testing                       ★ 300  1 hour ago",
            "› Spoon-Knife          This repo is for de…  HTML         ★ 12k  2 hours ago",
            "  octocat.github.io                          CSS          ★ 999  yesterday",
            "  Hello-World          My first repository…  Ruby        ★ 2.6k  3 days ago",
            "  git-consortium       This repo is for de…               ★ 150  2 months ago",
            "  hello-worId          My first repository…                 ★ 0  3 years ago",
            "  test-repo1           archived Testing re…                 ★ 5  never",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
        ])
    }

    @Test func selectedRowIsReversedWhenFocusedAndUnderlinedWhenNot() {
        let focused = render(loaded(Fixtures.sorted, index: 2), focused: true)
        let unfocused = render(loaded(Fixtures.sorted, index: 2), focused: false)
        let selectedY = Self.body.y + 1 + 2

        for x in 0..<80 {
            #expect(focused[x, selectedY].style.attributes.contains(.reverse))
            #expect(unfocused[x, selectedY].style.attributes == [.bold, .underline])
            #expect(!focused[x, selectedY + 1].style.attributes.contains(.reverse))
        }
        // Forks and archived repositories are quiet: linguist (a fork) is grey (dim without
        // colours) with a "fork" tag; Spoon-Knife is not.
        #expect(focused[2, Self.body.y + 1].style == Palette.quiet)
        #expect(focused[23, Self.body.y + 1].style == Palette.tag)
        #expect(focused[28, Self.body.y + 1].style == Palette.quiet)
        // The focused selection is one even reverse-video band: no colours, the name bold.
        #expect(focused[2, selectedY].style == Style(attributes: [.bold, .reverse]))
        #expect((23..<80).allSatisfy { focused[$0, selectedY].style == Style(attributes: [.reverse]) })
        // Unfocused, the row keeps its colours.
        #expect(unfocused[2, selectedY].style == Palette.name.adding(.underline))
    }

    @Test func longDescriptionsAreCutWithAnEllipsisAndNeverWrap() {
        let long = Fixtures.repository(
            id: 90, name: "a-repository-with-a-very-long-name-indeed",
            description: String(repeating: "word ", count: 60), language: "Objective-C++",
            stars: 123_456_789, pushedAt: Fixtures.ago(59 * Fixtures.minute))
        let buffer = render(loaded([long, Fixtures.spoonKnife]))

        #expect(buffer.lines == [
            "",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "› a-repository-with-…  word word word word…  Objective…  ★ 123M  59 minutes ago",
            "  Spoon-Knife          This repo is for de…  HTML         ★ 12k  2 hours ago",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
        ])
    }

    @Test func wideNamesKeepTheColumnsAligned() {
        let buffer = render(loaded(Fixtures.wide))
        let rows = Array(buffer.lines[2...6])

        #expect(buffer.lines == [
            "",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "› 日本語のリポジトリ…  説明文はここにあり…   Go          ★ 4.2k  10 minutes ago",
            "  🚀rocket-ship        Launch 🚀 things      Rust        ★ 4.2k  20 minutes ago",
            "  café-ｆｕｌｌｗｉ…   ﾊﾝｶｸ half-width kana  日本語      ★ 4.2k  30 minutes ago",
            "  한국어-저장소        👩‍💻 developer 🇯🇵 fla…  C           ★ 4.2k  40 minutes ago",
            "  plain-ascii          Nothing wide here     Swift       ★ 4.2k  50 minutes ago",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
        ])
        // Every row has the same star count, so "★" starts the same display column on each.
        let starColumns = rows.map { line in DisplayWidth.of(line.prefix { $0 != "★" }) }
        #expect(starColumns == Array(repeating: 57, count: 5))
        // And no row is wider than the pane.
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test func scrolledPageShowsOnlyTheVisibleWindow() {
        let buffer = render(loaded(Fixtures.projects(30), index: 29, offset: 9))

        #expect(buffer.lines == [
            "",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "  project-10           Project number 10     Swift         ★ 1k  10 hours ago",
            "  project-11           Project number 11     Swift       ★ 1.1k  11 hours ago",
            "  project-12           Project number 12     Swift       ★ 1.2k  12 hours ago",
            "  project-13           Project number 13     Swift       ★ 1.3k  13 hours ago",
            "  project-14           Project number 14     Swift       ★ 1.4k  14 hours ago",
            "  project-15           Project number 15     Swift       ★ 1.5k  15 hours ago",
            "  project-16           Project number 16     Swift       ★ 1.6k  16 hours ago",
            "  project-17           Project number 17     Swift       ★ 1.7k  17 hours ago",
            "  project-18           Project number 18     Swift       ★ 1.8k  18 hours ago",
            "  project-19           Project number 19     Swift       ★ 1.9k  19 hours ago",
            "  project-20           Project number 20     Swift         ★ 2k  20 hours ago",
            "  project-21           Project number 21     Swift       ★ 2.1k  21 hours ago",
            "  project-22           Project number 22     Swift       ★ 2.2k  22 hours ago",
            "  project-23           Project number 23     Swift       ★ 2.3k  23 hours ago",
            "  project-24           Project number 24     Swift       ★ 2.4k  yesterday",
            "  project-25           Project number 25     Swift       ★ 2.5k  yesterday",
            "  project-26           Project number 26     Swift       ★ 2.6k  yesterday",
            "  project-27           Project number 27     Swift       ★ 2.7k  yesterday",
            "  project-28           Project number 28     Swift       ★ 2.8k  yesterday",
            "  project-29           Project number 29     Swift       ★ 2.9k  yesterday",
            "› project-30           Project number 30     Swift         ★ 3k  yesterday",
            "",
        ])
    }

    @Test func loadingMessageIsCentred() {
        var loading = RepoList.State(user: Fixtures.octocat)
        loading.load = .readingCache
        let model = RepoListPresenter.viewModel(loading, context: Self.context)

        #expect(render(model).lines == Self.centred("Loading octocat's repositories…", x: 24))
    }

    @Test func chosenColumnsShowInTheirOrderAndTheLeastUsefulGiveWayWhenNarrow() {
        let columns: [ColumnID] = [.name, .stars, .forks, .license, .description, .pushed]
        var repository = Fixtures.spoonKnifeFull
        repository.pushedAt = Fixtures.ago(2 * Fixtures.hour)
        var buffer = ScreenBuffer(size: Size(width: 80, height: 4))
        RepoListRenderer.renderBody(loaded([repository], columns: columns), into: &buffer,
                                    rect: Rect(x: 0, y: 0, width: 80, height: 2), focused: false)
        var narrow = ScreenBuffer(size: Size(width: 50, height: 4))
        RepoListRenderer.renderBody(loaded([repository], columns: columns), into: &narrow,
                                    rect: Rect(x: 0, y: 0, width: 50, height: 2), focused: false)

        // The licence asks for more room than is left beside a readable description.
        #expect(buffer.lines == [
            "  NAME                  STARS   FORKS  DESCRIPTION               PUSHED",
            "› Spoon-Knife           ★ 12k    150k  This repo is for demons…  2 hours ago",
            "",
            "",
        ])
        #expect(narrow.lines == [
            "  NAME           STARS  DESCRIPT…  PUSHED",
            "› Spoon-Knife    ★ 12k  This rep…  2 hours ago",
            "",
            "",
        ])
    }

    @Test func emptyMessageIsCentred() {
        #expect(render(loaded([])).lines == Self.centred("no public repositories", x: 29))
    }

    @Test func errorMessageIsCentred() {
        var failed = RepoList.State(user: Fixtures.octocat)
        failed.failure = .github(.userNotFound("octocat"))
        let model = RepoListPresenter.viewModel(failed, context: Self.context)

        #expect(render(model).lines == Self.centred("GitHub user 'octocat' not found", x: 24))
    }

    /// Read whole, as every message must be: wrapped at spaces, a word wider than the pane broken.
    @Test func aMessageWiderThanThePaneWrapsOntoTheRowsBelow() {
        let words = RepoList.ViewModel(header: "", state: .error(message: "no repository matches “lang:rust stars:>1k pushed:<1y serv” — Esc clears the filter"),
                                       status: StatusLine(message: "", hints: []))
        var expected = Self.centred("no repository matches “lang:rust stars:>1k pushed:<1y serv” — Esc clears the", x: 2)
        expected[13] = String(repeating: " ", count: 37) + "filter"
        #expect(render(words).lines == expected)

        let word = RepoList.ViewModel(header: "", state: .error(message: String(repeating: "x", count: 100)),
                                      status: StatusLine(message: "", hints: []))
        var broken = Self.centred(String(repeating: "x", count: 80), x: 0)
        broken[13] = String(repeating: " ", count: 30) + String(repeating: "x", count: 20)
        #expect(render(word).lines == broken)
    }

    /// 24 lines, blank but for `text` at column `x` on the middle row of the body (row 12).
    static func centred(_ text: String, x: Int) -> [String] {
        var lines = Array(repeating: "", count: 24)
        lines[12] = String(repeating: " ", count: x) + text
        return lines
    }
}
