import TerminalUI

/// The reading screen as one screen of the app: a page over the detail (beside the detail's
/// list in the split layout), its lines wrapped as the detail's and kept while it scrolls.
extension ActivityDetail: ScreenFeature {
    static func screen(_ state: State) -> Screen { .activityDetail(state) }
    static func state(of screen: Screen) -> State? { if case .activityDetail(let state) = screen { state } else { nil } }
    static func screenAction(_ action: Action) -> ScreenAction { .activityDetail(action) }
    static func action(of action: ScreenAction) -> Action? { if case .activityDetail(let action) = action { action } else { nil } }
    static func appEffect(_ effect: Effect, from id: ScreenID) -> AppEffect { .activityDetail(id, effect) }

    static var presentation: ScreenPresentation { .page }
    static var routes: [AppRoute] { [.help, .messages, .clones, .palette, .history] }

    static func reduce(_ state: inout State, _ action: Action, context: PresentationContext) -> Reaction {
        ActivityDetailInteractor.reduce(&state, action)
    }

    static func action(for key: Key, in state: State, keys: KeyMaps) -> Action? { ActivityDetailKeyMap.bindings.action(for: key) }

    static func pane(in layout: AppLayout) -> Rect { layout.detailPane }
    static func resized(to pane: Rect) -> Action? { .resized(Size(width: pane.width, height: pane.height)) }

    static func viewModel(_ state: State, app: AppState, context: PresentationContext) -> ViewModel {
        ActivityDetailPresenter.viewModel(state, context: context)
    }

    static func title(of state: State) -> String? { ActivityDetailPresenter.title(of: state.subject) }
    static func status(of model: ViewModel) -> StatusLine { model.status }

    static func render(_ model: ViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing) {
        let width = rect.width - 2 * RepoDetailRenderer.padding
        let visual = width > 0 ? drawing.activityLayout.wrapped(model.source, width: width, depth: drawing.depth) : []
        RepoDetailRenderer.render(visual, scroll: model.scroll, into: &buffer, rect: rect)
    }

    static func request(for delegate: Delegate) -> AppRequest { ActivityDetailRouter.request(for: delegate) }

    static func commands(_ keys: KeyMaps) -> [CommandPalette.Command] {
        ActivityDetailKeyMap.bindings.commands()
    }

    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section] {
        [HelpOverlay.Section("Reading an issue, a pull request or a run (Enter in a tab)", ActivityDetailKeyMap.bindings)]
    }
}
