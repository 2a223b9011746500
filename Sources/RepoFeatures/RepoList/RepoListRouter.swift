/// Where the list leads — master → detail, another owner's list over this one, back to the
/// previous owner, quitting — as values for the app to carry out (`AppRouter.apply`).
enum RepoListRouter {
    static func output(_ effect: RepoList.Effect) -> ScreenOutput {
        switch effect {
        case .readCachedList, .revalidateList, .prepareList, .readCachedMemberships, .revalidateMemberships, .findClones:
            .list(effect)
        case .clone(let repositories, let showProgress): .delegate(.clone(repositories, showProgress: showProgress))
        case .owners(let request): .owners(request)
        // The list knows no token; the app does.
        case .toggleStar(let repository): .delegate(.toggleStar(repository))
        case .route(.detail(let repository)): .delegate(.openDetail(repository))
        case .route(.user(let owner)): .delegate(.openOwner(owner))
        case .route(.previousUser): .delegate(.previousUser)
        case .route(.quit): .delegate(.quit)
        case .perform(let request): .perform(request)
        case .notice(let notice): .notice(notice)
        }
    }
}
