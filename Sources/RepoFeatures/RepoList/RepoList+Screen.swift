import TerminalUI

/// The list as one screen of the app: a page, with the prompt's keys while one is open.
extension RepoList: ScreenFeature {
    static func screen(_ state: State) -> Screen { .list(state) }
    static func state(of screen: Screen) -> State? { if case .list(let state) = screen { state } else { nil } }
    static func screenAction(_ action: Action) -> ScreenAction { .list(action) }
    static func action(of action: ScreenAction) -> Action? { if case .list(let action) = action { action } else { nil } }
    static func appEffect(_ effect: Effect, from id: ScreenID) -> AppEffect { .list(id, effect) }

    static var presentation: ScreenPresentation { .page }
    static var routes: [AppRoute] { [.help, .messages, .columns, .clones, .palette, .history] }

    static func reduce(_ state: inout State, _ action: Action, context: PresentationContext) -> Reaction {
        RepoListInteractor.reduce(&state, action, now: context.now)
    }

    static func action(for key: Key, in state: State, keys: KeyMaps) -> Action? {
        if isTyping(state) { return PromptKeyMap.action(for: key, in: keys.prompt).map(Action.prompt) }
        return keys.list.action(for: key)
    }

    static func isTyping(_ state: State) -> Bool { state.view.prompt != nil }

    static func pane(in layout: AppLayout) -> Rect { layout.listPane }
    static func resized(to pane: Rect) -> Action? { .resized(rows: RepoListRenderer.split(pane).rows.height) }

    static func viewModel(_ state: State, app: AppState, context: PresentationContext) -> ViewModel {
        RepoListPresenter.viewModel(state, columns: app.columns, ci: app.ci.known, context: context)
    }

    static func title(of state: State) -> String? { RepoListPresenter.title(state) }
    static func status(of model: ViewModel) -> StatusLine { model.status }

    static func render(_ model: ViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing) {
        RepoListRenderer.renderBody(model, into: &buffer, rect: rect, focused: focused)
    }

    static func request(for delegate: Delegate) -> AppRequest { RepoListRouter.request(for: delegate) }

    static func commands(_ keys: KeyMaps) -> [CommandPalette.Command] { keys.list.commands() }

    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section] {
        let commands = keys.commandBindings(in: .list, Action.runCommand)
        return [HelpOverlay.Section("List", keys.listBuiltIn)]
            + (commands.isEmpty ? [] : [HelpOverlay.Section("Your commands in the list (config.toml)", commands)])
            + [HelpOverlay.Section("Filter and user prompts", keys.prompt, extra: [("other keys", "typed into the prompt")])]
    }
}
