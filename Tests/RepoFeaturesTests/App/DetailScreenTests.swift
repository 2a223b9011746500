import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The detail over the list on a narrow terminal, and side by side on a wide one, as whole screens.
struct DetailScreenTests {
    static let single = Size(width: 80, height: 24)
    static let split = Size(width: 120, height: 40)

    @Test func narrowDetailReplacesTheListAndBackRestoresSelectionAndScroll() {
        let projects = Fixtures.projects(30)
        var fresh = projects[27]
        fresh.description = "Project number 28, fetched again"
        fresh.openIssuesCount = 3
        var screen = AppDriver(
            size: Self.single, world: World(github: [Fixtures.octocat: .success(projects)], fresh: ["octocat/project-28": .success(fresh)]))
        screen.start()
        screen.press(.end, .up, .up)
        let list = screen.lines

        screen.press(.enter)
        let detail = screen.lines
        screen.press(.escape)

        #expect(list == [
            " octocat · 30 repositories · ★ 46k · pushed ↓            Repos  Starred  Search",
            "  All 30  Sources 30   ██████████████████████████████████████████  ● Swift 100%",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
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
            "› project-28           Project number 28     Swift       ★ 2.8k  yesterday",
            "  project-29           Project number 29     Swift       ★ 2.9k  yesterday",
            "  project-30           Project number 30     Swift         ★ 3k  yesterday",
            " 28/30 · updated just now             ⏎ open  / filter  s sort  ⇥ scope  ? help",
        ])
        #expect(detail == [
            " octocat › octocat/project-28                    Overview  Issues  PRs  Actions",
            "  All 30  Sources 30   ██████████████████████████████████████████  ● Swift 100%",
            " octocat/project-28",
            " Project number 28, fetched again",
            "",
            " Language       Swift",
            " Stars          2800",
            " Forks          0",
            " Watchers       —",
            " Open issues    3 with pull requests",
            " Pull requests  loading…",
            " License        —",
            " Topics         —",
            " Homepage       —",
            " Pushed         yesterday (2026-10-31 08:00)",
            " Updated        —",
            " Created        —",
            "",
            " ── Activity ──────────────────────────────────────────────────────────────────",
            " Latest release loading…",
            " Commits        loading…",
            " Contributors   loading…",
            "                                                                      ↓ 21 more",
            "                                          ↑↓ scroll  ⇥ tabs  esc/q back  ? help",
        ])
        #expect(screen.lines == list)
        #expect(screen.detail == nil)
    }

    @Test func narrowDetailScrollsToTheEnd() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        screen.press(.down, .down, .enter)
        screen.press(.end)

        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            "  All 8  Sources 6  Forks 2  Archived 1   █████████████  ● CSS 33%  ● Other 67%",
            "",
            " ── README ────────────────────────────────────────────────────────────────────",
            " no README",
            "",
        ] + Fixtures.spoonKnifeReferenceAt80 + [
            "                                                                          (end)",
            "                                          ↑↓ scroll  ⇥ tabs  esc/q back  ? help",
        ])
    }

    @Test func detailThatCannotBeUpdatedKeepsTheListsCopyAndSaysWhy() {
        let source = World(github: [Fixtures.octocat: .success(Fixtures.unsorted)], fresh: ["octocat/Spoon-Knife": .failure(.transport("connection reset"))])
        var screen = AppDriver(size: Self.single, world: source)
        screen.start()
        screen.press(.down, .down, .enter)

        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            "  All 8  Sources 6  Forks 2  Archived 1   █████████████  ● CSS 33%  ● Other 67%",
            " octocat/Spoon-Knife",
            " This repo is for demonstration purposes only.",
            "",
            " Language       HTML",
            " Stars          12345",
            " Forks          0",
            " Watchers       —",
            " Open issues    0",
            " Pull requests  loading…",
            " License        —",
            " Topics         —",
            " Homepage       —",
            " Pushed         2 hours ago (2026-11-01 10:00)",
            " Updated        —",
            " Created        —",
            "",
            " ── Activity ──────────────────────────────────────────────────────────────────",
            " Latest release loading…",
            " Commits        loading…",
            " Contributors   loading…",
            "                                                                      ↓ 21 more",
            " could not update: cannot reach GitHub: connection reset     esc/q back  ? help",
        ])
        #expect(screen.effects.filter { if case .detail(_, .loadRepository) = $0 { true } else { false } }.count == 1)
    }
}
