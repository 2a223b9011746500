import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Keys that leave, go back or do nothing, through the app's reducer.
struct KeyScreenTests {
    static let single = Size(width: 80, height: 24)
    static let split = Size(width: 120, height: 40)

    @Test func ctrlCQuitsFromTheList() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()

        screen.press(.control("c"))

        #expect(screen.app.isFinished)
    }

    @Test func ctrlCQuitsFromTheDetail() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        screen.press(.enter)
        #expect(screen.detail != nil)

        screen.press(.control("c"))

        #expect(screen.app.isFinished)
    }

    @Test func qInTheListQuits() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()

        screen.press(.character("q"))

        #expect(screen.app.isFinished)
    }

    @Test(arguments: [Key.character("q"), .escape, .left, .character("h"), .backspace])
    func backKeysInTheDetailReturnToTheList(key: Key) {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        screen.press(.down, .down, .enter)
        #expect(screen.detail != nil)

        screen.press(key)

        #expect(screen.detail == nil)
        #expect(!screen.app.isFinished)
        #expect(screen.list?.selectedRepository == Fixtures.spoonKnife)
    }

    @Test func keysTheListDoesNotKnowChangeNothing() {
        var screen = AppDriver(size: Self.single, world: .octocat())
        screen.start()
        let before = screen.lines

        screen.press(.character("x"), .function(1), .unknown(999), .resize)

        #expect(screen.lines == before)
        #expect(screen.detail == nil)
        #expect(!screen.app.isFinished)
    }
}
