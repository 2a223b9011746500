import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Enter on a fork's detail opens the repository it was forked from: a detail known first only
/// by its name, which shows its facts once GitHub's copy arrives and says why when it cannot.
struct ParentDetailTests {
    static func fork(parent: String?) -> Repository {
        var fork = Fixtures.spoonKnifeFull
        fork.facts = RepositoryFacts(subscribersCount: 3, networkCount: 9, parentFullName: parent)
        return fork
    }

    static var parent: Repository {
        var parent = Fixtures.repository(id: 77, name: "Spoon-Knife", description: "The original", language: "HTML", stars: 99,
                                         pushedAt: Fixtures.ago(Fixtures.hour))
        parent.fullName = "github/Spoon-Knife"
        parent.owner = Owner(login: "github", id: 9, avatarURL: "https://avatars.githubusercontent.com/u/9?v=4")
        return parent
    }

    @Test func enterOnAForkOpensItsParentWhichLoadsByName() {
        var world = World.octocat(fresh: ["octocat/Spoon-Knife": .success(Self.fork(parent: "github/Spoon-Knife"))])
        world.fresh["github/Spoon-Knife"] = .success(Self.parent)
        var screen = AppDriver(size: Size(width: 80, height: 24), world: world)
        screen.start()
        screen.press(.down, .down, .enter)
        // Where it came from is part of what it is: near the top, under the description.
        #expect(Array(screen.lines[2...5]) == [
            " octocat/Spoon-Knife",
            " template",
            " This repo is for demonstration purposes only.",
            " Forked from    github/Spoon-Knife — Enter opens it",
        ])

        screen.holding = true
        screen.press(.enter)
        #expect(screen.held.first == .detail(ScreenID(3), .loadRepository(Repository(
            id: RepoID(0), name: "Spoon-Knife", fullName: "github/Spoon-Knife", owner: Owner(login: "github", id: 0, avatarURL: ""),
            htmlURL: "https://github.com/github/Spoon-Knife"), .online)))
        #expect(Array(screen.lines[2...3]) == [" github/Spoon-Knife", " loading…"])

        screen.holding = false
        screen.send(.screen(ScreenID(3), .detail(.repositoryLoaded(.success(Self.parent)))))
        #expect(Array(screen.lines[2...3]) == [" github/Spoon-Knife", " The original"])
        screen.press(.escape)
        #expect(screen.lines[2] == " octocat/Spoon-Knife")
    }

    @Test func aParentGitHubDoesNotKnowSaysSo() {
        let world = World.octocat(fresh: ["octocat/Spoon-Knife": .success(Self.fork(parent: "gone/away"))])
        var screen = AppDriver(size: Size(width: 80, height: 24), world: world)
        screen.start()
        screen.press(.down, .down, .enter, .enter)

        #expect(Array(screen.lines[2...3]) == [" gone/away", " could not load it: not found on GitHub (Not Found)"])
    }

    @Test func enterOnARepositoryThatIsNoForkDoesNothing() {
        var screen = AppDriver(size: Size(width: 80, height: 24), world: .octocat())
        screen.start()
        screen.press(.down, .down, .enter)
        let before = screen.app

        screen.press(.enter)
        #expect(screen.app == before)
    }
}
