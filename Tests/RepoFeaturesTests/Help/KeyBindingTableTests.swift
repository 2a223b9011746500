import TerminalUI
import Testing
@testable import RepoFeatures

/// The key tables are what help shows; a key bound twice would make help lie about one of them.
struct KeyBindingTableTests {
    @Test func noKeyIsBoundTwiceInTheListTable() {
        let keys = RepoListKeyMap.bindings.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
    }

    @Test func noKeyIsBoundTwiceInTheDetailTable() {
        let keys = RepoDetailKeyMap.bindings.flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
    }

    @Test func noKeyOfTheAppsRoutesIsTakenByAScreenItOpensOver() {
        let routeKeys = Set(AppRouter.bindings.flatMap(\.keys) + GlobalKeyMap.bindings.flatMap(\.keys))
        let screenKeys = RepoListKeyMap.bindings.flatMap(\.keys) + RepoDetailKeyMap.bindings.flatMap(\.keys)
        #expect(routeKeys.isDisjoint(with: screenKeys))
    }

    @Test func everyBindingHasKeysAndASummary() {
        let rows = RepoListKeyMap.bindings.map { ($0.keys.isEmpty, $0.summary.isEmpty) }
            + RepoDetailKeyMap.bindings.map { ($0.keys.isEmpty, $0.summary.isEmpty) }
            + ColumnChooserKeyMap.bindings.map { ($0.keys.isEmpty, $0.summary.isEmpty) }
            + AppRouter.bindings.map { ($0.keys.isEmpty, $0.summary.isEmpty) }
        #expect(rows.allSatisfy { !$0.0 && !$0.1 })
    }

    @Test func theStatusLinesHintsComeFromTheTablesInTheirOrder() {
        #expect(KeyHint.line(RepoListKeyMap.bindings.hints() + AppRouter.hints(over: .list(RepoList.State(user: Fixtures.octocat))))
            == "⏎ open  / filter  s sort  ? help")
        #expect(KeyHint.line(RepoDetailKeyMap.bindings.hints()) == "↑↓ scroll  ⇥ tabs  esc/q back")
        #expect(KeyHint.line(PromptKeyMap.bindings(for: .user).hints()) == "⏎ open  Esc cancel")
    }

    @Test func hintsGiveWayLowestPriorityFirstAndHelpIsTheLastToGo() {
        let hints = RepoListKeyMap.bindings.hints() + AppRouter.hints(over: .list(RepoList.State(user: Fixtures.octocat)))

        #expect(KeyHint.line(KeyHint.fitting(hints, width: 32)) == "⏎ open  / filter  s sort  ? help")
        #expect(KeyHint.line(KeyHint.fitting(hints, width: 31)) == "⏎ open  / filter  ? help")
        #expect(KeyHint.line(KeyHint.fitting(hints, width: 15)) == "⏎ open  ? help")
        #expect(KeyHint.line(KeyHint.fitting(hints, width: 6)) == "? help")
        #expect(KeyHint.fitting(hints, width: 5) == [])
    }

    @Test(arguments: [
        (Key.up, "↑"), (.character(" "), "Space"), (.control("b"), "Ctrl-B"), (.pageDown, "PgDn"),
        (.enter, "Enter"), (.escape, "Esc"), (.character("G"), "G"), (.function(5), "F5"),
    ])
    func keysAreLabelledAsHelpShowsThem(key: Key, label: String) {
        #expect(key.label == label)
    }

    @Test func aBindingListsItsKeysInOrder() {
        #expect(KeyBinding([.pageDown, .control("f"), .character(" ")], RepoList.Action.movePage(by: 1), "page down")
            .keyLabels == "PgDn Ctrl-F Space")
    }
}
