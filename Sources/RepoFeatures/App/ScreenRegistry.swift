import TerminalUI

/// The configurator registry: for each kind of screen, which interactor, key map, presenter,
/// renderer and router serve it. The one place that switches over `Screen`, so the app reducer
/// and the frame are written once for every screen.
enum ScreenRegistry {
    /// How a screen sits in the frame: a page fills the body (or a pane of the split layout);
    /// a modal is a box over the page below it.
    enum Presentation: Equatable { case page, modal }

    static func presentation(of screen: Screen) -> Presentation {
        switch screen {
        case .list, .detail: .page
        case .columns: .modal
        }
    }

    static func reduce(_ screen: inout Screen, _ action: ScreenAction, context: PresentationContext) -> [ScreenOutput] {
        switch (screen, action) {
        case (.list(var state), .list(let action)):
            let effects = RepoListInteractor.reduce(&state, action, now: context.now)
            screen = .list(state)
            return effects.map(RepoListRouter.output)
        case (.detail(var state), .detail(let action)):
            let effects = RepoDetailInteractor.reduce(&state, action, context: context)
            screen = .detail(state)
            return effects.map(RepoDetailRouter.output)
        case (.columns(var state), .columns(let action)):
            let effects = ColumnChooserInteractor.reduce(&state, action)
            screen = .columns(state)
            return effects.map(ColumnChooserRouter.output)
        case (.list, _), (.detail, _), (.columns, _):
            return []
        }
    }

    static func action(for key: Key, on screen: Screen, keys: KeyMaps = .standard) -> ScreenAction? {
        switch screen {
        case .list(let state) where state.view.prompt != nil: PromptKeyMap.action(for: key, in: keys.prompt).map { .list(.prompt($0)) }
        case .list: keys.list.action(for: key).map(ScreenAction.list)
        case .detail: keys.detail.action(for: key).map(ScreenAction.detail)
        case .columns: ColumnChooserKeyMap.action(for: key).map(ScreenAction.columns)
        }
    }

    /// Whether the screen is taking text (a prompt): then keys such as `?` are typed, not routes.
    static func isTyping(_ screen: Screen) -> Bool {
        if case .list(let state) = screen { return state.view.prompt != nil }
        return false
    }

    /// Where the screen is drawn in `layout`.
    static func pane(of screen: Screen, in layout: AppLayout) -> Rect {
        switch screen {
        case .list: layout.listPane
        case .detail: layout.detailPane
        case .columns: ColumnChooserRenderer.box(in: layout)
        }
    }

    /// The action that tells the screen the size of its pane.
    static func resized(_ screen: Screen, to pane: Rect) -> ScreenAction {
        switch screen {
        case .list: .list(.resized(rows: RepoListRenderer.split(pane).rows.height))
        case .detail: .detail(.resized(Size(width: pane.width, height: pane.height)))
        case .columns: .columns(.resized(rows: pane.height - ColumnChooserRenderer.chromeRows))
        }
    }

    static func content(of screen: Screen, app: AppState, context: PresentationContext) -> PaneContent {
        switch screen {
        case .list(let state): .list(RepoListPresenter.viewModel(state, columns: app.columns, context: context))
        case .detail(let state): .detail(RepoDetailPresenter.viewModel(state, context: context))
        case .columns(let state): .columns(ColumnChooserPresenter.viewModel(state))
        }
    }

    /// The header's text for a page; nil for modals, which leave the header as it is.
    static func title(of screen: Screen) -> String? {
        switch screen {
        case .list(let state): RepoListPresenter.title(state)
        case .detail(let state): TerminalText.singleLine(state.repository.fullName)
        case .columns: nil
        }
    }

    static func status(of content: PaneContent) -> StatusLine {
        switch content {
        case .list(let model): model.status
        case .detail(let model): model.status
        case .columns(let model): model.status
        }
    }

    static func render(_ content: PaneContent, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool,
                       depth: ColorDepth = .extended, detailLayout: inout RepoDetailLayoutCache) {
        switch content {
        case .list(let model): RepoListRenderer.renderBody(model, into: &buffer, rect: rect, focused: focused)
        case .detail(let model): RepoDetailRenderer.render(model, into: &buffer, rect: rect, depth: depth, layout: &detailLayout)
        case .columns(let model): ColumnChooserRenderer.render(model, into: &buffer, rect: rect)
        }
    }

    /// Help's sections for every kind of screen, in the order a newcomer needs them.
    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section] {
        [
            HelpOverlay.Section("List", keys.list),
            HelpOverlay.Section("Detail", keys.detail),
            HelpOverlay.Section("Filter and user prompts", keys.prompt, extra: [("other keys", "typed into the prompt")]),
            HelpOverlay.Section("Columns (C)", ColumnChooserKeyMap.bindings),
        ]
    }
}
