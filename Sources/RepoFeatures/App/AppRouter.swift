import TerminalUI

/// Screens and overlays the app opens over whatever has the keys.
enum AppRoute: Equatable, Sendable {
    case help
    case messages
    case columns
    case clones
    case palette
    case history
}

/// The app reducer's routing: the keys that open screens and overlays from anywhere they apply,
/// and the one way a screen is put on top (configured, laid out, started) or taken off.
enum AppRouter {
    static let bindings: [KeyBinding<AppRoute>] = [
        .init([.character("?")], .help, "this help", hint: KeyHint("?", "help", priority: KeyHint.helpPriority)),
        .init([.character("!")], .messages, "every message in full: the status line's, then earlier ones"),
        .init([.character("C")], .columns, "choose the list's columns and their order"),
        .init([.character("P")], .clones, "the clones' progress: done, failed, left (x cancels them)"),
        .init([.character(":"), .control("p")], .palette, "the command palette: every key here, found by what it does"),
        .init([.character("Z")], .history, "the changes applied to repositories (A), and their undo"),
    ]

    /// Whether `route` can be opened while `screen` has the keys.
    static func applies(_ route: AppRoute, over screen: Screen) -> Bool {
        ScreenDispatch.routes(over: screen).contains(route)
    }

    /// The route `key` opens on some screen, if any (a key the config cannot give an action).
    static func route(forAnywhere key: Key) -> AppRoute? {
        bindings.first { $0.keys.contains(key) }?.action
    }

    static func route(for key: Key, over screen: Screen) -> AppRoute? {
        bindings.first { $0.keys.contains(key) && applies($0.action, over: screen) }?.action
    }

    /// The route hints shown beside a screen's own.
    static func hints(over screen: Screen) -> [KeyHint] {
        bindings.filter { applies($0.action, over: screen) }.hints()
    }

    static func open(_ route: AppRoute, in app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        switch route {
        case .help:
            return open(TextBoxConfigurator.screen(.help), in: &app, context)
        case .messages:
            return open(TextBoxConfigurator.screen(.messages), in: &app, context)
        case .columns:
            return open(ColumnChooserConfigurator.screen(columns: app.columns), in: &app, context)
        case .clones:
            return open(TextBoxConfigurator.screen(.clones), in: &app, context)
        case .history:
            return open(ChangeHistoryConfigurator.screen(), in: &app, context)
        case .palette:
            guard let focused = app.focused else { return [] }
            return open(CommandPaletteConfigurator.screen(over: focused.screen, keys: context.keys), in: &app, context)
        }
    }

    /// Puts `configured` on top, tells it the size of its pane, and starts it.
    static func open(_ configured: ConfiguredScreen, in app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        let id = app.push(configured.screen)
        let pane = ScreenDispatch.pane(of: configured.screen, in: AppLayout(app))
        var effects = ScreenDispatch.resized(configured.screen, to: pane).map { AppReducer.send($0, to: id, &app, context) } ?? []
        if let start = configured.start { effects += AppReducer.send(start, to: id, &app, context) }
        return effects
    }

    /// Takes screen `id` off the stack; what it started is cancelled.
    static func close(_ id: ScreenID, in app: inout AppState) -> [AppEffect] {
        guard let index = app.index(of: id) else { return [] }
        app.screens.remove(at: index)
        return [.cancel(id)]
    }
}
