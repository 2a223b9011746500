import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// What changed since the last visit, as a person meets it: the cache's copy from Tuesday, then
/// GitHub's answer; the summary in the status line, `N`'s box, Enter into a repository.
struct SinceLastVisitFlowTests {
    static let size = Size(width: 100, height: 14)
    /// Fixtures.now is Sunday 2026-11-01 12:00 UTC: Tuesday is five days before.
    static let tuesday = Fixtures.now.addingTimeInterval(-5 * 86_400)

    static func world() -> (World, [Repository]) {
        let before = Fixtures.projects(5)
        var after = before
        after[0].stargazersCount += 41
        after[0].pushedAt = Fixtures.now
        after[1].isArchived = true
        after[2].name = "renamed-03"
        after[2].fullName = "octocat/renamed-03"
        after.remove(at: 3)
        after.append(Fixtures.repository(id: 999, name: "brand-new", stars: 1, pushedAt: Fixtures.now))
        let world = World(cache: [Fixtures.octocat: CachedRepositories(user: Fixtures.octocat, repositories: before, fetchedAt: tuesday)],
                          github: [Fixtures.octocat: .success(after)])
        return (world, after)
    }

    @Test func theStatusLineSumsUpTheChangesAndNListsThemByRepository() {
        let (world, after) = Self.world()
        var screen = AppDriver(size: Self.size, world: world)
        screen.start()
        #expect(screen.lines.last
            == " 1/5 · since Tuesday: 1 new, 1 gone, 1 renamed, 1 archived, 1 pushed, ★ +41 (N) · updated just now")

        screen.press(.character("N"))
        #expect(screen.lines == [
            " octocat · 5 repositories · ★ 1.1k · pushed ↓                         Repositories  Starred  Search",
            "┌─ since Tuesday — 5 repositories changed ─────────────────────────────────────────────────────────┐",
            "│ octocat/brand-new   new                                                                          │",
            "│ octocat/project-04  gone (deleted, made private to you, or moved)                                │",
            "│ octocat/renamed-03  renamed from octocat/project-03                                              │",
            "│ octocat/project-02  archived                                                                     │",
            "│ octocat/project-01  pushed · ★ +41                                                               │",
            "│                                                                                                  │",
            "│                                                                                                  │",
            "│                                                                                                  │",
            "│                                                                                                  │",
            "│                                                                                                  │",
            "└──────────────────────────────────────────────────────────────────────────────────────────────────┘",
            " since Tuesday: 1 new, 1 gone, 1 renamed, 1 archived, 1 pushed, ★ +41             ⏎ open  Esc close",
        ])

        screen.press(.down, .enter)
        #expect(screen.app.notice == nil)
        #expect(screen.lines.last?.hasPrefix(" octocat/project-04 is not in the list any more: nothing to open") == true)

        screen.press(.down, .enter)
        #expect(screen.detail?.repository == after[2])
        #expect(screen.app.screens.count == 2)
    }

    @Test func aFirstVisitHasNothingToCompareWithAndAnUnchangedListSaysSo() {
        var screen = AppDriver(size: Self.size, world: World(github: [Fixtures.octocat: .success(Fixtures.projects(2))]))
        screen.start()
        screen.press(.character("N"))
        #expect(screen.app.notice == StatusNotice(message: "nothing to compare with: this list had not been seen before this visit", tone: .normal))

        let projects = Fixtures.projects(2)
        var unchanged = AppDriver(size: Self.size, world: World(
            cache: [Fixtures.octocat: CachedRepositories(user: Fixtures.octocat, repositories: projects, fetchedAt: Self.tuesday)],
            github: [Fixtures.octocat: .success(projects)]))
        unchanged.start()
        #expect(unchanged.lines.last?.hasPrefix(" 1/2 · updated just now") == true)
        unchanged.press(.character("N"))
        #expect(unchanged.app.notice == StatusNotice(message: "nothing changed since the last visit", tone: .normal))
    }

    @Test func theSinceWordsFollowHowLongAgoItWas() {
        let utc = Fixtures.utc
        let now = Fixtures.now
        #expect(ListChangesText.sinceWords(now.addingTimeInterval(-3_600), now: now, timeZone: utc) == "since 11:00")
        #expect(ListChangesText.sinceWords(now.addingTimeInterval(-86_400), now: now, timeZone: utc) == "since yesterday")
        #expect(ListChangesText.sinceWords(Self.tuesday, now: now, timeZone: utc) == "since Tuesday")
        #expect(ListChangesText.sinceWords(now.addingTimeInterval(-20 * 86_400), now: now, timeZone: utc) == "since 12 Oct")
        #expect(ListChangesText.sinceWords(now.addingTimeInterval(-400 * 86_400), now: now, timeZone: utc) == "since 27 Sep 2025")
    }
}
