import TerminalUI

/// The question as one screen of the app: a box over the frame.
extension CommandConfirmation: ScreenFeature {
    static func screen(_ state: State) -> Screen { .confirmation(state) }
    static func state(of screen: Screen) -> State? { if case .confirmation(let state) = screen { state } else { nil } }
    static func screenAction(_ action: Action) -> ScreenAction { .confirmation(action) }
    static func action(of action: ScreenAction) -> Action? { if case .confirmation(let action) = action { action } else { nil } }
    static func appEffect(_ effect: Effect, from id: ScreenID) -> AppEffect {}

    static var presentation: ScreenPresentation { .modal }
    static var routes: [AppRoute] { [] }

    static func reduce(_ state: inout State, _ action: Action, context: PresentationContext) -> Reaction {
        CommandConfirmationInteractor.reduce(&state, action)
    }

    static func action(for key: Key, in state: State, keys: KeyMaps) -> Action? {
        CommandConfirmationKeyMap.bindings.action(for: key)
    }

    static func pane(in layout: AppLayout) -> Rect { layout.overlayArea }

    static func viewModel(_ state: State, app: AppState, context: PresentationContext) -> ViewModel {
        CommandConfirmationPresenter.viewModel(state, width: ScrollBox.textWidth(in: AppLayout(app).overlayArea))
    }

    static func status(of model: ViewModel) -> StatusLine { model.status }

    static func render(_ model: ViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing) {
        guard !rect.isEmpty else { return }
        // As tall as the question, a third of the way down: the list stays in sight around it.
        let height = min(rect.height, model.lines.count + 2)
        let area = Rect(x: rect.x, y: rect.y + (rect.height - height) / 3, width: rect.width, height: height)
        ScrollBox().render(title: model.title, lines: model.lines, highlighted: nil, into: &buffer, area: area)
    }

    static func request(for delegate: Delegate) -> AppRequest { CommandConfirmationRouter.request(for: delegate) }

    static func commands(_ keys: KeyMaps) -> [CommandPalette.Command] { [] }

    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section] {
        [HelpOverlay.Section("A command's question (config.toml's confirm)", CommandConfirmationKeyMap.bindings)]
    }
}
