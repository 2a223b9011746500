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

    @Test func everyBindingHasKeysAndASummary() {
        let rows = RepoListKeyMap.bindings.map { ($0.keys.isEmpty, $0.summary.isEmpty) }
            + RepoDetailKeyMap.bindings.map { ($0.keys.isEmpty, $0.summary.isEmpty) }
        #expect(rows.allSatisfy { !$0.0 && !$0.1 })
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
