/// Detail → back to the list, or on to a fork's parent; as the app's requests.
enum RepoDetailRouter {
    static func request(for delegate: RepoDetail.Delegate) -> AppRequest {
        switch delegate {
        case .back: .closed(savingColumns: nil)
        case .openRepository(let fullName, let like): .openRepository(fullName: fullName, like: like)
        case .clone(let repository): .clone([repository], showProgress: false)
        case .planChange(let repository): .planChange([repository], words: repository.fullName, listing: nil)
        case .runCommand(let command, let repository): .runCommand(command, repository)
        case .read(let subject, let repository, let network, let budget):
            .open(ActivityDetailConfigurator.screen(subject, of: repository, network: network, budget: budget))
        case .perform(let request): .perform(request)
        case .notice(let notice): .notice(notice)
        }
    }
}
