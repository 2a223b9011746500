import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The accessible mode's frames, whole: rows as spoken lines, the chosen tab in brackets, no box
/// drawing or bars, the messages as new lines below the app's frame, the cursor on the selection.
struct AccessibleFrameTests {
    /// The app's frame; the terminal is two rows taller (the transcript).
    static let size = Size(width: 80, height: 10)

    static func driver() -> AppDriver {
        var screen = AppDriver(size: size, world: World(github: [Fixtures.octocat: .success(Fixtures.projects(3))]))
        screen.app.splitsWide = false
        screen.context.accessible = true
        screen.start()
        return screen
    }

    static func lines(_ frame: ScreenBuffer) -> [String] {
        (0..<frame.size.height).map { frame.line($0) }
    }

    @Test func theListIsSpokenLinesWithTheCursorOnTheSelectionAndMessagesBelow() {
        var screen = Self.driver()
        var renderer = FrameRenderer(accessible: true)

        let first = renderer.render(screen.app, context: screen.context)
        #expect(Self.lines(first) == [
            " octocat · 3 repositories · ★ 600 · pushed ↓            [Repos] Starred  Search",
            "",
            "› project-01, 100 stars, pushed 1 hour ago, Swift, Project number 1",
            "  project-02, 200 stars, pushed 2 hours ago, Swift, Project number 2",
            "  project-03, 300 stars, pushed 3 hours ago, Swift, Project number 3",
            "",
            "",
            "",
            "",
            "                                      ⏎ open  / filter  s sort  ⇥ scope  ? help",
            "",
            "updated just now",
        ])
        #expect(first.cursor.map { [$0.x, $0.y] } == [0, 2])

        // A move adds nothing below (no "2/3" counter); a message is a new line, its tone in words.
        screen.press(.down, .character("y"))
        let second = renderer.render(screen.app, context: screen.context)
        #expect(Self.lines(second).suffix(3) == [
            "                                      ⏎ open  / filter  s sort  ⇥ scope  ? help",
            "updated just now",
            "error: GitHub gave no clone URL for octocat/project-02",
        ])
        #expect(second.cursor.map { [$0.x, $0.y] } == [0, 3])
    }

    @Test func barsAndSparklinesAreTheirNumbersInWords() {
        #expect(SpokenNumbers.participation(RepositoryInsight.Participation(all: [0, 5, 31, 2, 1, 0, 3], owner: [0, 1, 2, 0, 0, 0, 1]))
            == "42 in the last year, 6 in the last 4 weeks, busiest week 31; the owner's: 4")
        #expect(SpokenNumbers.shares([("Swift", 800), ("C", 150), ("Shell", 48), ("Makefile", 2)]) == "Swift 80%, C 15%, Shell 5%")
        #expect(SpokenRow.stars(0) == "no stars")
        #expect(SpokenRow.stars(1) == "1 star")
        #expect(SpokenRow.stars(3_012) == "3 thousand stars")
        #expect(SpokenRow.stars(1_250_000) == "1.2 million stars")
        #expect(SpokenRow.stars(2_000_000) == "2 million stars")
    }

    @Test func boxesAndTheDetailDrawNoLinesOrBarsAndTheirFirstLineHasTheCursor() {
        var screen = Self.driver()
        var renderer = FrameRenderer(accessible: true)
        screen.press(.character("?"))
        let help = renderer.render(screen.app, context: screen.context)
        let text = Self.lines(help).joined(separator: "\n")
        #expect(!text.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) })
        #expect(Self.lines(help).prefix(4) == [
            " octocat · 3 repositories · ★ 600 · pushed ↓            [Repos] Starred  Search",
            "   keys — ↑↓ scroll, any other key closes",
            "  List",
            "    ↑ k                  move up",
        ])
        #expect(help.cursor.map { [$0.x, $0.y] } == [3, 1])
    }
}
