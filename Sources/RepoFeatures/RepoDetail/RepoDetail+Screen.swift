import TerminalUI

/// The detail as one screen of the app: a page over the list (beside it in the split layout).
extension RepoDetail: ScreenFeature {
    static func screen(_ state: State) -> Screen { .detail(state) }
    static func state(of screen: Screen) -> State? { if case .detail(let state) = screen { state } else { nil } }
    static func screenAction(_ action: Action) -> ScreenAction { .detail(action) }
    static func action(of action: ScreenAction) -> Action? { if case .detail(let action) = action { action } else { nil } }
    static func appEffect(_ effect: Effect, from id: ScreenID) -> AppEffect { .detail(id, effect) }

    static var presentation: ScreenPresentation { .page }
    static var routes: [AppRoute] { [.help, .messages, .clones, .palette, .history] }

    static func reduce(_ state: inout State, _ action: Action, context: PresentationContext) -> Reaction {
        RepoDetailInteractor.reduce(&state, action, context: context)
    }

    static func action(for key: Key, in state: State, keys: KeyMaps) -> Action? {
        if isTyping(state) { return PromptKeyMap.action(for: key, in: keys.prompt).map(Action.prompt) }
        return keys.detail.action(for: key)
    }

    static func isTyping(_ state: State) -> Bool { state.prompt != nil }

    static func pane(in layout: AppLayout) -> Rect { layout.detailPane }
    static func resized(to pane: Rect) -> Action? { .resized(Size(width: pane.width, height: pane.height)) }

    static func viewModel(_ state: State, app: AppState, context: PresentationContext) -> ViewModel {
        RepoDetailPresenter.viewModel(state, clone: app.cloneState(of: state.repository.id), context: context)
    }

    static func title(of state: State) -> String? { TerminalText.singleLine(state.repository.fullName) }
    static func status(of model: ViewModel) -> StatusLine { model.status }

    static func render(_ model: ViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing) {
        if let activity = model.activity {
            ActivityListRenderer.render(activity, into: &buffer, rect: rect, focused: focused)
        } else {
            RepoDetailRenderer.render(model, into: &buffer, rect: rect, depth: drawing.depth, layout: &drawing.detailLayout)
        }
    }

    static func request(for delegate: Delegate) -> AppRequest { RepoDetailRouter.request(for: delegate) }

    static func commands(_ keys: KeyMaps) -> [CommandPalette.Command] { keys.detail.commands() }

    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section] {
        let commands = keys.commandBindings(in: .detail, Action.runCommand)
        return [HelpOverlay.Section("Detail", keys.detailBuiltIn),
                HelpOverlay.Section("In the Issues, Pull requests and Actions tabs", RepoDetailKeyMap.inLists(keys))]
            + (commands.isEmpty ? [] : [HelpOverlay.Section("Your commands in the detail (config.toml)", commands)])
    }
}
