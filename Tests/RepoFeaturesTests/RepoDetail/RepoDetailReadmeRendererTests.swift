import MarkdownText
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The README drawn between the summary and the reference section: whole screens and panes as lines of text.
struct RepoDetailReadmeRendererTests {
    static let readme = ReadmeSamples.everything

    /// octocat's list with Spoon-Knife's detail open, its README `readme`, on a `size` screen.
    func openSpoonKnife(size: Size, readme: String = readme) -> AppDriver {
        var world = World.octocat()
        world.readmes = ["octocat/Spoon-Knife": .success(readme)]
        var screen = AppDriver(size: size, world: world)
        screen.start()
        screen.press(.down, .down, .enter)
        return screen
    }

    /// The detail with `readme` as the presenter hands it to the renderer, scrolled to `scroll`.
    func model(readme: RepoDetail.Readme?, scroll: Int) -> RepoDetail.ViewModel {
        var state = RepoDetail.State(repository: Fixtures.spoonKnifeFull, readme: readme)
        state.scroll = scroll
        return RepoDetailPresenter.viewModel(state, context: PresentationContext(now: Fixtures.now, timeZone: Fixtures.utc))
    }

    static func isTerminalSafe(_ line: String) -> Bool {
        !line.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    @Test func pageDownReachesTheReadmeBelowTheSummaryOnAnEightyByTwentyFourScreen() {
        var screen = openSpoonKnife(size: Size(width: 80, height: 24))

        screen.press(.pageDown)

        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            "  All 8  Sources 6  Forks 2  Archived 1   █████████████  ● CSS 33%  ● Other 67%",
            " Commits        loading…",
            " Contributors   loading…",
            " Languages      loading…",
            "",
            " ── README ────────────────────────────────────────────────────────────────────",
            " Spoon-Knife 🍴",
            " ══════════════",
            "",
            " A demo repository for forking, with code and a link",
            " (https://example.com/docs).",
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
            "                                                                      ↓ 27 more",
            "                                          ↑↓ scroll  ⇥ tabs  esc/q back  ? help",
        ])
    }

    @Test func theEndOfTheReadmeShowsCodeVerbatimTablesInColumnsAndNoEscapeSequenceAndTheReferenceFollowsIt() {
        // Tall enough for the README's last twenty lines above the reference section.
        var screen = openSpoonKnife(size: Size(width: 80, height: 41))

        screen.press(.end)
        var renderer = FrameRenderer()
        let buffer = renderer.render(AppPresenter.viewModel(screen.app, context: screen.context), size: screen.app.size)

        #expect(buffer.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            "  All 8  Sources 6  Forks 2  Archived 1   █████████████  ● CSS 33%  ● Other 67%",
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
            "",
        ] + Fixtures.spoonKnifeReferenceAt80 + [
            "                                                                          (end)",
            "                                          ↑↓ scroll  ⇥ tabs  esc/q back  ? help",
        ])
        // The code block keeps its own style, apart from the prose around it.
        #expect(buffer[1, 9].style == MarkdownTheme.standard.codeBlock)
        #expect(buffer[5, 10].style == MarkdownTheme.standard.codeBlock)
        #expect(buffer[1, 19].style == .plain)
        #expect(buffer.lines.allSatisfy(Self.isTerminalSafe))
    }

    @Test func aNarrowPaneWrapsTheReadmeAndContinuesCodeBehindAMark() {
        let pane = Rect(x: 10, y: 2, width: 32, height: 20)
        var buffer = ScreenBuffer(size: Size(width: 80, height: 24), filling: Cell("#"))
        // Scrolled to the README's rule: the summary takes 27 lines at this width.
        let scrolled = model(readme: .file(ReadmeFile(text: Self.readme)), scroll: 27)
        RepoDetailRenderer.render(scrolled, into: &buffer, rect: pane)
        let measurement = RepoDetailRendererTests.measure(scrolled, pane: pane)

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
            " git clone https://github.com/o",
            " ↪ctocat/Spoon-Knife.git",
            "     cd Spoon-Knife",
            "",
            " 言語     │ stars",
            "                      ↓ 37 more",
        ], pane: pane))
        #expect(measurement == RepoDetailRendererTests.Measurement(maxScroll: 64, pageHeight: 19))
        #expect(buffer.lines.allSatisfy(Self.isTerminalSafe))
    }

    @Test(arguments: [80, 32, 20])
    func theScrollEndCountsEveryLineOfTheRenderedReadme(paneWidth: Int) {
        let pane = Rect(x: 0, y: 0, width: paneWidth, height: 10)

        let factsOnly = RepoDetailRendererTests.measure(model(readme: nil, scroll: 0), pane: pane)
        let withReadme = RepoDetailRendererTests.measure(model(readme: .file(ReadmeFile(text: Self.readme)), scroll: 0), pane: pane)

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
            let viewModel = model(readme: .file(ReadmeFile(text: Self.readme)), scroll: scroll)

            RepoDetailRenderer.render(viewModel, into: &kept, rect: pane, layout: &layout)
            RepoDetailRenderer.render(viewModel, into: &fresh, rect: pane)

            #expect(kept == fresh, "width \(width), scroll \(scroll)")
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
        (RepoDetail.Readme.loading, "loading README…"),
        (.none, "no README"),
        (.unavailable(.transport("connection refused")), "README unavailable: cannot reach GitHub: connection refused"),
    ])
    func aReadmeStateWithoutTextIsOneQuietLineUnderTheRule(readme: RepoDetail.Readme, line: String) {
        let pane = Rect(x: 0, y: 0, width: 80, height: 22)
        var buffer = ScreenBuffer(size: Size(width: 80, height: 24))

        // On the first page: the summary is short, and the reference waits below the README.
        RepoDetailRenderer.render(model(readme: readme, scroll: 0), into: &buffer, rect: pane)

        #expect(Array(buffer.lines[14...21]) == [
            " Created        15 years ago (2011-01-26 19:06)",
            "",
            " ── README ────────────────────────────────────────────────────────────────────",
            " " + line,
            "",
            " ── Reference ─────────────────────────────────────────────────────────────────",
            " Default branch main",
            "                                                                      ↓ 14 more",
        ])
        #expect(buffer[1, 17].style == Palette.missing)
    }
}
