/// Where the list leads: master → detail, another user's list over this one, back to the
/// previous user, quitting. Routes are values; applying one changes the app's state.
enum RepoListRouter {
    static func output(_ effect: RepoList.Effect) -> ScreenOutput {
        switch effect {
        case .readCachedList, .revalidateList, .prepareList, .readCachedMemberships, .revalidateMemberships, .findClones:
            .effect { .list($0, effect) }
        case .clone(let repositories, let showProgress): .route { app, _, _ in
            CloneCoordinator.start(repositories, showProgress: showProgress, &app)
        }
        case .owners(let request): .effect { .owners($0, request) }
        case .toggleStar(let repository): .route { app, _, context in
            // The list knows no token; the app does.
            guard app.identifiesViewer, app.network == .online else {
                app.note(Starring.unavailable(hasToken: app.identifiesViewer, network: app.network), at: context.now)
                return []
            }
            return [.toggleStar(repository)]
        }
        case .route(let route): .route { app, id, context in apply(route, from: id, in: &app, context) }
        case .perform(let request): .perform(request)
        case .notice(let notice): .notice(notice)
        }
    }

    static func apply(_ route: RepoList.Route, from id: ScreenID, in app: inout AppState,
                      _ context: PresentationContext) -> [AppEffect] {
        switch route {
        case .detail(let repository):
            let screen = RepoDetailConfigurator.screen(repository: repository, network: app.network, budget: app.apiBudget,
                                                       canStar: app.identifiesViewer)
            return AppRouter.open(screen, in: &app, context)
        case .quit:
            app.isFinished = true
            return []
        case .user(let other):
            // The new list starts in the order of the one it was opened from.
            guard let index = app.index(of: id), case .list(let current) = app.screens[index].screen else { return [] }
            let isViewer = app.viewer.map { $0.rawValue.caseInsensitiveCompare(other.rawValue) == .orderedSame } ?? false
            return AppRouter.open(RepoListConfigurator.screen(user: other, network: app.network, sort: current.view.sort,
                                                              ownerIsViewer: isViewer, fuzzyWords: app.fuzzyFilter),
                                  in: &app, context)
        case .previousUser:
            // The first user's list stays.
            guard app.lists.count > 1 else { return [] }
            return AppRouter.close(id, in: &app)
        }
    }
}
