import Foundation
import MarkdownText
import RepoCore
import Testing
@testable import RepoFeatures

struct RepoDetailPresenterTests {
    static let hints = [KeyHint("↑↓", "scroll", priority: 30), KeyHint("⇥", "tabs", priority: 35), KeyHint("esc/q", "back", priority: 40)]

    func viewModel(_ repository: Repository, scroll: Int = 0, phase: RepoDetail.Phase = .current,
                   readme: RepoDetail.Readme? = nil, timeZone: TimeZone = Fixtures.utc) -> RepoDetail.ViewModel {
        var state = RepoDetail.State(repository: repository, readme: readme)
        state.scroll = scroll
        state.phase = phase
        return RepoDetailPresenter.viewModel(state, context: PresentationContext(now: Fixtures.now, timeZone: timeZone))
    }

    @Test func everyFieldSetBecomesALabelledLine() {
        // Its own page fetched: watchers are its subscribers, not the stars a listing repeats.
        var full = Fixtures.spoonKnifeFull
        full.facts = RepositoryFacts(subscribersCount: 1_234, networkCount: 150_432, visibility: "public", hasIssues: true,
                                     hasWiki: false, hasDiscussions: true, parentFullName: "github/Spoon-Knife",
                                     templateFullName: "octocat/template\u{1B}[2J")
        #expect(viewModel(full, scroll: 4) == RepoDetail.ViewModel(
            title: "octocat/Spoon-Knife",
            lines: [
                .heading("octocat/Spoon-Knife"),
                .paragraph("template", missing: true),
                .paragraph("This repo is for demonstration purposes only.", missing: false),
                // Where it came from belongs to what it is.
                .field(label: "Forked from", value: "github/Spoon-Knife — Enter opens it", missing: false),
                .field(label: "From template", value: "octocat/template", missing: false),
                .blank,
                .field(label: "Language", value: "HTML", missing: false),
                .field(label: "Stars", value: "12346", missing: false),
                .field(label: "Forks", value: "150432", missing: false),
                .field(label: "Watchers", value: "1234", missing: false),
                // The pull requests are not counted yet (a preview): GitHub's number includes them.
                .field(label: "Open issues", value: "7 with pull requests", missing: false),
                .field(label: "License", value: "MIT", missing: false),
                .field(label: "Topics", value: "demo, forking, tutorial", missing: false),
                .field(label: "Homepage", value: "https://octocat.github.io/Spoon-Knife", missing: false),
                .field(label: "Pushed", value: "2 hours ago (2026-11-01 10:00)", missing: false),
                .field(label: "Updated", value: "1 hour ago (2026-11-01 10:30)", missing: false),
                .field(label: "Created", value: "15 years ago (2011-01-26 19:06)", missing: false),
                // What one looks up rather than reads comes last, under its own rule.
                .blank,
                .rule("Reference"),
                .field(label: "Default branch", value: "main", missing: false),
                .field(label: "Size", value: "2.2 MB", missing: false),
                .field(label: "Visibility", value: "public", missing: false),
                .field(label: "Network", value: "150432", missing: false),
                .field(label: "Features", value: "issues · discussions", missing: false),
                .field(label: "Web", value: "https://github.com/octocat/Spoon-Knife", missing: false),
                .field(label: "Clone", value: "https://github.com/octocat/Spoon-Knife.git", missing: false),
                .field(label: "SSH", value: "git@github.com:octocat/Spoon-Knife.git", missing: false),
                .field(label: "Git", value: "git://github.com/octocat/Spoon-Knife.git", missing: false),
                .field(label: "Owner", value: "octocat", missing: false),
                .field(label: "Avatar", value: "https://avatars.githubusercontent.com/u/583231?v=4", missing: false),
                .field(label: "ID", value: "3", missing: false),
                .field(label: "Fork", value: "no", missing: false),
                .field(label: "Archived", value: "no", missing: false),
                .field(label: "Template", value: "yes", missing: false),
            ],
            scroll: 4,
            status: StatusLine(message: "", tone: .normal, hints: Self.hints)))
    }

    @Test func missingFieldsShowAQuietDashNeverNil() {
        let bare = Repository(
            id: RepoID(42), name: "bare", fullName: "someone/bare",
            owner: Owner(login: "someone", id: 7, avatarURL: "https://avatars.githubusercontent.com/u/7?v=4"),
            description: nil, htmlURL: "https://github.com/someone/bare", homepage: nil, language: nil,
            license: nil, isFork: true, isArchived: true)

        let model = viewModel(bare)

        #expect(model == RepoDetail.ViewModel(
            title: "someone/bare",
            lines: [
                .heading("someone/bare"),
                .paragraph("fork · archived", missing: true),
                .paragraph("—", missing: true),
                .blank,
                .field(label: "Language", value: "—", missing: true),
                .field(label: "Stars", value: "0", missing: false),
                .field(label: "Forks", value: "0", missing: false),
                // A listing's row: the watchers are not known yet.
                .field(label: "Watchers", value: "—", missing: true),
                .field(label: "Open issues", value: "0", missing: false),
                .field(label: "License", value: "—", missing: true),
                .field(label: "Topics", value: "—", missing: true),
                .field(label: "Homepage", value: "—", missing: true),
                .field(label: "Pushed", value: "—", missing: true),
                .field(label: "Updated", value: "—", missing: true),
                .field(label: "Created", value: "—", missing: true),
                .blank,
                .rule("Reference"),
                .field(label: "Default branch", value: "—", missing: true),
                .field(label: "Size", value: "0 KB", missing: false),
                // Only the repository's own page says these.
                .field(label: "Visibility", value: "—", missing: true),
                .field(label: "Network", value: "—", missing: true),
                .field(label: "Features", value: "—", missing: true),
                .field(label: "Web", value: "https://github.com/someone/bare", missing: false),
                .field(label: "Clone", value: "—", missing: true),
                .field(label: "SSH", value: "—", missing: true),
                .field(label: "Git", value: "—", missing: true),
                .field(label: "Owner", value: "someone", missing: false),
                .field(label: "Avatar", value: "https://avatars.githubusercontent.com/u/7?v=4", missing: false),
                .field(label: "ID", value: "42", missing: false),
                .field(label: "Fork", value: "yes", missing: false),
                .field(label: "Archived", value: "yes", missing: false),
                .field(label: "Template", value: "no", missing: false),
            ],
            scroll: 0,
            status: StatusLine(message: "", tone: .normal, hints: Self.hints)))
        #expect(!Self.strings(in: model).contains { $0.contains("nil") || $0.contains("Optional(") })
    }

    @Test func emptyStringsCountAsMissing() {
        var blank = Fixtures.spoonKnifeFull
        blank.description = ""
        blank.homepage = ""
        blank.language = ""

        let lines = viewModel(blank).lines

        #expect(lines[2] == .paragraph("—", missing: true))
        #expect(lines[4] == .field(label: "Language", value: "—", missing: true))
        #expect(lines[11] == .field(label: "Homepage", value: "—", missing: true))
    }

    @Test(arguments: [
        (License(key: "mit", name: "MIT License", spdxID: "MIT"), "MIT"),
        (License(key: "other", name: "Other", spdxID: "NOASSERTION"), "Other"),
        (License(key: nil, name: "Custom Licence", spdxID: nil), "Custom Licence"),
    ])
    func licenseShowsItsSPDXIdentifierOrElseItsName(license: License, shown: String) {
        var repository = Fixtures.spoonKnifeFull
        repository.license = license

        #expect(viewModel(repository).lines[9] == .field(label: "License", value: shown, missing: false))
    }

    @Test func updatingAndFailedUpdatesSaySoInTheStatus() {
        #expect(viewModel(Fixtures.spoonKnife, phase: .updating).status
            == StatusLine(message: "updating…", tone: .busy, hints: Self.hints))
        #expect(viewModel(Fixtures.spoonKnife, phase: .updateFailed(.transport("connection reset"))).status
            == StatusLine(message: "could not update: cannot reach GitHub: connection reset", tone: .warning, hints: Self.hints))
    }

    @Test func datesAreShownInTheGivenTimeZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))

        let lines = viewModel(Fixtures.spoonKnifeFull, timeZone: tokyo).lines

        #expect(lines[12] == .field(label: "Pushed", value: "2 hours ago (2026-11-01 19:00)", missing: false))
        #expect(lines[14] == .field(label: "Created", value: "15 years ago (2011-01-27 04:06)", missing: false))
    }

    @Test func hostileTextIsSanitized() {
        var hostile = Fixtures.spoonKnifeFull
        hostile.fullName = "octocat/\u{1B}]0;pwned\u{7}Spoon"
        hostile.description = "\u{1B}[2Jcleared\u{1B}[31m red"
        hostile.topics = ["\u{1B}[5mblink", "ok"]
        hostile.homepage = "https://example.com/\u{1B}]8;;https://evil.example\u{1B}\\link"

        let model = viewModel(hostile, phase: .updateFailed(.http(status: 500, message: "\u{1B}[1mboom")))

        #expect(model.title == "octocat/Spoon")
        #expect(model.lines[0] == .heading("octocat/Spoon"))
        #expect(model.lines[2] == .paragraph("cleared red", missing: false))
        #expect(model.lines[10] == .field(label: "Topics", value: "blink, ok", missing: false))
        #expect(model.lines[11] == .field(label: "Homepage", value: "https://example.com/link", missing: false))
        #expect(model.status.message == "could not update: GitHub answered 500: boom")
        #expect(Self.strings(in: model).allSatisfy(RepoListPresenterTests.isTerminalSafe))
    }

    // MARK: README

    /// Relative links in Spoon-Knife's top-level README.md on main.
    static let spoonKnifeTop = LinkBase(repositoryURL: "https://github.com/octocat/Spoon-Knife", branch: "main", path: "README.md")

    /// The lines `readme` adds between the summary and the reference section, both of which it
    /// leaves as they are without a README.
    func readmeLines(_ readme: RepoDetail.Readme?) -> [RepoDetail.Line] {
        let without = viewModel(Fixtures.spoonKnifeFull).lines
        guard let rule = without.firstIndex(of: .rule("Reference")) else {
            Issue.record("no reference section in \(without)")
            return []
        }
        let summary = Array(without[..<(rule - 1)]), reference = Array(without[(rule - 1)...])
        #expect(reference.prefix(2) == [.blank, .rule("Reference")])
        let lines = viewModel(Fixtures.spoonKnifeFull, readme: readme).lines
        #expect(Array(lines.prefix(summary.count)) == summary)
        #expect(Array(lines.suffix(reference.count)) == reference)
        return Array(lines.dropFirst(summary.count).dropLast(reference.count))
    }

    @Test func withoutAReadmeStateTheReferenceFollowsTheSummary() {
        #expect(readmeLines(nil) == [])
    }

    @Test(arguments: [
        (RepoDetail.Readme.loading, RepoDetail.Line.paragraph("loading README…", missing: true)),
        (.file(ReadmeFile(text: "# Title\n\nBody\n")), .markdown("# Title\n\nBody\n", links: Self.spoonKnifeTop)),
        (.file(ReadmeFile(text: "# Title\n", path: "docs/README.markdown")),
         .markdown("# Title\n", links: LinkBase(repositoryURL: "https://github.com/octocat/Spoon-Knife", branch: "main", path: "docs/README.markdown"))),
        (.file(ReadmeFile(text: "Title\n=====\n\n* one\n", path: "README.rst")), .plainText("Title\n=====\n\n* one\n")),
        (.file(ReadmeFile(text: "# not a heading\n", path: "README")), .plainText("# not a heading\n")),
        (.file(ReadmeFile(text: " \n\n")), .paragraph("empty README", missing: true)),
        (.none, .paragraph("no README", missing: true)),
        (.notCached, .paragraph("README not cached — run without --offline to fetch it", missing: true)),
        (.unavailable(.transport("connection reset")),
         .paragraph("README unavailable: cannot reach GitHub: connection reset", missing: true)),
        (.unavailable(.http(status: 502, message: "\u{1B}]52;c;ZXZpbA==\u{07}Bad gateway")),
         .paragraph("README unavailable: GitHub answered 502: Bad gateway", missing: true)),
    ])
    func theReadmeFollowsTheSummaryUnderARuleAndTheReferenceFollowsItAndOnlyMarkdownIsMarkdown(readme: RepoDetail.Readme, body: RepoDetail.Line) {
        #expect(readmeLines(readme) == [.blank, .rule("README"), body])
    }

    static func strings(in model: RepoDetail.ViewModel) -> [String] {
        var strings = [model.title, model.status.message] + model.status.hints.map(\.label)
        for line in model.lines {
            switch line {
            case .heading(let text), .paragraph(let text, _), .rule(let text): strings.append(text)
            case .field(let label, let value, _): strings += [label, value]
            // Markdown stays as GitHub sent it: the renderer sanitizes what it lays out
            // (RepoDetailReadmeRendererTests), since caret notation would break its syntax.
            case .markdown, .plainText: break
            case .languages(let languages): strings += languages.map(\.name)
            case .participation, .blank: break
            }
        }
        return strings
    }
}
