import TerminalUI

/// The palette as one screen of the app: a box over the screen it acts on, typed into.
extension CommandPalette: ScreenFeature {
    static func screen(_ state: State) -> Screen { .palette(state) }
    static func state(of screen: Screen) -> State? { if case .palette(let state) = screen { state } else { nil } }
    static func screenAction(_ action: Action) -> ScreenAction { .palette(action) }
    static func action(of action: ScreenAction) -> Action? { if case .palette(let action) = action { action } else { nil } }
    static func appEffect(_ effect: Never, from id: ScreenID) -> AppEffect {}

    static var presentation: ScreenPresentation { .modal }
    static var routes: [AppRoute] { [] }

    static func reduce(_ state: inout State, _ action: Action, context: PresentationContext) -> Reaction {
        CommandPaletteInteractor.reduce(&state, action)
    }

    static func action(for key: Key, in state: State, keys: KeyMaps) -> Action? {
        PromptKeyMap.action(for: key, in: keys.prompt).map(Action.prompt)
    }

    static func isTyping(_ state: State) -> Bool { true }

    static func pane(in layout: AppLayout) -> Rect { CommandPaletteRenderer.box(in: layout) }
    static func resized(to pane: Rect) -> Action? { .resized(rows: pane.height - CommandPaletteRenderer.chromeRows) }

    static func viewModel(_ state: State, app: AppState, context: PresentationContext) -> ViewModel {
        CommandPalettePresenter.viewModel(state)
    }

    static func status(of model: ViewModel) -> StatusLine { model.status }

    static func render(_ model: ViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing) {
        CommandPaletteRenderer.render(model, into: &buffer, rect: rect)
    }

    static func request(for delegate: Delegate) -> AppRequest { CommandPaletteRouter.request(for: delegate) }

    /// The palette lists commands; it has none of its own beyond the prompts' keys.
    static func commands(_ keys: KeyMaps) -> [Command] { [] }

    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section] {
        [HelpOverlay.Section("Command palette (: or Ctrl-P)", rows: [
            ("text", "narrows the commands, as the filter narrows the list (~word: fuzzily)"),
            ("↑ ↓", "move through them"), ("⏎", "run it, as its key would"), ("Esc", "close"),
        ])]
    }
}
