import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The detail with every part GitHub answered, as a whole screen: the issue count split from the
/// pull requests, the latest release, the year's commits (everyone's and the owner's), the top
/// contributors and a bytes-weighted language bar.
struct DetailPartsScreenTests {
    static let parts: [RepositoryInsight] = [
        .languages([.init(name: "HTML", bytes: 6_000), .init(name: "CSS", bytes: 3_000), .init(name: "JavaScript", bytes: 1_000)]),
        .latestRelease(.init(tag: "v2.1.0", name: "Forkable", publishedAt: Fixtures.ago(3 * 86_400))),
        .openPullRequests(3),
        .participation(.init(all: (0..<52).map { $0 % 9 }, owner: (0..<52).map { $0 % 9 / 3 })),
        .contributors([.init(login: "octocat", contributions: 1_204), .init(login: "hubot\u{1B}[2J", contributions: 56)]),
    ]

    @Test func everyPartShowsInTheActivitySectionAsItArrives() {
        var world = World.octocat()
        world.parts = ["octocat/Spoon-Knife": Self.parts]
        var screen = AppDriver(size: Size(width: 80, height: 30), world: world)
        screen.start()
        screen.press(.down, .down, .enter)

        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                   Overview  Issues  PRs  Actions",
            "  All 8  Sources 6  Forks 2  Archived 1   █████████████  ● CSS 33%  ● Other 67%",
            " octocat/Spoon-Knife",
            " template",
            " This repo is for demonstration purposes only.",
            "",
            " Language       HTML",
            " Stars          12346",
            " Forks          150432",
            " Watchers       —",
            " Open issues    4",
            " Pull requests  3 open",
            " License        MIT",
            " Topics         demo, forking, tutorial",
            " Homepage       https://octocat.github.io/Spoon-Knife",
            " Pushed         2 hours ago (2026-11-01 10:00)",
            " Updated        1 hour ago (2026-11-01 10:30)",
            " Created        15 years ago (2011-01-26 19:06)",
            "",
            " ── Activity ──────────────────────────────────────────────────────────────────",
            " Latest release v2.1.0 · Forkable · 3 days ago (2026-10-29 12:00)",
            " Commits        ▁▂▃▄▅▆▇██▁▂▃▄▅▆▇██▁▂▃▄▅▆▇██▁▂▃▄▅▆▇██▁▂▃▄▅▆▇██▁▂▃▄▅▆▇ 201 total",
            "   by owner     ▁▁▁▂▂▂▃▃▃▁▁▁▂▂▂▃▃▃▁▁▁▂▂▂▃▃▃▁▁▁▂▂▂▃▃▃▁▁▁▂▂▂▃▃▃▁▁▁▂▂▂▃ 24%",
            " Contributors   octocat 1.2k · hubot 56",
            " Languages      ██████████████████████  ● HTML 60%  ● CSS 30%  ● JavaScript 10%",
            "",
            " ── README ────────────────────────────────────────────────────────────────────",
            " no README",
            "                                                                      ↓ 17 more",
            "                                          ↑↓ scroll  ⇥ tabs  esc/q back  ? help",
        ])
    }

    @Test func aPartGitHubDoesNotHaveSaysWhyAndTheOthersStillShow() {
        var world = World.octocat()
        world.parts = ["octocat/Spoon-Knife": [Self.parts[0], .latestRelease(nil)]]
        var screen = AppDriver(size: Size(width: 80, height: 30), world: world)
        screen.start()
        screen.press(.down, .down, .enter)

        #expect(Array(screen.lines[7...20]) == [
            " Stars          12346",
            " Forks          150432",
            " Watchers       —",
            " Open issues    7 with pull requests",
            " Pull requests  unavailable: not found on GitHub",
            " License        MIT",
            " Topics         demo, forking, tutorial",
            " Homepage       https://octocat.github.io/Spoon-Knife",
            " Pushed         2 hours ago (2026-11-01 10:00)",
            " Updated        1 hour ago (2026-11-01 10:30)",
            " Created        15 years ago (2011-01-26 19:06)",
            "",
            " ── Activity ──────────────────────────────────────────────────────────────────",
            " Latest release no releases",
        ])
    }
}
