import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The whole screen at each layout and size: the list alone, side by side with the preview, too small.
struct LayoutScreenTests {
    static let single = Size(width: 80, height: 24)
    static let split = Size(width: 120, height: 40)

    @Test func singleLayoutShowsHeaderListAndStatus() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()

        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓             Repos  Starred  Search",
            "  All 8  Sources 6  Forks 2  Archived 1   █████████████  ● CSS 33%  ● Other 67%",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "› linguist             fork Language Savan…  Ruby        ★ 1.2k  5 minutes ago",
            "  boysenberry-repo-1   fork Testing                       ★ 300  1 hour ago",
            "  Spoon-Knife          This repo is for de…  HTML         ★ 12k  2 hours ago",
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
            " 1/8 · updated just now               ⏎ open  / filter  s sort  ⇥ scope  ? help",
        ])
    }

    @Test func splitLayoutShowsTheListBesideAPreviewOfTheSelection() {
        var screen = AppDriver(size: Self.split, world: .octocat())
        screen.start()
        screen.press(.down, .down)

        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓                                              Repositories  Starred  Search",
            "  All 8  Sources 6  Forks 2  Archived 1   ██████████████████████████████████████████  ● CSS 34%  ● HTML 33%  ● Ruby 33%",
            "  NAME            DESCRIPTION         STARS  PUSHED         │ octocat/Spoon-Knife",
            "  linguist        fork Language Sa…  ★ 1.2k  5 minutes ago  │ This repo is for demonstration purposes only.",
            "  boysenberry-r…  fork Testing        ★ 300  1 hour ago     │",
            "› Spoon-Knife     This repo is for…   ★ 12k  2 hours ago    │ Language       HTML",
            "  octocat.githu…                      ★ 999  yesterday      │ Stars          12345",
            "  Hello-World     My first reposit…  ★ 2.6k  3 days ago     │ Forks          0",
            "  git-consortium  This repo is for…   ★ 150  2 months ago   │ Watchers       —",
            "  hello-worId     My first reposit…     ★ 0  3 years ago    │ Open issues    0",
            "  test-repo1      archived Testing…     ★ 5  never          │ License        —",
            "                                                            │ Topics         —",
            "                                                            │ Homepage       —",
            "                                                            │ Pushed         2 hours ago (2026-11-01 10:00)",
            "                                                            │ Updated        —",
            "                                                            │ Created        —",
            "                                                            │",
            "                                                            │ ── Reference ────────────────────────────────────────────",
            "                                                            │ Default branch —",
            "                                                            │ Size           0 KB",
            "                                                            │ Visibility     —",
            "                                                            │ Network        —",
            "                                                            │ Features       —",
            "                                                            │ Web            https://github.com/octocat/Spoon-Knife",
            "                                                            │ Clone          —",
            "                                                            │ SSH            —",
            "                                                            │ Git            —",
            "                                                            │ Owner          octocat",
            "                                                            │ Avatar         https://avatars.githubusercontent.com/u/58",
            "                                                            │                3231?v=4",
            "                                                            │ ID             3",
            "                                                            │ Fork           no",
            "                                                            │ Archived       no",
            "                                                            │ Template       no",
            "                                                            │",
            "                                                            │",
            "                                                            │",
            "                                                            │",
            "                                                            │",
            " 3/8 · updated just now                                                       ⏎ open  / filter  s sort  ⇥ scope  ? help",
        ])
        #expect(screen.detail == nil)
    }

    @Test func enterInTheSplitLayoutOpensTheFreshDetailBesideTheList() {
        var screen = AppDriver(size: Self.split, world: .octocat())
        screen.start()
        screen.press(.down, .down, .enter)

        #expect(screen.lines == [
            " octocat › octocat/Spoon-Knife                                                 Overview  Issues  Pull requests  Actions",
            "  All 8  Sources 6  Forks 2  Archived 1   ██████████████████████████████████████████  ● CSS 34%  ● HTML 33%  ● Ruby 33%",
            "  NAME            DESCRIPTION         STARS  PUSHED         │ octocat/Spoon-Knife",
            "  linguist        fork Language Sa…  ★ 1.2k  5 minutes ago  │ template",
            "  boysenberry-r…  fork Testing        ★ 300  1 hour ago     │ This repo is for demonstration purposes only.",
            "› Spoon-Knife     This repo is for…   ★ 12k  2 hours ago    │",
            "  octocat.githu…                      ★ 999  yesterday      │ Language       HTML",
            "  Hello-World     My first reposit…  ★ 2.6k  3 days ago     │ Stars          12346",
            "  git-consortium  This repo is for…   ★ 150  2 months ago   │ Forks          150432",
            "  hello-worId     My first reposit…     ★ 0  3 years ago    │ Watchers       —",
            "  test-repo1      archived Testing…     ★ 5  never          │ Open issues    7 with pull requests",
            "                                                            │ Pull requests  loading…",
            "                                                            │ License        MIT",
            "                                                            │ Topics         demo, forking, tutorial",
            "                                                            │ Homepage       https://octocat.github.io/Spoon-Knife",
            "                                                            │ Pushed         2 hours ago (2026-11-01 10:00)",
            "                                                            │ Updated        1 hour ago (2026-11-01 10:30)",
            "                                                            │ Created        15 years ago (2011-01-26 19:06)",
            "                                                            │",
            "                                                            │ ── Activity ─────────────────────────────────────────────",
            "                                                            │ Latest release loading…",
            "                                                            │ Commits        loading…",
            "                                                            │ Contributors   loading…",
            "                                                            │ Languages      loading…",
            "                                                            │",
            "                                                            │ ── README ───────────────────────────────────────────────",
            "                                                            │ no README",
            "                                                            │",
            "                                                            │ ── Reference ────────────────────────────────────────────",
            "                                                            │ Default branch main",
            "                                                            │ Size           2.2 MB",
            "                                                            │ Visibility     —",
            "                                                            │ Network        —",
            "                                                            │ Features       —",
            "                                                            │ Web            https://github.com/octocat/Spoon-Knife",
            "                                                            │ Clone          https://github.com/octocat/Spoon-Knife.git",
            "                                                            │ SSH            git@github.com:octocat/Spoon-Knife.git",
            "                                                            │ Git            git://github.com/octocat/Spoon-Knife.git",
            "                                                            │                                                  ↓ 7 more",
            "                                                                                  ↑↓ scroll  ⇥ tabs  esc/q back  ? help",
        ])
    }

    @Test func tooSmallTerminalSaysSo() {
        var screen = AppDriver(size: Size(width: 30, height: 6))
        screen.start()

        #expect(screen.lines == [
            "",
            "",
            "      terminal too small",
            "       30×6, need 40×8",
            "",
            "",
        ])
    }

    @Test func minimumSizeKeepsTheMostUsefulColumnsAndTheMostUsefulHints() {
        var screen = AppDriver(size: Size(width: 40, height: 8))
        screen.start()
        let list = screen.lines

        screen.press(.down, .down, .enter)

        #expect(list == [
            // Not every tab fits: the chosen one alone says which list this is.
            " octocat · 8 repositories · ★ 1…  Repos",
            "  NAME           STARS  PUSHED",
            "› linguist      ★ 1.2k  5 minutes ago",
            "  boysenberry…   ★ 300  1 hour ago",
            "  Spoon-Knife    ★ 12k  2 hours ago",
            "  octocat.git…   ★ 999  yesterday",
            "  Hello-World   ★ 2.6k  3 days ago",
            " 1/8 · updated just now  ⏎ open  ? help",
        ])
        #expect(screen.lines == [
            " octocat › octocat/Spoon-Kni…  Overview",
            " octocat/Spoon-Knife",
            " template",
            " This repo is for demonstration",
            " purposes only.",
            "",
            "                              ↓ 48 more",
            "             ⇥ tabs  esc/q back  ? help",
        ])
    }

    @Test func resizingBetweenLayoutsKeepsTheSelection() {
        var screen = AppDriver(size: Self.split, world: .octocat())
        screen.start()
        screen.press(.down, .down)
        var freshSingle = AppDriver(size: Self.single)
        freshSingle.start()
        freshSingle.press(.down, .down)
        let split = screen.lines

        screen.resize(to: Self.single)
        let single = screen.lines
        screen.resize(to: Self.split)

        #expect(single == freshSingle.lines)
        #expect(single[5] == "› Spoon-Knife          This repo is for de…  HTML         ★ 12k  2 hours ago")
        #expect(screen.lines == split)
    }
}
