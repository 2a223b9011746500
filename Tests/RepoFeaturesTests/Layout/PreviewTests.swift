import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The split layout's preview: the list's copy at once, the repository's own page and its parts
/// once the selection rests, dropped (and its loads cancelled) when the selection moves on.
struct PreviewTests {
    static let split = Size(width: 120, height: 40)

    /// octocat's list, where Spoon-Knife's own page says 321 watchers and two of its parts are known.
    static func spoonKnifeWorld() -> World {
        var world = World.octocat()
        var fresh = Fixtures.spoonKnifeFull
        fresh.facts = RepositoryFacts(subscribersCount: 321, networkCount: 9)
        world.fresh["octocat/Spoon-Knife"] = .success(fresh)
        world.parts = ["octocat/Spoon-Knife": [.openPullRequests(2), .latestRelease(nil)]]
        return world
    }

    @Test func aSelectionThatRestsIsPreviewedWithItsOwnPageAndParts() {
        var screen = AppDriver(size: Self.split, world: Self.spoonKnifeWorld())
        screen.start()
        screen.holding = true
        screen.press(.down, .down)

        #expect(screen.held.last == .previewAfterRest(list: ScreenID(1), Fixtures.spoonKnife.id, milliseconds: 300))
        #expect(screen.lines.contains { $0.hasSuffix("│ Watchers       —") })

        screen.release()
        screen.send(.previewRested(list: ScreenID(1), Fixtures.spoonKnife.id))
        #expect(screen.lines.contains { $0.hasSuffix("│ Watchers       321") })
        #expect(screen.lines.contains { $0.hasSuffix("│ Pull requests  2 open") })
        #expect(screen.lines.contains { $0.hasSuffix("│ Latest release no releases") })
        #expect(!screen.lines.contains { $0.contains("README") })

        screen.holding = true
        screen.press(.down)
        #expect(screen.held == [.cancel(ScreenID(2)), .previewAfterRest(list: ScreenID(1), screen.app.lists[0].state.selectedRepository!.id,
                                                                         milliseconds: 300)])
        #expect(screen.app.preview == nil)
    }

    /// Spoon-Knife previewed with its own page (321 watchers) and parts.
    static func previewedSpoonKnife() -> AppDriver {
        var screen = AppDriver(size: Self.split, world: Self.spoonKnifeWorld())
        screen.start()
        screen.press(.down, .down)
        screen.send(.previewRested(list: ScreenID(1), Fixtures.spoonKnife.id))
        return screen
    }

    /// Issue 32, item 6: the column chooser over the list neither drops the preview nor asks
    /// again for what it shows.
    @Test func aBoxOverTheListKeepsThePreviewAsItWas() throws {
        var screen = Self.previewedSpoonKnife()
        let preview = try #require(screen.app.preview)
        screen.holding = true

        screen.press(.character("C"))
        #expect(screen.held == [])
        #expect(screen.app.preview == preview)
        screen.press(.escape)
        // Only the chooser's own loads are cancelled (the preview is #2).
        #expect(screen.held == [.cancel(ScreenID(3))])
        #expect(screen.app.preview == preview)
        #expect(screen.lines.contains { $0.hasSuffix("│ Watchers       321") })
    }

    /// Issue 32, item 6: back on a repository, the preview shows what was fetched for it at once
    /// — not the list's copy — and keeps its parts on screen while they are asked again.
    @Test func comingBackToARepositoryShowsWhatWasFetchedForItAtOnce() throws {
        var screen = Self.previewedSpoonKnife()
        let fetched = try #require(screen.app.preview).detail
        screen.holding = true
        screen.press(.down)
        screen.press(.up)

        #expect(screen.app.preview == nil)
        #expect(screen.app.recentPreviews.detail(of: Fixtures.spoonKnife.id) == fetched)
        #expect(screen.lines.contains { $0.hasSuffix("│ Watchers       321") })
        #expect(screen.lines.contains { $0.hasSuffix("│ Pull requests  2 open") })

        screen.release()
        screen.holding = true
        screen.send(.previewRested(list: ScreenID(1), Fixtures.spoonKnife.id))
        let shown = fetched.parts.filter { if case .shown = $0.value { true } else { false } }
        #expect(shown.count == 2)
        #expect(screen.app.preview?.detail.parts.filter { shown.keys.contains($0.key) } == shown)
        #expect(screen.lines.contains { $0.hasSuffix("│ Pull requests  2 open") })
    }

    @Test func onlyTheLastFewPreviewsAreKept() {
        var recent = RecentPreviews()
        for id in 1...(RecentPreviews.capacity + 5) {
            recent.remember(RepoDetail.State(repository: Fixtures.repository(id: Int64(id), name: "r\(id)")))
        }
        recent.remember(RepoDetail.State(repository: Fixtures.repository(id: 10, name: "again")))
        #expect(recent.details.count == RecentPreviews.capacity)
        #expect(recent.detail(of: RepoID(1)) == nil)
        #expect(recent.detail(of: RepoID(10))?.repository.name == "again")
        #expect(recent.details.last?.repository.id == RepoID(10))
    }

    @Test func aRestForASelectionLeftBehindIsIgnored() {
        var screen = AppDriver(size: Self.split, world: .octocat())
        screen.start()
        screen.press(.down, .down, .down)
        let before = screen.app

        screen.send(.previewRested(list: ScreenID(1), Fixtures.spoonKnife.id))
        #expect(screen.app == before)
    }

    @Test func theNarrowLayoutPreviewsNothing() {
        var screen = AppDriver(size: Size(width: 80, height: 24), world: .octocat())
        screen.start()
        screen.holding = true
        screen.press(.down)

        #expect(!screen.held.contains { if case .previewAfterRest = $0 { true } else { false } })
    }
}
