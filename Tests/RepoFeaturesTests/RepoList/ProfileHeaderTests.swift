import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The whole header — the presenter's line, then the language bar — drawn into a buffer the way
/// the navigator draws it, in each colour depth.
struct ProfileHeaderTests {
    static let repositories = [
        LanguageBarTests.repo(1, "Swift", stars: 12_000), LanguageBarTests.repo(2, "Swift", stars: 400),
        LanguageBarTests.repo(3, "Swift"), LanguageBarTests.repo(4, "Go", stars: 900),
        LanguageBarTests.repo(5, "Go"), LanguageBarTests.repo(6, "Ruby", fork: true, stars: 4_000),
        LanguageBarTests.repo(7, "Shell"), LanguageBarTests.repo(8, nil, archived: true, stars: 1),
    ]

    func header(width: Int, height: Int = 2, depth: ColorDepth = .extended,
                title: String = "octocat · 8 repositories · ★ 17k · pushed ↓") -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(width: width, height: height))
        let rect = Rect(x: 0, y: 0, width: width, height: height)
        Chrome.drawHeader(title, into: &buffer, rect: rect)
        let profile = RepoList.Profile(repositories: Self.repositories)
        #expect(profile != nil)
        if let profile { ProfileHeaderRenderer.render(profile, depth: depth, into: &buffer, header: rect) }
        return buffer
    }

    @Test func theProfileCountsLanguagesAndIsNilWithoutAny() {
        #expect(RepoList.Profile(repositories: Self.repositories) == RepoList.Profile(
            languages: LanguageBarTests.shares([("Swift", 3), ("Go", 2), ("Shell", 1)])))
        #expect(RepoList.Profile(repositories: [LanguageBarTests.repo(1, nil, stars: 1)]) == nil)
        #expect(RepoList.Profile(repositories: []) == nil)
    }

    @Test func at80ColumnsInColour() {
        let buffer = header(width: 80)
        #expect(buffer.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓",
            " ██████████████████████████████████████████  ● Swift 50%  ● Go 33%  ● Shell 17%",
        ])
        // Segments in GitHub's colours (Swift 203, Go 38, Shell 113): 21, 14 and 7 of 42 cells;
        // the legend's keys in the same.
        #expect((1...21).allSatisfy { buffer[$0, 1].style == Style(foreground: .indexed(203)) })
        #expect((22...35).allSatisfy { buffer[$0, 1].style == Style(foreground: .indexed(38)) })
        #expect((36...42).allSatisfy { buffer[$0, 1].style == Style(foreground: .indexed(113)) })
        #expect(buffer[45, 1].style == Style(foreground: .indexed(203)))
        #expect(buffer[47, 1].style == Palette.legend)
        #expect(buffer[58, 1].style == Style(foreground: .indexed(38)))
    }

    @Test func inMonochromeTheSegmentsAreShades() {
        #expect(header(width: 60, depth: .monochrome).lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓",
            " ███████████▓▓▓▓▓▓▓▒▒▒▒  █ Swift 50%  ▓ Go 33%  ▒ Shell 17%",
        ])
    }

    @Test func inMonochromeOtherIsAlwaysTheLightestShade() {
        let shares = LanguageBarTests.shares([("Swift", 4), ("Go", 2), ("C", 1), ("Zig", 1)])
        let profile = RepoList.Profile(languages: shares)
        var buffer = ScreenBuffer(size: Size(width: 60, height: 2))
        ProfileHeaderRenderer.render(profile, depth: .monochrome, into: &buffer, header: Rect(x: 0, y: 0, width: 60, height: 2))
        // Four named would leave the bar under a third of the width: C and Zig become "Other".
        #expect(buffer.line(1) == " " + String(repeating: "█", count: 11) + String(repeating: "▓", count: 6)
            + String(repeating: "░", count: 5) + "  █ Swift 50%  ▓ Go 25%  ░ Other 25%")
    }

    @Test func languageNamesAreSanitised() {
        let shares = LanguageShares(repositories: [LanguageBarTests.repo(1, "Evil\u{1B}]52;c;aGk=\u{07}Lang")])
        #expect(shares.languages.map(\.name) == [TerminalText.sanitize("Evil\u{1B}]52;c;aGk=\u{07}Lang")])
        #expect(!shares.languages[0].name.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func onEightColoursTheSegmentsTakeDistinctBaseColours() {
        let buffer = header(width: 80, depth: .basic)
        #expect(buffer[1, 1].style == Style(foreground: .blue))
        #expect(buffer[22, 1].style == Style(foreground: .yellow))
        #expect(buffer[36, 1].style == Style(foreground: .red))
    }

    @Test func narrowTerminalsDropLegendEntriesThenTheLegend() {
        #expect(header(width: 44).lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓",
            " ████████████████  ● Swift 50%  ● Other 50%",
        ])
        #expect(header(width: 36).lines == [
            " octocat · 8 repositories · ★ 17k ·…",
            " ██████████████████████████████████",
        ])
    }

    @Test func aOneLineHeaderHasNoBar() {
        #expect(header(width: 80, height: 1).lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓",
        ])
    }
}
