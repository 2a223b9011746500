import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The split layout's preview: the list's copy at once, the repository's own page and its parts
/// once the selection rests, dropped (and its loads cancelled) when the selection moves on.
struct PreviewTests {
    static let split = Size(width: 120, height: 40)

    @Test func aSelectionThatRestsIsPreviewedWithItsOwnPageAndParts() {
        var world = World.octocat()
        var fresh = Fixtures.spoonKnifeFull
        fresh.facts = RepositoryFacts(subscribersCount: 321, networkCount: 9)
        world.fresh["octocat/Spoon-Knife"] = .success(fresh)
        world.parts = ["octocat/Spoon-Knife": [.openPullRequests(2), .latestRelease(nil)]]
        var screen = AppDriver(size: Self.split, world: world)
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
