import TerminalUI

/// The box as one screen of the app: a modal over the whole frame between header and status line.
extension TextBox: ScreenFeature {
    static func screen(_ state: State) -> Screen { .textBox(state) }
    static func state(of screen: Screen) -> State? { if case .textBox(let state) = screen { state } else { nil } }
    static func screenAction(_ action: Action) -> ScreenAction { .textBox(action) }
    static func action(of action: ScreenAction) -> Action? { if case .textBox(let action) = action { action } else { nil } }
    static func appEffect(_ effect: Never, from id: ScreenID) -> AppEffect {}

    static var presentation: ScreenPresentation { .modal }
    static var routes: [AppRoute] { [] }

    static func reduce(_ state: inout State, _ action: Action, context: PresentationContext) -> Reaction {
        TextBoxInteractor.reduce(&state, action)
    }

    /// Every key goes to the box: scroll keys scroll it, the others close it.
    static func action(for key: Key, in state: State, keys: KeyMaps) -> Action? { .key(key) }

    static func pane(in layout: AppLayout) -> Rect { layout.overlayArea }
    static func resized(to pane: Rect) -> Action? { .resized(pageHeight: ScrollBox.pageHeight(in: pane)) }

    static func viewModel(_ state: State, app: AppState, context: PresentationContext) -> ViewModel {
        TextBoxPresenter.viewModel(state, app: app, context: context)
    }

    static func status(of model: ViewModel) -> StatusLine { model.status }

    static func measurement(of state: State, model: ViewModel) -> Action? {
        model.lines.count == state.lineCount ? nil : .measured(lineCount: model.lines.count)
    }

    static func render(_ model: ViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing) {
        TextBoxRenderer.render(model, into: &buffer, rect: rect)
    }

    static func request(for delegate: Delegate) -> AppRequest { TextBoxRouter.request(for: delegate) }

    static func commands(_ keys: KeyMaps) -> [CommandPalette.Command] { [] }

    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section] { [] }
}
