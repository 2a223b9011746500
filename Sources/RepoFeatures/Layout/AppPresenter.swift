import TerminalUI

/// The frame as a pure function of the app's state and the time: which screens show in which
/// panes, the header (the path of users, the list, the open repository), the preview beside the
/// list, and the status line of the screen that has the keys.
enum AppPresenter {
    static func viewModel(_ app: AppState, context: PresentationContext) -> AppViewModel {
        let layout = AppLayout(app)
        var model = AppViewModel(layout: layout, header: "", profile: nil, panes: [], divider: nil,
                                 status: StatusLine(message: "", hints: []))
        guard layout != .tooSmall,
              let pageIndex = app.screens.lastIndex(where: { ScreenDispatch.presentation(of: $0.screen) == .page }),
              let body = layout.body else { return model }
        let page = app.screens[pageIndex]
        guard let pageContent = ScreenDispatch.content(of: page.screen, app: app, context: context) else { return model }
        switch (layout, page.screen) {
        case (.split, .list(let list)) where list.selectedRepository != nil:
            // The pane beside the list previews whatever is selected.
            let selected = list.rows[list.selection.index]
            let preview = app.preview.flatMap { $0.list == page.id && $0.detail.repository.id == selected.id ? $0.detail : nil }
                ?? app.recentPreviews.detail(of: selected.id)
                ?? RepoDetail.State(repository: selected, network: app.network)
            model.panes = [.init(rect: layout.listPane, content: pageContent, focused: true),
                           .init(rect: layout.detailPane, content: PaneContent(RepoDetail.self, RepoDetailPresenter.viewModel(preview, clone: app.cloneState(of: selected.id), context: context)),
                                 focused: false)]
            model.divider = divider(layout)
        case (.split, .list):
            // Nothing to preview (loading, empty, an error): the message gets the whole width.
            model.panes = [.init(rect: body, content: pageContent, focused: true)]
        case (.split, _) where pageIndex > 0:
            guard let below = ScreenDispatch.content(of: app.screens[pageIndex - 1].screen, app: app, context: context) else { break }
            model.panes = [.init(rect: layout.listPane, content: below, focused: false),
                           .init(rect: layout.detailPane, content: pageContent, focused: true)]
            model.divider = divider(layout)
        default:
            model.panes = [.init(rect: ScreenDispatch.pane(of: page.screen, in: layout), content: pageContent, focused: true)]
        }
        var focusedContent = pageContent
        for entry in app.screens[(pageIndex + 1)...] {
            guard let content = ScreenDispatch.content(of: entry.screen, app: app, context: context) else { continue }
            focusedContent = content
            model.modals.append(.init(rect: ScreenDispatch.pane(of: entry.screen, in: layout), content: content, focused: true))
        }
        let lists = app.lists
        model.header = header(app, lists: lists, pageIndex: pageIndex)
        if let list = lists.last {
            model.profile = RepoListPresenter.profile(list.state)
            // Over the list, its scopes; over a detail, the detail's tabs.
            switch page.screen {
            case .list: model.tabs = HeaderTabs(scopes: list.state)
            case .detail(let detail): model.tabs = HeaderTabs(detail: detail)
            default: break
            }
        }
        if let focused = app.focused {
            var status = focusedContent.status
            // While a prompt takes text, `?` is typed, not help.
            if !ScreenDispatch.isTyping(focused.screen) { status.hints += AppRouter.hints(over: focused.screen) }
            model.status = AppStatus.decorate(status, app: app, context: context, width: layout.status?.width ?? 0)
        }
        return model
    }

    private static func divider(_ layout: AppLayout) -> Rect? {
        if case .split(_, _, let divider, _, _) = layout { return divider }
        return nil
    }

    /// "octocat › torvalds · 12 repositories · … › torvalds/linux": the users the top list was
    /// opened from, then the titles of the pages from that list up.
    private static func header(_ app: AppState, lists: [(id: ScreenID, state: RepoList.State)], pageIndex: Int) -> String {
        guard let topList = lists.last, let topIndex = app.index(of: topList.id), topIndex <= pageIndex else { return "" }
        let path = lists.dropLast().map { $0.state.user.rawValue + " › " }.joined()
        // Over a detail (or what it opened) the list is named by its owner alone: the
        // repository's name and the detail's tabs need the line more than the list's counts.
        let overDetail = if case .list = app.screens[pageIndex].screen { false } else { true }
        return path + app.screens[topIndex...pageIndex].compactMap { entry in
            if overDetail, case .list(let list) = entry.screen { return list.user.rawValue }
            return ScreenDispatch.title(of: entry.screen)
        }.joined(separator: " › ")
    }
}
