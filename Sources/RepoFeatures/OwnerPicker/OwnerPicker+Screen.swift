import TerminalUI

/// The picker as one screen of the app: a modal at the bottom of the list's pane, typed into.
extension OwnerPicker: ScreenFeature {
    static func screen(_ state: State) -> Screen { .owners(state) }
    static func state(of screen: Screen) -> State? { if case .owners(let state) = screen { state } else { nil } }
    static func screenAction(_ action: Action) -> ScreenAction { .owners(action) }
    static func action(of action: ScreenAction) -> Action? { if case .owners(let action) = action { action } else { nil } }
    static func appEffect(_ effect: Effect, from id: ScreenID) -> AppEffect { .owners(id, effect) }

    static var presentation: ScreenPresentation { .modal }
    static var routes: [AppRoute] { [] }

    static func reduce(_ state: inout State, _ action: Action, context: PresentationContext) -> Reaction {
        OwnerPickerInteractor.reduce(&state, action)
    }

    static func action(for key: Key, in state: State, keys: KeyMaps) -> Action? {
        PromptKeyMap.action(for: key, in: keys.prompt(.user)).map(Action.prompt)
    }

    static func isTyping(_ state: State) -> Bool { true }

    static func pane(in layout: AppLayout) -> Rect { layout.listPane }

    static func viewModel(_ state: State, app: AppState, context: PresentationContext) -> ViewModel {
        OwnerPickerPresenter.viewModel(state, now: context.now, keys: context.keys)
    }

    static func status(of model: ViewModel) -> StatusLine { model.status }

    static func render(_ model: ViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing) {
        OwnerPickerRenderer.render(model, into: &buffer, rect: rect)
    }

    static func request(for delegate: Delegate) -> AppRequest { OwnerPickerRouter.request(for: delegate) }

    /// The picker's keys are the prompts', listed with the list's in help.
    static func commands(_ keys: KeyMaps) -> [CommandPalette.Command] { [] }
    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section] { [] }
}
