import TerminalUI

/// Keys of the bulk change, by phase (also help's and the hints' source). A value or a
/// deletion's count is typed with the prompt's keys.
enum BulkChangeKeyMap {
    static let menu: [KeyBinding<BulkChange.Action>] = [
        .init([.up, .character("k")], .moveHighlight(by: -1), "previous change"),
        .init([.down, .character("j")], .moveHighlight(by: 1), "next change"),
        .init([.enter], .choose, "plan this change (a value is asked first where one is needed)",
              hint: KeyHint("⏎", "plan", priority: 50)),
        .init([.escape, .character("q")], .back, "close, changing nothing", hint: KeyHint("Esc", "cancel", priority: 40)),
    ]

    static let plan: [KeyBinding<BulkChange.Action>] = [
        .init([.enter, .character("y")], .apply, "apply the plan, one repository at a time",
              hint: KeyHint("⏎", "apply", priority: 50)),
        .init([.escape, .character("q")], .back, "close the plan, changing nothing", hint: KeyHint("Esc", "cancel", priority: 40)),
    ] + scrolling

    static let applying: [KeyBinding<BulkChange.Action>] = [
        .init([.escape, .character("q")], .back, "stop after the change in flight (it finishes and is journaled)",
              hint: KeyHint("Esc", "stop", priority: 40)),
    ] + scrolling

    static let finished: [KeyBinding<BulkChange.Action>] = [
        .init([.escape, .character("q"), .enter], .back, "close", hint: KeyHint("Esc", "close", priority: 40)),
    ] + scrolling

    static let scrolling: [KeyBinding<BulkChange.Action>] = [
        .init([.up, .character("k")], .box(.scroll(.up)), "scroll up"),
        .init([.down, .character("j")], .box(.scroll(.down)), "scroll down"),
        .init([.pageUp, .control("b")], .box(.scroll(.pageUp)), "a page up"),
        .init([.pageDown, .control("f"), .character(" ")], .box(.scroll(.pageDown)), "a page down"),
    ]

    static func bindings(for phase: BulkChange.Phase) -> [KeyBinding<BulkChange.Action>] {
        switch phase {
        case .menu, .value: menu
        case .comparing: [menu[3]]
        case .planned: plan
        case .applying: applying
        case .finished: finished
        }
    }

    static func hints(for phase: BulkChange.Phase) -> [KeyHint] {
        bindings(for: phase).hints()
    }

    static func action(for key: Key, in phase: BulkChange.Phase) -> BulkChange.Action? {
        bindings(for: phase).action(for: key)
    }
}
