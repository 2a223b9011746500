import TerminalUI
import Testing
@testable import RepoFeatures

/// The user's key tables: a rebound action answers to its new keys only, the status line's hint
/// and the help overlay say so, and a rebinding that would take a key from elsewhere is refused.
struct KeyMapsTests {
    @Test func aReboundActionAnswersToItsNewKeysOnlyAndTheHintsAndHelpFollow() {
        var keys = KeyMaps.standard
        #expect(keys.bind("open", in: .list, to: [.character("o"), .enter]) == nil)
        #expect(keys.bind("browse", in: .list, to: [.character("b")]) == nil)
        #expect(keys.bind("filter", in: .list, to: [.control("f")]) == nil)
        #expect(keys.bind("page-down", in: .list, to: [.pageDown, .character(" ")]) == nil)
        #expect(keys.conflicts == [])

        var screen = AppDriver(size: Size(width: 100, height: 12))
        screen.context.keys = keys
        screen.start()
        #expect(screen.lines.last == " 1/8 · updated just now                              o open  Ctrl-F filter  s sort  ⇥ scope  ? help")
        screen.press(.character("/"))
        #expect(screen.box == nil)
        #expect(screen.lines.last?.hasPrefix(" 1/8") == true)
        #expect(HelpOverlay.lines(width: 80, keys: keys).contains("  o Enter              open the detail"))
        screen.press(.character("o"))
        #expect(screen.app.screens.count == 2)
    }

    @Test func theStandardKeysAgainAreNoRebindingAtAll() {
        var keys = KeyMaps.standard
        _ = keys.bind("clone", in: .list, to: [.character("c")])
        #expect(keys == .standard)
        #expect(keys.keys(of: "clone", in: .list) == [.character("c")])
    }

    @Test(arguments: [
        (KeyMaps.Context.list, "clone", [Key.character("C")], "C already works everywhere (choose the list's columns and their order)"),
        (.list, "clone", [.control("c")], "Ctrl-C already works everywhere (quit)"),
        (.detail, "cloen", [.character("k")], "no action 'cloen' in [keys.detail]"),
        (.prompt, "accept", [.character("a")], "a is typed into the prompt; bind a control key, an arrow or a function key"),
        (.list, "quit", [], "'quit' needs at least one key"),
    ])
    func aRebindingThatCannotWorkIsRefused(context: KeyMaps.Context, name: String, keys: [Key], refusal: String) {
        var maps = KeyMaps.standard
        #expect(maps.bind(name, in: context, to: keys) == refusal)
        #expect(maps == .standard)
    }

    @Test func aKeyGivenToTwoActionsOfOnePlaceIsAConflictNamingBoth() {
        var keys = KeyMaps.standard
        _ = keys.bind("star", in: .list, to: [.character("s")])

        #expect(keys.conflicts == [KeyMaps.Conflict(context: .list, names: ["sort", "star"],
                                                    message: "s is bound to both sort and star in [keys.list]")])
    }

    @Test(arguments: KeyMaps.Context.allCases)
    func everyRebindableActionHasANameOfItsOwn(context: KeyMaps.Context) {
        let names = KeyMaps.names(in: context)
        #expect(!names.contains(""))
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    }
}
