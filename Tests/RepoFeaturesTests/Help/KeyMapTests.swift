import TerminalUI
import Testing
@testable import RepoFeatures

struct KeyMapTests {
    @Test(arguments: [
        (Key.up, RepoList.Action.moveSelection(by: -1)),
        (.character("k"), .moveSelection(by: -1)),
        (.down, .moveSelection(by: 1)),
        (.character("j"), .moveSelection(by: 1)),
        (.pageUp, .movePage(by: -1)),
        (.control("b"), .movePage(by: -1)),
        (.pageDown, .movePage(by: 1)),
        (.control("f"), .movePage(by: 1)),
        (.character(" "), .movePage(by: 1)),
        (.home, .moveToTop),
        (.character("g"), .moveToTop),
        (.end, .moveToBottom),
        (.character("G"), .moveToBottom),
        (.enter, .openSelected),
        (.right, .openSelected),
        (.character("l"), .openSelected),
        (.character("r"), .refresh),
        (.character("q"), .quit),
        (.character("/"), .beginFilter),
        (.escape, .back),
        (.character("s"), .cycleSort),
        (.character("S"), .reverseSort),
        (.character("f"), .toggleForks),
        (.character("a"), .toggleArchived),
        (.character("u"), .askForUser),
        (.tab, .cycleScope(by: 1)),
        (.backTab, .cycleScope(by: -1)),
    ])
    func listKeyMapsToItsAction(key: Key, action: RepoList.Action) {
        #expect(RepoListKeyMap.action(for: key) == action)
    }

    @Test(arguments: [
        Key.left, .backspace, .character("h"), .character("x"), .character("Q"), .character("R"),
        .character("K"), .character("J"), .delete, .insert, .function(1), .resize,
        .control("c"), .unknown(999), .character("?"), .character("C"),
    ])
    func listIgnoresOtherKeys(key: Key) {
        #expect(RepoListKeyMap.action(for: key) == nil)
    }

    @Test(arguments: [
        (Key.up, RepoDetail.Action.scroll(by: -1)),
        (.character("k"), .scroll(by: -1)),
        (.down, .scroll(by: 1)),
        (.character("j"), .scroll(by: 1)),
        (.pageUp, .scrollPage(by: -1)),
        (.control("b"), .scrollPage(by: -1)),
        (.pageDown, .scrollPage(by: 1)),
        (.control("f"), .scrollPage(by: 1)),
        (.character(" "), .scrollPage(by: 1)),
        (.home, .scrollToTop),
        (.character("g"), .scrollToTop),
        (.end, .scrollToBottom),
        (.character("G"), .scrollToBottom),
        (.escape, .back),
        (.left, .back),
        (.character("h"), .back),
        (.backspace, .back),
        (.character("q"), .back),
        (.enter, .openParent),
        (.tab, .cycleTab(by: 1)),
        (.backTab, .cycleTab(by: -1)),
        (.character("r"), .refresh),
        (.character("c"), .clone),
        (.character("*"), .toggleStar),
    ])
    func detailKeyMapsToItsAction(key: Key, action: RepoDetail.Action) {
        #expect(RepoDetailKeyMap.action(for: key) == action)
    }

    @Test(arguments: [
        Key.right, .character("l"), .character("x"), .character("Q"),
        .function(5), .resize, .control("c"), .unknown(0), .character("?"),
    ])
    func detailIgnoresOtherKeys(key: Key) {
        #expect(RepoDetailKeyMap.action(for: key) == nil)
    }

    @Test(arguments: [(Key.character("?"), AppRoute.help), (.character("C"), .columns)])
    func theAppsRoutesOpenOverTheList(key: Key, route: AppRoute) {
        #expect(AppRouter.route(for: key, over: .list(RepoList.State(user: Fixtures.octocat))) == route)
    }

    @Test func overTheDetailOnlyHelpOpens() {
        let detail = Screen.detail(RepoDetail.State(repository: Fixtures.spoonKnife))

        #expect(AppRouter.route(for: .character("?"), over: detail) == .help)
        #expect(AppRouter.route(for: .character("C"), over: detail) == nil)
    }
}
