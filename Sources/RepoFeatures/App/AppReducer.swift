import Foundation
import RepoCore
import TerminalUI

/// The app's state machine: routes keys and the mouse to the screen that has them, owns the
/// global bindings, the notice, the API budget and the retry countdown, and turns what screens
/// ask for into routes and effects. Pure; the time comes with `context`.
public enum AppReducer {
    public static func reduce(_ app: inout AppState, _ action: AppAction, context: PresentationContext) -> [AppEffect] {
        let previewed = PreviewCoordinator.target(app)
        let effects = handle(action, &app, context)
        return effects + PreviewCoordinator.follow(from: previewed, &app) + shareCI(&app, context) + CICoordinator.follow(&app)
    }

    /// Every list learns what the CI column knows once it knows more, so a `ci:` query is
    /// answered from it (a list opened later learns it at once).
    private static func shareCI(_ app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        // The usual case, the column off and no `ci:` query, costs nothing per action.
        guard !app.ci.known.isEmpty else { return [] }
        let behind = app.lists.filter { $0.state.arrangement.ciKnownCount != app.ci.known.count }.map(\.id)
        return behind.flatMap { send(.list(.ciStatusesKnown(app.ci.known)), to: $0, &app, context) }
    }

    private static func handle(_ action: AppAction, _ app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        switch action {
        case .start(let user, let scope, let sort, let filter, let searchesOnly):
            // The start-up notice (a cache moved aside, say) goes in the log like any other.
            if let notice = app.notice { app.note(notice, at: context.now) }
            let screen = RepoListConfigurator.screen(
                user: user, scope: scope, network: app.network, sort: sort, filter: filter, now: context.now,
                fuzzyWords: app.fuzzyFilter, searchesOnly: searchesOnly, remembersOwner: app.remembersStartOwner)
            return AppRouter.open(screen, in: &app, context) + (app.identifiesViewer ? [.identifyViewer] : [])
        case .viewerIdentified(let login):
            app.viewer = login
            let theirs = app.lists.filter { $0.state.user.rawValue.caseInsensitiveCompare(login.rawValue) == .orderedSame }
            return theirs.flatMap { send(.list(.ownerIdentifiedAsViewer), to: $0.id, &app, context) }
        case .key(.resize):
            return []
        case .key(let key):
            return handle(key, &app, context)
        case .resized(let size):
            app.size = size
            return layOut(&app, context)
        case .screen(let id, let action):
            return send(action, to: id, &app, context)
        case .apiBudgetRead(let reading):
            if !reading.isOlder(than: app.apiBudget) { app.apiBudget = reading }
        case .searchBudgetRead(let reading):
            if !reading.isOlder(than: app.searchBudget) { app.searchBudget = reading }
        case .retryWaitStarted(let wait):
            app.retryWait = wait
            return [.countDown(until: wait.until)]
        case .tick:
            if let wait = app.retryWait, wait.until <= context.now { app.retryWait = nil }
        case .externalOutcome(let outcome):
            app.note(RepositoryActionPresenter.notice(for: outcome), at: context.now, details: outcome.output)
        case .ciRested:
            return CICoordinator.rested(&app)
        case .ciRead(let statuses):
            CICoordinator.read(statuses, &app)
        case .previewRested(let list, let repository):
            return PreviewCoordinator.rested(list: list, repository, &app, context)
        case .cloneProgress(let job, let progress):
            CloneCoordinator.progress(job, progress, &app)
        case .cloneFinished(let job, let result):
            return CloneCoordinator.finish(job, result.map { .cloned(path: $0) }, &app, context)
        case .cloneUpdated(let job, let result):
            return CloneCoordinator.finish(job, result, &app, context)
        case .lastCommitRead(let path, let commit):
            app.lastCommits[path] = commit
        case .starToggled(let fullName, .success(let starred)):
            app.note(Starring.done(fullName, starred: starred), at: context.now)
        case .starToggled(_, .failure(.cancelled)):
            break
        case .starToggled(let fullName, .failure(let error)):
            app.note(Starring.toggleFailed(fullName, error), at: context.now)
        case .terminate:
            app.isFinished = true
        }
        return []
    }

    /// Ctrl-C first, then — unless a prompt is being typed in — the app's routes (`?`, `!`, `C`,
    /// `P`, `:`), then the focused screen's own table (a box over the frame takes every key).
    /// Below the minimum size only `q` and Ctrl-C act: nothing else can be seen there.
    private static func handle(_ key: Key, _ app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        let route = app.focused.flatMap { focused in
            ScreenDispatch.isTyping(focused.screen) ? nil : AppRouter.route(for: key, over: focused.screen)
        }
        // Any key puts the screen's own message back, but `!`, which shows the notice whole.
        if route != .messages { app.notice = nil }
        if GlobalKeyMap.action(for: key) == .quit {
            app.isFinished = true
            return []
        }
        let layout = AppLayout(app)
        if layout == .tooSmall, key != .character("q") { return [] }
        let onPage = app.focused.map { ScreenDispatch.presentation(of: $0.screen) == .page } ?? false
        // Esc stops a single clone, unless it is clearing a prompt or closing a box.
        if key == .escape, onPage, CloneCoordinator.escapeCancels(app), let focused = app.focused,
           !ScreenDispatch.isTyping(focused.screen) {
            return CloneCoordinator.cancel(&app, context)
        }
        if case .mouse(let event) = key, onPage {
            return MouseHitTest.actions(for: event, in: app).flatMap { reduce(&app, $0, context: context) }
        }
        guard let focused = app.focused else { return [] }
        if let route { return AppRouter.open(route, in: &app, context) }
        guard let action = ScreenDispatch.action(for: key, on: focused.screen, keys: context.keys) else { return [] }
        return send(action, to: focused.id, &app, context)
    }

    /// Lets screen `id` handle `action`, then carries out what it asked of the app
    /// (`AppRouter.apply`); its effects are addressed to it.
    static func send(_ action: ScreenAction, to id: ScreenID, _ app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        if let preview = app.preview, preview.id == id, case .detail(let action) = action {
            // The preview has no keys and asks nothing of the app: only its loads come out of it.
            var detail = preview.detail
            let reaction = RepoDetailInteractor.reduce(&detail, action, context: context)
            app.preview?.detail = detail
            return reaction.effects.compactMap { effect in
                switch effect {
                case .loadRepository, .loadReadme, .loadPart, .fetchPartLater: .detail(id, effect)
                case .checkStar, .setStar, .loadActivity, .restBeforePullStatuses, .loadPullStatuses: nil
                }
            }
        }
        guard let index = app.index(of: id) else { return [] }
        let outcome = ScreenDispatch.reduce(&app.screens[index].screen, action, id: id, context: context)
        var effects = outcome.effects
        for request in outcome.requests {
            effects += AppRouter.apply(request, from: id, in: &app, context)
        }
        return effects
    }

    /// The layout pass: tells every screen the size of its pane.
    static func layOut(_ app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        app.screens.map(\.id).flatMap { id -> [AppEffect] in
            guard let index = app.index(of: id) else { return [] }
            let pane = ScreenDispatch.pane(of: app.screens[index].screen, in: AppLayout(app))
            guard let resized = ScreenDispatch.resized(app.screens[index].screen, to: pane) else { return [] }
            return send(resized, to: id, &app, context)
        }
    }
}
