import MarkdownText
import TerminalUI
import Testing
@testable import RepoFeatures

/// The README drawn below the facts: whole screens and panes as lines of text.
@MainActor
struct RepoDetailReadmeRendererTests {
    static let readme = ReadmeSamples.everything

    /// octocat's list with Spoon-Knife's detail open, its README `readme`, on a `size` screen.
    func openSpoonKnife(size: Size, readme: String = readme) async -> NavigatorHarness {
        let source = StubRepoSource(.success(Fixtures.unsorted), fresh: ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)],
                                    readmes: ["octocat/Spoon-Knife": .success(readme)])
        let screen = NavigatorHarness(size: size, source: source)
        await screen.start()
        await screen.press(.down, .down, .enter)
        _ = screen.lines // the first draw measures the pane
        return screen
    }

    /// The facts and `readme` as the presenter hands them to the renderer, scrolled to `scroll`.
    func model(readme: RepoDetail.Response.Readme?, scroll: Int) -> RepoDetail.ViewModel {
        RepoDetailPresenter.viewModel(
            .init(repository: Fixtures.spoonKnifeFull, scroll: scroll, phase: .current, readme: readme),
            now: Fixtures.now, dates: Fixtures.dates)
    }

    static func isTerminalSafe(_ line: String) -> Bool {
        !line.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    @Test func pageDownReachesTheReadmeBelowTheFactsOnAnEightyByTwentyFourScreen() async {
        let screen = await openSpoonKnife(size: Size(width: 80, height: 24))

        await screen.press(.pageDown)

        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓ › octocat/Spoon-Knife",
            " ███████████████████████████████████████████  ● CSS 34%  ● HTML 33%  ● Ruby 33%",
            " Web            https://github.com/octocat/Spoon-Knife",
            " Clone          https://github.com/octocat/Spoon-Knife.git",
            " SSH            git@github.com:octocat/Spoon-Knife.git",
            " Git            git://github.com/octocat/Spoon-Knife.git",
            "",
            " Owner          octocat",
            " Avatar         https://avatars.githubusercontent.com/u/583231?v=4",
            " ID             3",
            " Fork           no",
            " Archived       no",
            " Template       yes",
            "",
            " ── README ────────────────────────────────────────────────────────────────────",
            " Spoon-Knife 🍴",
            " ══════════════",
            "",
            " A demo repository for forking, with code and a link",
            " (https://example.com/docs).",
            "",
            " • fork it",
            "                                                                      ↓ 18 more",
            "                                                          ↑↓ scroll  esc/q back",
        ])
    }

    @Test func theEndOfTheReadmeShowsCodeVerbatimTablesInColumnsAndNoEscapeSequence() async {
        let screen = await openSpoonKnife(size: Size(width: 80, height: 24))

        await screen.press(.end)
        let buffer = screen.navigator.render()

        #expect(buffer.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓ › octocat/Spoon-Knife",
            " ███████████████████████████████████████████  ● CSS 34%  ● HTML 33%  ● Ruby 33%",
            "",
            " • fork it",
            "   ◦ then clone it",
            "     1. edit",
            "     2. push",
            " • open a pull request",
            "",
            " git clone https://github.com/octocat/Spoon-Knife.git",
            "     cd Spoon-Knife",
            "",
            " 言語     │ stars",
            " ─────────┼──────",
            " 日本語   │    12",
            " emoji 👩‍💻 │     3",
            "",
            " │ Quoted: 你好，世界！",
            "",
            " cleared? copied? red?",
            "",
            " The end.",
            "                                                                          (end)",
            "                                                          ↑↓ scroll  esc/q back",
        ])
        // The code block keeps its own style, apart from the prose around it.
        #expect(buffer[1, 9].style == MarkdownTheme.standard.codeBlock)
        #expect(buffer[5, 10].style == MarkdownTheme.standard.codeBlock)
        #expect(buffer[1, 19].style == .plain)
        #expect(buffer.lines.allSatisfy(Self.isTerminalSafe))
    }

    @Test func aNarrowPaneWrapsTheReadmeAndCutsCodeWithAnEllipsis() {
        let pane = Rect(x: 10, y: 2, width: 32, height: 20)
        var buffer = ScreenBuffer(size: Size(width: 80, height: 24), filling: Cell("#"))
        // Scrolled to the README's rule: the facts take 52 lines at this width.
        let measurement = RepoDetailRenderer.render(model(readme: .text(Self.readme), scroll: 52), into: &buffer, rect: pane)

        #expect(buffer.lines == RepoDetailRendererTests.framed([
            " ── README ────────────────────",
            " Spoon-Knife 🍴",
            " ══════════════",
            "",
            " A demo repository for forking,",
            " with code and a link",
            " (https://example.com/docs).",
            "",
            " • fork it",
            "   ◦ then clone it",
            "     1. edit",
            "     2. push",
            " • open a pull request",
            "",
            " git clone https://github.com/…",
            "     cd Spoon-Knife",
            "",
            " 言語     │ stars",
            " ─────────┼──────",
            "                       ↓ 8 more",
        ], pane: pane))
        #expect(measurement == RepoDetailRenderer.Measurement(maxScroll: 60, pageHeight: 19))
        #expect(buffer.lines.allSatisfy(Self.isTerminalSafe))
    }

    @Test(arguments: [80, 32, 20])
    func theScrollEndCountsEveryLineOfTheRenderedReadme(paneWidth: Int) {
        let pane = Rect(x: 0, y: 0, width: paneWidth, height: 10)
        var buffer = ScreenBuffer(size: Size(width: 80, height: 24))

        let factsOnly = RepoDetailRenderer.render(model(readme: nil, scroll: 0), into: &buffer, rect: pane)
        let withReadme = RepoDetailRenderer.render(model(readme: .text(Self.readme), scroll: 0), into: &buffer, rect: pane)

        // The blank and the rule above the README, then every line Markdown lays out.
        let readmeHeight = 2 + MarkdownRenderer.render(Self.readme, width: paneWidth - 2).count
        #expect(withReadme.maxScroll - factsOnly.maxScroll == readmeHeight)
    }

    @Test func aKeptLayoutDrawsWhatAFreshOneWouldAcrossScrollingAndWidths() {
        var layout = RepoDetailLayoutCache()
        for (width, scroll) in [(60, 0), (60, 30), (60, 45), (40, 45), (40, 0), (60, 0)] {
            let pane = Rect(x: 0, y: 0, width: width, height: 12)
            var kept = ScreenBuffer(size: Size(width: 80, height: 24))
            var fresh = ScreenBuffer(size: Size(width: 80, height: 24))
            let viewModel = model(readme: .text(Self.readme), scroll: scroll)

            let keptMeasurement = RepoDetailRenderer.render(viewModel, into: &kept, rect: pane, layout: &layout)
            let freshMeasurement = RepoDetailRenderer.render(viewModel, into: &fresh, rect: pane)

            #expect(kept == fresh, "width \(width), scroll \(scroll)")
            #expect(keptMeasurement == freshMeasurement)
        }
    }

    @Test(arguments: [
        (20, "── README ──────────"),
        (11, "── README ─"),
        (10, "README"),
        (5, "READ…"),
    ])
    func theRuleSpansThePaneOrShrinksToItsName(width: Int, rule: String) {
        #expect(RepoDetailRenderer.rule(named: "README", width: width) == rule)
    }

    @Test(arguments: [
        (RepoDetail.Response.Readme.loading, "loading README…"),
        (.none, "no README"),
        (.unavailable(.transport("connection refused")), "README unavailable: cannot reach GitHub: connection refused"),
    ])
    func aReadmeStateWithoutTextIsOneQuietLineUnderTheRule(readme: RepoDetail.Response.Readme, line: String) {
        let pane = Rect(x: 0, y: 0, width: 80, height: 22)
        var buffer = ScreenBuffer(size: Size(width: 80, height: 24))

        RepoDetailRenderer.render(model(readme: readme, scroll: 99), into: &buffer, rect: pane)

        #expect(Array(buffer.lines[17...21]) == [
            " Template       yes",
            "",
            " ── README ────────────────────────────────────────────────────────────────────",
            " " + line,
            "                                                                          (end)",
        ])
        #expect(buffer[1, 20].style == Palette.missing)
    }
}
