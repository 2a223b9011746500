import TerminalUI

/// The bulk change as one screen of the app: a box over the frame, typed into while a value
/// or a deletion's count is asked for.
extension BulkChange: ScreenFeature {
    static func screen(_ state: State) -> Screen { .bulkChange(state) }
    static func state(of screen: Screen) -> State? { if case .bulkChange(let state) = screen { state } else { nil } }
    static func screenAction(_ action: Action) -> ScreenAction { .bulkChange(action) }
    static func action(of action: ScreenAction) -> Action? { if case .bulkChange(let action) = action { action } else { nil } }
    static func appEffect(_ effect: Effect, from id: ScreenID) -> AppEffect { .bulkChange(id, effect) }

    static var presentation: ScreenPresentation { .modal }
    static var routes: [AppRoute] { [] }

    static func reduce(_ state: inout State, _ action: Action, context: PresentationContext) -> Reaction {
        BulkChangeInteractor.reduce(&state, action)
    }

    static func action(for key: Key, in state: State, keys: KeyMaps) -> Action? {
        if isTyping(state) { return PromptKeyMap.action(for: key, in: keys.prompt(.user)).map(Action.prompt) }
        return BulkChangeKeyMap.action(for: key, in: state.phase)
    }

    static func isTyping(_ state: State) -> Bool {
        switch state.phase {
        case .value: true
        case .planned(let plan): plan.confirmation != nil && !state.items.isEmpty
        default: false
        }
    }

    static func pane(in layout: AppLayout) -> Rect { layout.overlayArea }
    static func resized(to pane: Rect) -> Action? { .box(ScrollingBox.resized(in: pane)) }

    static func viewModel(_ state: State, app: AppState, context: PresentationContext) -> ViewModel {
        BulkChangePresenter.viewModel(state, width: ScrollBox.textWidth(in: AppLayout(app).overlayArea))
    }

    static func status(of model: ViewModel) -> StatusLine { model.status }

    static func measurement(of state: State, model: ViewModel) -> Action? {
        state.scrolling.measurement(drawn: model.lines.count).map(Action.box)
    }

    static func render(_ model: ViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing) {
        BulkChangeRenderer.render(model, into: &buffer, rect: rect)
    }

    static func request(for delegate: Delegate) -> AppRequest { BulkChangeRouter.request(for: delegate) }

    static func commands(_ keys: KeyMaps) -> [CommandPalette.Command] { [] }

    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section] {
        [HelpOverlay.Section("Changing repositories (A)", BulkChangeKeyMap.menu + BulkChangeKeyMap.plan.prefix(1)
            + BulkChangeKeyMap.applying.prefix(1))]
    }
}
