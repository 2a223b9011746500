import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// `t` and the type tabs: the kinds github.com's repositories tab offers, with their counts.
struct TypeTabsTests {
    static let size = Size(width: 80, height: 24)

    @Test func typesCountWhatTheyKeep() {
        var mirror = Fixtures.repository(id: 100, name: "mirror")
        mirror.mirrorURL = "https://example.com/upstream.git"
        mirror.isTemplate = true
        var secret = Fixtures.repository(id: 101, name: "secret", isFork: true)
        secret.isPrivate = true
        #expect(RepoType.counts(of: Fixtures.sorted + [mirror, secret]) == [
            .all: 10, .sources: 7, .forks: 3, .archived: 1, .templates: 1, .mirrors: 1, .public: 9, .private: 1,
        ])
    }

    @Test func tCyclesTheTypesAndPublicAndPrivateOnlyWhenPrivateRepositoriesAreListed() {
        let publicOnly = RepoType.counts(of: Fixtures.sorted)
        var seen: [RepoType] = [.all]
        for _ in 0..<6 { seen.append(seen.last!.next(offered: RepoType.offered(publicOnly))) }
        #expect(seen == [.all, .sources, .forks, .archived, .templates, .mirrors, .all])

        var secret = Fixtures.repository(id: 101, name: "secret")
        secret.isPrivate = true
        let withPrivate = RepoType.counts(of: Fixtures.sorted + [secret])
        #expect(RepoType.offered(withPrivate) == RepoType.allCases)
        #expect(RepoType.mirrors.next(offered: RepoType.offered(withPrivate)) == .public)
        #expect(RepoType.private.next(offered: RepoType.offered(withPrivate)) == .all)
    }

    @Test func tNarrowsTheListToForksAndTheHeaderAndTabsSaySo() {
        var screen = AppDriver(size: Self.size, world: World(github: [Fixtures.octocat: .success(Fixtures.unsorted)]))
        screen.start()
        #expect(Array(screen.lines.prefix(2)) == [
            " octocat · 8 repositories · ★ 17k · pushed ↓             Repos  Starred  Search",
            "  All 8  Sources 6  Forks 2  Archived 1   █████████████  ● CSS 33%  ● Other 67%",
        ])

        screen.press(.character("t"), .character("t"))

        #expect(Array(screen.lines.prefix(6)) == [
            " octocat · 2 of 8 repositories · forks · ★ 17k · pushe…  Repos  Starred  Search",
            "  All 8  Sources 6  Forks 2  Archived 1   █████████████  ● CSS 33%  ● Other 67%",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "› linguist             fork Language Savan…  Ruby        ★ 1.2k  5 minutes ago",
            "  boysenberry-repo-1   fork Testing                       ★ 300  1 hour ago",
            "",
        ])
        var renderer = FrameRenderer()
        let buffer = renderer.render(AppPresenter.viewModel(screen.app, context: screen.context), size: screen.app.size)
        // " Forks 2 " is the chosen tab: reverse video; " All 8 " is not.
        #expect(buffer[19, 1].style == Palette.selected)
        #expect(buffer[2, 1].style != Palette.selected)

        // Round the cycle: Archived, Templates (none: its tab shows while chosen), Mirrors, All.
        screen.press(.character("t"), .character("t"))
        #expect(screen.lines[0] == " octocat · 0 of 8 repositories · templates · ★ 17k · p…  Repos  Starred  Search")
        #expect(screen.lines[1].hasPrefix("  All 8  Sources 6  Forks 2  Archived 1  Templates 0 "))
        screen.press(.character("t"), .character("t"))
        #expect(screen.lines[0] == " octocat · 8 repositories · ★ 17k · pushed ↓             Repos  Starred  Search")
    }
}
