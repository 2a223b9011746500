import TerminalUI

/// The journal as one screen of the app: a box over the frame.
extension ChangeHistory: ScreenFeature {
    static func screen(_ state: State) -> Screen { .history(state) }
    static func state(of screen: Screen) -> State? { if case .history(let state) = screen { state } else { nil } }
    static func screenAction(_ action: Action) -> ScreenAction { .history(action) }
    static func action(of action: ScreenAction) -> Action? { if case .history(let action) = action { action } else { nil } }
    static func appEffect(_ effect: Effect, from id: ScreenID) -> AppEffect { .history(id, effect) }

    static var presentation: ScreenPresentation { .modal }
    static var routes: [AppRoute] { [] }

    static func reduce(_ state: inout State, _ action: Action, context: PresentationContext) -> Reaction {
        ChangeHistoryInteractor.reduce(&state, action)
    }

    static func action(for key: Key, in state: State, keys: KeyMaps) -> Action? {
        ChangeHistoryKeyMap.bindings.action(for: key)
    }

    static func pane(in layout: AppLayout) -> Rect { layout.overlayArea }
    static func resized(to pane: Rect) -> Action? { .box(ScrollingBox.resized(in: pane)) }

    static func viewModel(_ state: State, app: AppState, context: PresentationContext) -> ViewModel {
        ChangeHistoryPresenter.viewModel(state, now: context.now, width: ScrollBox.textWidth(in: AppLayout(app).overlayArea))
    }

    static func status(of model: ViewModel) -> StatusLine { model.status }

    static func measurement(of state: State, model: ViewModel) -> Action? {
        state.scrolling.measurement(drawn: model.lines.count).map(Action.box)
    }

    static func render(_ model: ViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing) {
        guard !rect.isEmpty else { return }
        model.box.render(title: " changes applied — newest first ", lines: model.lines, highlighted: model.highlighted,
                         into: &buffer, area: rect)
    }

    static func request(for delegate: Delegate) -> AppRequest { ChangeHistoryRouter.request(for: delegate) }

    static func commands(_ keys: KeyMaps) -> [CommandPalette.Command] { [] }

    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section] {
        [HelpOverlay.Section("Changes applied (Z)", ChangeHistoryKeyMap.bindings)]
    }
}
