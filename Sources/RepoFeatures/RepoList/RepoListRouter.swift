/// Where the list leads — master → detail, another owner's list over this one (or the picker
/// that chooses one), back to the previous owner, quitting — as the app's requests (carried out by `AppRouter.apply`).
enum RepoListRouter {
    static func request(for delegate: RepoList.Delegate) -> AppRequest {
        switch delegate {
        case .openDetail(let repository): .openDetail(repository)
        case .openOwner(let owner): .openOwner(owner)
        case .chooseOwner(let current): .open(OwnerPickerConfigurator.screen(current: current))
        case .previousUser: .previousUser
        case .quit: .quit
        // The list knows no token; the app does.
        case .toggleStar(let repository): .toggleStar(repository)
        case .clone(let repositories, let showProgress): .clone(repositories, showProgress: showProgress)
        case .updateClones(let repositories, let update, let showProgress):
            .updateClones(repositories, update, showProgress: showProgress)
        case .perform(let request): .perform(request)
        case .notice(let notice): .notice(notice)
        case .planChange(let targets, let words, let listing): .planChange(targets, words: words, listing: listing)
        case .runCommand(let command, let repository): .runCommand(command, repository)
        case .showChanges(let changes): .open(SinceLastVisitConfigurator.screen(changes))
        case .askCIAgain(let repositories): .askCIAgain(repositories)
        case .queriesCI(let testsCI): .queriesCI(testsCI)
        }
    }
}
