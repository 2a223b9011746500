import RepoCore

/// What `o`, `O`, `y` or `Y` come to for a repository, as effects: a notice saying what is under
/// way and the request to carry out, or a notice saying why there is none. Shared by the list and
/// the detail interactors.
enum RepositoryActionEffect: Equatable, Sendable {
    case perform(ExternalRequest)
    case notice(StatusNotice)
}

enum RepositoryActionLogic {
    static func effects(_ action: RepositoryAction, on repository: RepoCore.Repository) -> [RepositoryActionEffect] {
        switch action.request(for: repository) {
        case .success(let request):
            [.notice(RepositoryActionPresenter.notice(for: request)), .perform(request)]
        case .failure(let problem):
            [.notice(RepositoryActionPresenter.notice(for: problem))]
        }
    }
}
