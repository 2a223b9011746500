import TerminalUI

/// The column chooser as one screen of the app: a box over the list, which shows each change.
extension ColumnChooser: ScreenFeature {
    static func screen(_ state: State) -> Screen { .columns(state) }
    static func state(of screen: Screen) -> State? { if case .columns(let state) = screen { state } else { nil } }
    static func screenAction(_ action: Action) -> ScreenAction { .columns(action) }
    static func action(of action: ScreenAction) -> Action? { if case .columns(let action) = action { action } else { nil } }
    static func appEffect(_ effect: Never, from id: ScreenID) -> AppEffect {}

    static var presentation: ScreenPresentation { .modal }
    static var routes: [AppRoute] { [] }

    static func reduce(_ state: inout State, _ action: Action, context: PresentationContext) -> Reaction {
        ColumnChooserInteractor.reduce(&state, action)
    }

    static func action(for key: Key, in state: State, keys: KeyMaps) -> Action? { ColumnChooserKeyMap.action(for: key) }

    static func pane(in layout: AppLayout) -> Rect { ColumnChooserRenderer.box(in: layout) }
    static func resized(to pane: Rect) -> Action? { .resized(rows: pane.height - ColumnChooserRenderer.chromeRows) }

    static func viewModel(_ state: State, app: AppState, context: PresentationContext) -> ViewModel {
        ColumnChooserPresenter.viewModel(state)
    }

    static func status(of model: ViewModel) -> StatusLine { model.status }

    static func render(_ model: ViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing) {
        ColumnChooserRenderer.render(model, into: &buffer, rect: rect)
    }

    static func request(for delegate: Delegate) -> AppRequest { ColumnChooserRouter.request(for: delegate) }

    static func commands(_ keys: KeyMaps) -> [CommandPalette.Command] { ColumnChooserKeyMap.bindings.commands() }

    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section] {
        [HelpOverlay.Section("Columns (C)", ColumnChooserKeyMap.bindings)]
    }
}
