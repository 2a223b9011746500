/// Detail → back to the list.
enum RepoDetailRouter {
    static func output(_ effect: RepoDetail.Effect) -> ScreenOutput {
        switch effect {
        case .loadRepository, .loadReadme, .loadPart, .fetchPartLater, .checkStar, .setStar: .effect { .detail($0, effect) }
        case .route(.back): .route { app, id, _ in AppRouter.close(id, in: &app) }
        case .route(.repository(let fullName, let like)): .route { app, _, context in
            let screen = RepoDetailConfigurator.screen(named: fullName, like: like, network: app.network, budget: app.apiBudget,
                                                       canStar: app.identifiesViewer)
            return screen.map { AppRouter.open($0, in: &app, context) } ?? []
        }
        case .clone(let repository): .route { app, _, _ in CloneCoordinator.start([repository], showProgress: false, &app) }
        case .perform(let request): .perform(request)
        case .notice(let notice): .notice(notice)
        }
    }
}
