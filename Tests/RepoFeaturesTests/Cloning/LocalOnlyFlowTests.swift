import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 27, item 2: clones in the owner's folder that the list does not hold are rows of their
/// own, saying what GitHub said of their names; `is:local-only` keeps them; offline nothing is
/// asked; a starred list looks for none.
struct LocalOnlyFlowTests {
    static let projects = Fixtures.projects(2)
    static let renamed = LocalClone(name: "old-name", path: "/src/octocat/old-name")
    static let unpushed = LocalClone(name: "my-experiment", path: "/src/octocat/my-experiment")

    static func world() -> World {
        var world = World(github: [Fixtures.octocat: .success(projects)])
        world.localClones = [unpushed, renamed, LocalClone(name: "Project-01", path: "/src/octocat/Project-01")]
        world.fates = ["old-name": .moved(to: "octocat/new-name")]
        return world
    }

    /// The row as it is before GitHub answers.
    static func row(_ clone: LocalClone) -> Repository {
        LocalOnlyRow(clone, fate: nil, owner: Fixtures.octocat, like: projects[0], offline: false).repository
    }

    @Test func theOwnersOtherClonesAreRowsOfTheirOwnSayingWhatGitHubSaid() {
        var screen = AppDriver(size: Size(width: 90, height: 8), world: Self.world())
        screen.app.columns = [.name, .description, .clone]
        screen.start()

        #expect(screen.effects.contains(.list(ScreenID(1), .askAboutLocalOnly([Self.row(Self.unpushed), Self.row(Self.renamed)]))))
        #expect(screen.lines == [
            " octocat · 4 repositories (2 local only) · ★ 300 · pushed…  Repositories  Starred  Search",
            "  NAME                   DESCRIPTION                                         CLONE",
            "› project-01             Project number 1",
            "  project-02             Project number 2",
            " ✓my-experiment          local only — not on GitHub (deleted, never pushed…  ·",
            " ✓old-name               local only — GitHub moved it to octocat/new-name    ·",
            "",
            " 1/4 · updated just now                         ⏎ open  / filter  s sort  ⇥ scope  ? help",
        ])
    }

    @Test func isLocalOnlyKeepsThemAndOfflineGitHubIsNotAsked() {
        var screen = AppDriver(size: Size(width: 90, height: 8), world: Self.world(), network: .offline)
        screen.world.cache[Fixtures.octocat] = CachedRepositories(user: Fixtures.octocat, repositories: Self.projects,
                                                                  fetchedAt: Fixtures.now)
        screen.start()
        screen.press(.character("/"))
        for character in "is:local-only" { screen.press(.character(character)) }
        screen.press(.enter)

        #expect(!screen.effects.contains { if case .list(_, .askAboutLocalOnly) = $0 { true } else { false } })
        #expect(screen.list?.rows.map(\.name) == ["my-experiment", "old-name"])
        #expect(screen.list?.rows.map(\.description) == ["local only — GitHub not asked (offline)",
                                                         "local only — GitHub not asked (offline)"])
        #expect(screen.list?.rows.allSatisfy { LocalOnlyRow.isLocalOnly($0.id) } == true)
    }

    @Test func aStarredListLooksForNoneAndAnEmptyFolderChangesNothing() {
        var world = World(github: [Fixtures.octocat: .success(Self.projects)], starred: [Fixtures.octocat: .success(Self.projects)])
        world.localClones = []
        var screen = AppDriver(size: Size(width: 90, height: 8), world: world)
        screen.start()
        let found = screen.effects.filter { if case .list(_, .findLocalOnly) = $0 { true } else { false } }
        #expect(found.count == 1)
        #expect(screen.list?.localOnly == [])

        screen.press(.tab)
        #expect(screen.effects.filter { if case .list(_, .findLocalOnly) = $0 { true } else { false } }.count == 1)
        #expect(screen.lines[0].hasPrefix(" octocat · starred · 2 repositories ·"))
    }

    /// Enter on a row GitHub does not hold: git's word on it, nothing asked of GitHub; on one
    /// GitHub moved, the detail asks for it (and becomes the repository it went to).
    @Test func theDetailOfALocalOnlyRowIsWhatGitSaysOfIt() throws {
        var world = Self.world()
        let id = LocalOnlyRow.id(owner: "octocat", name: "my-experiment")
        world.cloneStates = [id: .read(CloneFacts(branch: "main", upstream: nil, changes: 1), at: Self.unpushed.path)]
        var screen = AppDriver(size: Size(width: 80, height: 16), world: world)
        screen.start()
        screen.press(.end, .up)
        #expect(screen.list?.selectedRepository?.id == id)
        screen.holding = true
        screen.press(.enter)

        #expect(screen.held.contains(.readLastCommit(path: Self.unpushed.path)))
        #expect(!screen.held.contains(where: Self.asksGitHub))
        #expect(Array(screen.lines.prefix(10)) == [
            " octocat › octocat/my-experiment                 Overview  Issues  PRs  Actions",
            "  All 4  Sources 4   ████████████████████████████████████████████  ● Swift 100%",
            " octocat/my-experiment",
            " local only — not on GitHub (deleted, never pushed, or private)",
            "",
            " ── Clone ─────────────────────────────────────────────────────────────────────",
            " Path           /src/octocat/my-experiment",
            " Branch         main",
            " Upstream       none",
            " Changes        1 path uncommitted",
        ])
        #expect(screen.lines.last?.hasPrefix(" local only — what git says of it, nothing asked of GitHub") == true)

        screen.press(.escape, .down, .enter)
        #expect(screen.held.contains(where: Self.asksGitHub))
    }

    /// Whether the effect would send a request to GitHub (not just read the cache).
    static func asksGitHub(_ effect: AppEffect) -> Bool {
        switch effect {
        case .detail(_, .loadRepository(_, .online)), .detail(_, .loadPart(_, _, fetch: true)),
             .detail(_, .loadReadme(_, revalidate: true)), .detail(_, .checkStar): true
        default: false
        }
    }

    /// `r` looks through the folder again even when GitHub's list is unchanged, and asks again
    /// about a name it could not ask about.
    @Test func refreshingFindsNewLocalOnlyClonesAndAsksAgainWhatCouldNotBeAsked() {
        var world = Self.world()
        world.fates = ["old-name": .unknown("GitHub rate limit exceeded")]
        var screen = AppDriver(size: Size(width: 90, height: 8), world: world)
        screen.start()
        #expect(screen.list?.rows.map(\.description) == ["Project number 1", "Project number 2",
                                                         "local only — not on GitHub (deleted, never pushed, or private)",
                                                         "local only — could not ask GitHub: GitHub rate limit exceeded"])

        screen.world.fates = ["old-name": .moved(to: "octocat/new-name")]
        screen.world.localClones.append(LocalClone(name: "scratch", path: "/src/octocat/scratch"))
        screen.press(.character("r"))

        #expect(screen.list?.rows.map(\.name) == ["project-01", "project-02", "my-experiment", "old-name", "scratch"])
        #expect(screen.list?.rows.suffix(2).map(\.description) == ["local only — GitHub moved it to octocat/new-name",
                                                                   "local only — not on GitHub (deleted, never pushed, or private)"])
    }

    @Test func aRowsIdIsNegativeAndTheSameForTheSameNameWhateverItsCase() {
        let id = LocalOnlyRow.id(owner: "octocat", name: "Old-Name")
        #expect(id == LocalOnlyRow.id(owner: "OctoCat", name: "old-name"))
        #expect(id.rawValue < 0)
        #expect(id != LocalOnlyRow.id(owner: "octocat", name: "old-names"))
    }
}
