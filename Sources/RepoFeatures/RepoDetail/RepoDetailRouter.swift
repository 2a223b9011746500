/// Detail → back to the list, or on to a fork's parent; as values for the app to carry out.
enum RepoDetailRouter {
    static func output(_ effect: RepoDetail.Effect) -> ScreenOutput {
        switch effect {
        case .loadRepository, .loadReadme, .loadPart, .fetchPartLater, .checkStar, .setStar: .detail(effect)
        case .route(.back): .delegate(.closed(savingColumns: nil))
        case .route(.repository(let fullName, let like)): .delegate(.openRepository(fullName: fullName, like: like))
        case .clone(let repository): .delegate(.clone([repository], showProgress: false))
        case .perform(let request): .perform(request)
        case .notice(let notice): .notice(notice)
        }
    }
}
