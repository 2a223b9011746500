import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The Member of scope: offered in the token's user's own list only, its organisations loaded
/// like a list (cache first), Enter opening one.
struct MemberOfScopeTests {
    static let organizations = [
        Membership(login: Fixtures.user("acme"), description: "Rockets and anvils", repositoryCount: 212),
        Membership(login: Fixtures.user("globex"), description: nil, repositoryCount: 1),
    ]

    static func world() -> World {
        var world = RepoListScopeTests.world()
        world.viewer = Fixtures.octocat
        world.memberships = organizations
        return world
    }

    @Test func onlyTheTokensUserHasAMemberOfScope() {
        var screen = AppDriver(size: Size(width: 80, height: 8), world: Self.world())
        screen.app.identifiesViewer = true
        screen.start()
        #expect(screen.list?.scopes == [.repositories, .starred, .memberOf, .search])
        screen.press(.character("u"))
        screen.press(.character("a"), .character("p"), .character("p"), .character("l"), .character("e"), .enter)
        #expect(screen.list?.user == Fixtures.user("apple"))
        #expect(screen.list?.scopes == [.repositories, .starred, .search])
    }

    @Test func shiftTabTwiceOpensTheOrganisationsAndEnterOpensOne() {
        var screen = AppDriver(size: Size(width: 80, height: 8), world: Self.world())
        screen.app.identifiesViewer = true
        screen.start()
        // Search is the last scope; Member of the one before it.
        screen.press(.backTab, .backTab)

        #expect(screen.lines == [
            " octocat · member of 2 organisations               Repos  Starred  Orgs  Search",
            "  ORGANISATION  DESCRIPTION                                         REPOSITORIES",
            "› acme          Rockets and anvils                              212 repositories",
            "  globex                                                            1 repository",
            "",
            "",
            "",
            // Filtering and sorting are for repositories: not offered here.
            " 1/2 · updated just now                                 ⏎ open  ⇥ scope  ? help",
        ])
        screen.press(.character("s"), .character("/"))
        #expect(screen.list?.view == RepoList.ListView(sort: .default))
        screen.press(.down, .enter)
        #expect(screen.list?.user == Fixtures.user("globex"))
        #expect(screen.app.lists.count == 2)
    }

    @Test func theOrganisationsLoadFromTheCacheFirstThenGitHub() {
        var state = RepoList.State(user: Fixtures.octocat)
        state.ownerIsViewer = true
        state.visibleRows = 5
        var list = Exhaustive(list: state)
        let cached = CachedMemberships(user: Fixtures.octocat, organizations: Self.organizations, fetchedAt: Fixtures.ago(Fixtures.hour))

        list.send(.selectScope(.memberOf), effects: [.readCachedMemberships]) {
            $0.scope = .memberOf
            $0.load = .readingCache
            $0.arrangement = ListArrangement([], view: $0.view)
        }
        list.send(.cachedMembershipsRead(cached), effects: [.revalidateMemberships(Fixtures.octocat, known: cached)]) {
            $0.memberships = cached
            $0.freshness = .cached(at: cached.fetchedAt)
            $0.load = .asking(pages: nil)
            $0.selection = $0.selection.selecting(0, count: 2, visible: 5)
        }
        let fresh = CachedMemberships(user: Fixtures.octocat, organizations: Array(Self.organizations.prefix(1)), fetchedAt: Fixtures.now)
        list.send(.membershipsRevalidated(.success(fresh))) {
            $0.memberships = fresh
            $0.freshness = .current(since: Fixtures.now)
            $0.load = nil
            $0.selection = $0.selection.selecting(0, count: 1, visible: 5)
        }
        list.send(.openSelected, effects: .delegate(.openOwner(Fixtures.user("acme"))))
    }
}
