import RepoCore

/// The split layout's preview, fetched: once the list's selection has rested on a repository
/// (`restMilliseconds`), its own page and the detail's parts are asked for, as a detail that has
/// no keys and no README; moving on cancels them. Until then — and in the narrow layout — the
/// preview shows what it showed last for that repository (`RecentPreviews`), else the list's copy.
enum PreviewCoordinator {
    static let restMilliseconds = 300

    /// What the preview follows: the list at the top of the split layout and its selected
    /// repository; nil when nothing is previewed. A box over the list (the column chooser) does
    /// not hide it: the preview stays as it is beside the list, fetched facts and all.
    static func target(_ app: AppState) -> (list: ScreenID, repository: Repository)? {
        guard case .split = AppLayout(app),
              let top = app.screens.last(where: { ScreenDispatch.presentation(of: $0.screen) == .page }),
              case .list(let list) = top.screen,
              list.scope != .memberOf, let repository = list.selectedRepository else { return nil }
        return (top.id, repository)
    }

    /// After any action: a selection that moved drops the preview of the old one (cancelling
    /// what it asked) and waits for the new one to rest.
    static func follow(from before: (list: ScreenID, repository: Repository)?, _ app: inout AppState) -> [AppEffect] {
        let after = target(app)
        guard after?.list != before?.list || after?.repository.id != before?.repository.id else { return [] }
        var effects: [AppEffect] = []
        if let preview = app.preview, preview.list != after?.list || preview.detail.repository.id != after?.repository.id {
            effects.append(.cancel(preview.id))
            app.recentPreviews.remember(preview.detail)
            app.preview = nil
        }
        if let after, app.preview == nil {
            effects.append(.previewAfterRest(list: after.list, after.repository.id, milliseconds: restMilliseconds))
        }
        return effects
    }

    /// The selection rested: the preview of `repository` starts loading, if it is still selected.
    static func rested(list: ScreenID, _ repository: RepoID, _ app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        guard let target = target(app), target.list == list, target.repository.id == repository, app.preview == nil else { return [] }
        let id = app.allocateID()
        // What was fetched for it before shows until the answers come, not the list's copy.
        var detail = app.recentPreviews.detail(of: repository) ?? RepoDetail.State(repository: target.repository)
        detail.network = app.network(for: target.repository)
        detail.budget = app.apiBudget
        app.preview = AppState.Preview(id: id, list: list, detail: detail)
        return AppReducer.send(.detail(.loadPreview), to: id, &app, context) + app.readLastCommit(of: repository)
    }
}
